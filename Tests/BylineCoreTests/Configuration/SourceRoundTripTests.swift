import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("urls and OPML round trips")
struct SourceRoundTripTests {
    /// A source as OPML keeps it: its key, title and the set of its tags (export groups
    /// sources by folder, so their order and their tags' order may change, once).
    private func kept(_ sources: [Source]) -> Set<String> {
        Set(sources.map { "\($0.key) \($0.title ?? "-") \(Set($0.tags).sorted())" })
    }

    @Test func urlsToOPMLToURLsKeepsEverySourceTitleAndTag() throws {
        let original = URLsFile.parse(try ConfigurationFixtures.text("urls-every-feature"))
        #expect(original.sources.count == 10)
        let opml = OPML.export(original.sources, dateCreated: Date(timeIntervalSince1970: 0))
        let imported = try OPML.parse(Data(opml.utf8))
        #expect(imported.errors == [])
        #expect(kept(imported.sources) == kept(original.sources))
        let back = URLsFile.parse(URLsFile.text(for: imported.sources))
        #expect(back.errors == [])
        #expect(back.sources == imported.sources)
        #expect(OPML.export(back.sources, dateCreated: Date(timeIntervalSince1970: 0)) == opml)
    }

    @Test func opmlToURLsToOPMLKeepsEverySourceTitleAndTag() throws {
        let original = try OPML.parse(try ConfigurationFixtures.data("opml2-nested.opml"))
        let urls = URLsFile.text(for: original.sources)
        let fromURLs = URLsFile.parse(urls)
        #expect(fromURLs.errors == [])
        #expect(fromURLs.sources == original.sources)
        let again = try OPML.parse(Data(OPML.export(fromURLs.sources).utf8))
        #expect(again.errors == [])
        #expect(kept(again.sources) == kept(original.sources))
    }
}
