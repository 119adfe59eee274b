import Foundation
import Testing
@testable import BylineCore

@Suite("urls and OPML round trips")
struct SourceRoundTripTests {
    @Test func urlsToOPMLToURLsKeepsEverySourceTitleAndTag() throws {
        let original = URLsFile.parse(try ConfigurationFixtures.text("urls-every-feature"))
        #expect(original.sources.count == 10)
        let opml = OPML.export(original.sources)
        let imported = try OPML.parse(Data(opml.utf8))
        #expect(imported.errors == [])
        #expect(imported.sources == original.sources)
        let back = URLsFile.parse(URLsFile.text(for: imported.sources))
        #expect(back.errors == [])
        #expect(back.sources == original.sources)
    }

    @Test func opmlToURLsToOPMLKeepsEverySourceTitleAndTag() throws {
        let original = try OPML.parse(try ConfigurationFixtures.data("opml2-nested.opml"))
        let urls = URLsFile.text(for: original.sources)
        let fromURLs = URLsFile.parse(urls)
        #expect(fromURLs.errors == [])
        #expect(fromURLs.sources == original.sources)
        let again = try OPML.parse(Data(OPML.export(fromURLs.sources).utf8))
        #expect(again.errors == [])
        #expect(again.sources == original.sources)
    }
}
