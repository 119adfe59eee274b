import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("Links inside content, alternates, authors, DOCTYPEs")
struct FeedLinkAndAuthorTests {
    @Test func resolvesContentLinksAgainstTheContentsXMLBaseNotTheEntryLink() throws {
        let content = try #require(try FeedFixture.articles("xml-base-content.xml")[0].content)
        #expect(content.contains(#"src="https://blog.example.com/2024/posts/pic.png""#))
        #expect(content.contains(#"href="https://blog.example.com/2024/other.html""#))
        #expect(content.contains(##"href="#note""##))
        #expect(content.contains(#"href="https://abs.example.net/x""#))
    }

    @Test func resolvesLinksOfAnEntryWithoutALinkAgainstTheFeedsBase() throws {
        let entry = try FeedFixture.articles("xml-base-content.xml")[1]
        #expect(entry.url == nil)
        let summary = try #require(entry.summary)
        #expect(summary.contains(#"src="https://blog.example.com/images/two.jpg""#))
        #expect(summary.contains(#"href="https://blog.example.com/notes/2""#))
    }

    @Test func resolvesLinksOfAnRSSItemWithoutALinkAgainstTheFeedURL() throws {
        let summary = try #require(try FeedFixture.articles("rss-relative-content.xml")[0].summary)
        #expect(summary.contains(#"src="https://feeds.example.com/path/img/photo.jpg""#))
        #expect(summary.contains(#"href='https://feeds.example.com/about'"#))
    }

    @Test func aQuoteInTheBaseCannotEndTheAttribute() {
        let base = URL(string: "https://q.example.com/it's/")!
        #expect(FeedHTMLLinks.resolving("<img src='a.png'>", against: base) == "<img src='https://q.example.com/it%27s/a.png'>")
        #expect(FeedHTMLLinks.resolving("a < b href=x", against: base) == "a < b href=x")
    }

    @Test func takesTheFirstWebAlternateLink() throws {
        let kept = try FeedFixture.articles("alternate-links.xml")
        #expect(kept[0].url == URL(string: "https://alt.example.com/1"))
        #expect(kept[1].url == URL(string: "https://alt.example.com/2"))
    }

    @Test func readsTheNameOutOfMailAndNameForms() throws {
        let authors = try FeedFixture.articles("authors.xml").map(\.author)
        #expect(authors == ["Jane Doe", "Joe Bloggs", "Ann Lee, Bo Chen", "Kim"])
    }

    @Test func atomEntriesInheritAllTheFeedsAuthors() throws {
        let authors = try FeedFixture.articles("atom-feed-author.xml").map(\.author)
        #expect(authors == ["Feed Writer, second@example.com", "Entry Writer"])
    }

    @Test func anXHTMLDoctypeBeforeRSSIsAFeed() throws {
        let feed = try FeedFixture.parse("xhtml-doctype-rss.xml")
        #expect(feed.items.map(\.title) == ["Still a feed"])
    }

    @Test func anHTMLDoctypeBeforeHTMLIsStillAPage() {
        let body = "<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Strict//EN\" \"x.dtd\">\n<html><body>hi</body></html>"
        #expect(FeedSniffer.sniff(Data(body.utf8)) == .html)
        #expect(FeedSniffer.sniff(Data("<!doctype html>".utf8)) == .html)
    }
}
