import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("import file detection")
struct ImportFileTests {
    @Test(arguments: [
        ("<?xml version=\"1.0\"?><opml/>", ImportFile.Format.opml),
        ("\u{FEFF}  \n\t<opml version=\"1.0\"/>", .opml),
        ("<rss/>", .opml),
        ("https://example.com/feed\n", .urlsFile),
        ("# comment\n<not a url>\n", .urlsFile),
        ("", .urlsFile),
        ("\u{FEFF}newsapi:everything?q=swift", .urlsFile)
    ])
    func formatComesFromTheContent(text: String, format: ImportFile.Format) {
        #expect(ImportFile.detect(Data(text.utf8)) == format)
    }

    @Test func utf16IsTakenForXML() {
        #expect(ImportFile.detect(Data([0xFF, 0xFE, 0x3C, 0x00])) == .opml)
    }

    @Test func parseReadsEitherFormat() throws {
        let opml = try ImportFile.parse(try ConfigurationFixtures.data("opml1.opml"), fileName: "opml1.opml")
        let urls = try ImportFile.parse(try ConfigurationFixtures.data("urls-every-feature"), fileName: "urls")
        #expect(opml.sources.count == 3)
        #expect(urls.sources.count == 10)
    }

    @Test func loadNamesTheFileInErrors() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("subscriptions.txt")
        try Data("https://ok.example.com/feed\nftp://nope\n".utf8).write(to: URL(fileURLWithPath: path))
        let parsed = try ImportFile.load(path: path)
        #expect(parsed.sources.map(\.key) == ["https://ok.example.com/feed"])
        #expect(parsed.errors.map(\.description) == ["subscriptions.txt:2: 'ftp://nope' is not an http(s) URL"])
        #expect(throws: LocalFileError.self) { try ImportFile.load(path: folder.file("missing.opml")) }
    }
}
