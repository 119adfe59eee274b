import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("Bodies that are not feeds, or not well-formed")
struct FeedMalformedTests {
    @Test func recoversTruncatedXMLAndNamesTheLineItStoppedOn() throws {
        let feed = try FeedFixture.parse("truncated.xml")
        #expect(feed.items.map(\.title) == ["Partial"])
        #expect(feed.recoveryNote?.hasPrefix("the feed is not well-formed XML (line 7: ") == true)
    }

    @Test func namesTheLineOfXMLTruncatedBeforeAnyEntry() throws {
        let body = "<?xml version=\"1.0\"?>\n<rss version=\"2.0\">\n<channel>\n<title>Cut off</ti"
        let error = FeedFixture.error(parsing: Data(body.utf8))
        guard case .malformedXML(let line, let reason) = error else {
            Issue.record("expected malformedXML, got \(String(describing: error))")
            return
        }
        #expect(line == 4)
        #expect(!reason.isEmpty)
        #expect(error?.message.hasPrefix("XML error at line 4: ") == true)
    }

    @Test func namesTheLineOfMismatchedTags() {
        let body = "<?xml version=\"1.0\"?>\n<rss version=\"2.0\">\n<channel>\n<title>x</titel>\n</channel></rss>"
        guard case .malformedXML(let line, let reason) = FeedFixture.error(parsing: Data(body.utf8)) else {
            Issue.record("expected malformedXML")
            return
        }
        #expect(line == 4)
        #expect(reason.contains("title"))
    }

    @Test func saysAnHTMLPageIsAnHTMLPage() throws {
        #expect(FeedFixture.error(parsing: try FeedFixture.data("html-page.html")) == .notAFeed(.htmlPage))
    }

    @Test func saysAWellFormedXHTMLPageIsAnHTMLPage() {
        let body = "<?xml version=\"1.0\"?>\n<!-- generated -->\n<html xmlns=\"http://www.w3.org/1999/xhtml\"><body/></html>"
        #expect(FeedFixture.error(parsing: Data(body.utf8)) == .notAFeed(.htmlPage))
    }

    @Test func saysBrokenMarkupMentioningHTMLIsAnHTMLPage() {
        let body = "<head><title>Oops</title></head><body><p>unclosed<br></body>"
        #expect(FeedFixture.error(parsing: Data(body.utf8)) == .notAFeed(.htmlPage))
    }

    @Test func saysPlainTextIsNeitherXMLNorJSON() throws {
        let error = FeedFixture.error(parsing: try FeedFixture.data("not-xml.txt"))
        #expect(error == .notAFeed(.text("Hello, this is plain text and not a feed")))
    }

    @Test func cleansBinaryGarbageBeforeQuotingIt() {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x1B, 0x5B, 0x32, 0x4A, 0x41])
        guard case .notAFeed(.text(let start)) = FeedFixture.error(parsing: png) else {
            Issue.record("expected notAFeed(.text)")
            return
        }
        #expect(!start.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x1B })
    }

    @Test(arguments: [Data(), Data("  \n\t ".utf8), Data([0xEF, 0xBB, 0xBF]), Data([0xEF, 0xBB, 0xBF, 0x0A])])
    func saysAnEmptyBodyIsEmpty(body: Data) {
        #expect(FeedFixture.error(parsing: body) == .notAFeed(.empty))
    }

    @Test func saysWhichRootOtherXMLHas() {
        let body = "<?xml version=\"1.0\"?><opml version=\"2.0\"><head/><body/></opml>"
        let error = FeedFixture.error(parsing: Data(body.utf8))
        #expect(error == .notAFeed(.xml(root: "opml")))
        #expect(error?.message == "not a feed: XML whose root element is <opml>, not <rss>, <feed> or <rdf:RDF>")
    }

    @Test func everyErrorMessageIsOneLine() throws {
        let bodies =
            try [
                "not-xml.txt", "html-page.html", "billion-laughs.xml", "invalid-euc-kr.xml",
                "unsupported-encoding.xml", "newsapi-error.json"
            ].map(FeedFixture.data)
            + [
                Data("<?xml version=\"1.0\"?>\n<rss>\n<channel>\n<title>Cut off</ti".utf8), Data(), Data("{\"a\":".utf8),
                Data("<rss><channel><title>\u{1B}[31m</channel>".utf8)
            ]
        for body in bodies {
            let message = try #require(FeedFixture.error(parsing: body)).message
            #expect(!message.isEmpty)
            #expect(!message.unicodeScalars.contains { $0.value < 0x20 }, "\(message)")
        }
    }

    @Test func printsNothingToStandardError() throws {
        let bodies = try [
            "truncated.xml", "billion-laughs.xml", "invalid-euc-kr.xml", "invalid-utf8.xml",
            "unsupported-encoding.xml", "undeclared-prefixes.xml", "rss2-oddities.xml"
        ].map(FeedFixture.data)
        let captured = try StandardErrorCapture.capture {
            for body in bodies { _ = FeedFixture.error(parsing: body) }
        }
        // libxml2's default handler writes lines such as "Entity: line 2: parser error : …".
        #expect(!captured.contains("parser error"), "\(captured)")
        #expect(!captured.contains("encoding error"), "\(captured)")
        #expect(!captured.contains("namespace error"), "\(captured)")
    }
}

/// Redirects file descriptor 2 into a temporary file while `body` runs.
enum StandardErrorCapture {
    static func capture(_ body: () throws -> Void) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("byline-stderr-\(UUID().uuidString)").path
        let file = open(path, O_CREAT | O_RDWR | O_TRUNC, 0o600)
        guard file >= 0 else { throw CocoaError(.fileWriteUnknown) }
        defer {
            close(file)
            unlink(path)
        }
        fflush(nil)
        let saved = dup(2)
        dup2(file, 2)
        defer {
            fflush(nil)
            dup2(saved, 2)
            close(saved)
        }
        try body()
        fflush(nil)
        return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }
}
