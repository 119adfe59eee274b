import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("Ill-formed XML: what can be read is kept, and the feed is called broken")
struct FeedRecoveryTests {
    @Test func keepsTheLinkWithAStrayAmpersandWhole() throws {
        let feed = try FeedFixture.parse("broken-ampersand.xml")
        let articles = feed.articles(for: FeedFixture.source())
        #expect(articles.map(\.url) == [URL(string: "https://broken.example.com/a?x=1&y=2"), URL(string: "https://broken.example.com/b")])
        #expect(articles[1].summary == "Tom & Jerry")
        let note = try #require(feed.recoveryNote)
        #expect(note.hasPrefix("the feed is not well-formed XML (line 7: "))
        #expect(note.hasSuffix("; 2 entries recovered"))
    }

    @Test func keepsEveryItemOfAFeedWithUnclosedFinalTags() throws {
        let feed = try FeedFixture.parse("broken-unclosed.xml")
        #expect(feed.items.map(\.title) == ["One", "Two"])
        #expect(feed.title == "Unclosed")
        #expect(feed.recoveryNote?.hasSuffix("2 entries recovered") == true)
    }

    @Test func keepsTheWholeItemsOfATruncatedDocument() throws {
        let feed = try FeedFixture.parse("truncated-mid-item.xml")
        #expect(feed.items.first?.title == "Whole item")
        #expect(feed.items.first?.summary == "Complete.")
        #expect(feed.recoveryNote != nil)
    }

    @Test(arguments: ["blank-lines-before-declaration.xml", "bom-after-blank-line.xml"])
    func readsAFeedWithJunkBeforeTheDeclaration(name: String) throws {
        let feed = try FeedFixture.parse(name)
        #expect(feed.items.count == 1)
        #expect(feed.items.first?.link?.hasPrefix("https://") == true)
        #expect(feed.recoveryNote == nil)
    }

    @Test func aWellFormedFeedHasNoNote() throws {
        #expect(try FeedFixture.parse("rss2.xml").recoveryNote == nil)
    }

    @Test func stillRefusesEntityDeclarationsInABrokenDocument() {
        let body = """
            <?xml version="1.0"?>
            <!DOCTYPE rss [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
            <rss version="2.0"><channel><title>&b;</title><item><title>x & y</title><link>https://e.example.com/</link></item>
            """
        guard case .entitiesRefused = FeedFixture.error(parsing: Data(body.utf8)) else {
            Issue.record("expected entitiesRefused")
            return
        }
    }

    @Test func aBrokenDocumentWithNoEntriesStillGivesTheStrictError() {
        let body = "<?xml version=\"1.0\"?>\n<rss version=\"2.0\">\n<channel>\n<title>x</titel>\n</channel></rss>"
        guard case .malformedXML(let line, _) = FeedFixture.error(parsing: Data(body.utf8)) else {
            Issue.record("expected malformedXML")
            return
        }
        #expect(line == 4)
    }

    @Test func neverLoadsAnExternalEntityWhileRecovering() {
        let body = """
            <?xml version="1.0"?>
            <!DOCTYPE rss SYSTEM "file:///etc/passwd">
            <rss version="2.0"><channel><item><title>&ext; & more</title><link>https://e.example.com/</link></item>
            """
        let feed = try? FeedParser.parse(Data(body.utf8), url: FeedFixture.defaultURL)
        #expect(feed?.items.first?.title?.contains("root:") != true)
    }
}
