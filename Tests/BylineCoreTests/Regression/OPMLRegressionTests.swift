import BylineCore
import Foundation
import Testing

/// Inputs the OPML fuzz target (Fuzz/Sources/FuzzOPML) found.
@Suite struct OPMLRegressionTests {
    /// An untitled source is exported with its address as `text`; import took that `text` for a
    /// title when the address held runs of spaces, because the text is cleaned (spaces
    /// collapsed) and the address is not, so an export and re-import added a title.
    @Test(arguments: [
        "newsapi:top-headlines?\u{BF}  ,    \u{FF}  mbinator.com/rss",  // the fuzzer's address
        "newsapi:everything?q=two  spaces"
    ])
    func anUntitledSourceStaysUntitledThroughExportAndImport(_ address: String) throws {
        let opml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <opml version="2.0"><head><title>t</title></head><body>
            <outline text="Tech"><outline type="rss" text="\(address)" xmlUrl="\(address)"/></outline>
            </body></opml>
            """
        let imported = try OPML.parse(Data(opml.utf8), fileName: "subscriptions.opml")
        #expect(imported.errors.isEmpty)
        let source = try #require(imported.sources.first)
        #expect(source.title == nil)
        let again = try OPML.parse(Data(OPML.export(imported.sources).utf8), fileName: "exported.opml")
        #expect(again.sources == imported.sources)
    }
}
