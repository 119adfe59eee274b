import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("Atom parsing")
struct AtomParserTests {
    @Test func readsFeedFields() throws {
        let feed = try FeedFixture.parse("atom.xml")
        #expect(feed.format == .atom)
        #expect(feed.title == "Atom <Tests>" && feed.titleKind == .text)
        #expect(feed.displayTitle == "Atom <Tests>")
        #expect(feed.siteURL == URL(string: "https://atom.example.com/"))
        #expect(feed.items.count == 4)
    }

    @Test func keepsHTMLTitlesAsHTML() throws {
        let entry = try FeedFixture.parse("atom.xml").items[0]
        #expect(entry.title == "<em>HTML</em> title &amp; more")
        #expect(entry.titleKind == .html)
    }

    @Test func readsTextConstructsAsText() throws {
        let entry = try FeedFixture.parse("atom.xml").items[0]
        #expect(entry.summary == "Plain text summary with 5 < 6 & a line\nbreak")
        #expect(entry.summaryKind == .text)
    }

    @Test func serializesXHTMLContentBackToHTML() throws {
        let entry = try FeedFixture.parse("atom.xml").items[0]
        #expect(entry.contentKind == .html)
        #expect(
            entry.content
                == #"<p>XHTML <b>body</b> &amp; <a href="https://x.example/?a=1&amp;b=2">link</a><br>next</p><img src="https://atom.example.com/blog/pic.png" alt="a &quot;pic&quot;">"#
        )
    }

    @Test func readsEntryFields() throws {
        let entry = try FeedFixture.parse("atom.xml").items[0]
        #expect(entry.guid == "tag:atom.example.com,2024:first")
        #expect(entry.link == "posts/first.html")
        #expect(entry.published == "2024-03-01T09:00:00+09:00")
        #expect(entry.updated == "2024-03-02T09:00:00Z")
        #expect(entry.authors == ["Entry Author", "Second Author"])
        #expect(entry.categories == ["Technology", "swift"])
        #expect(entry.image == "https://img.example.com/first.jpg")
    }

    @Test func resolvesXMLBaseForRelativeLinks() throws {
        let feed = try FeedFixture.parse("atom.xml")
        #expect(feed.items[0].baseURL == URL(string: "https://atom.example.com/blog/"))
        #expect(feed.items[1].baseURL == URL(string: "https://other.example.org/base/"))
        #expect(feed.items[2].baseURL == nil)
    }

    @Test func entriesWithoutAuthorsInheritTheFeedAuthor() throws {
        let feed = try FeedFixture.parse("atom.xml")
        #expect(feed.items[1].authors == ["Feed Author"])
    }

    @Test func keepsEscapedHTMLContent() throws {
        let entry = try FeedFixture.parse("atom.xml").items[1]
        #expect(entry.content == "<p>Escaped <i>HTML</i></p>")
        #expect(entry.published == nil)
        #expect(entry.updated == "2024-03-03T08:00:00-05:00")
    }

    @Test func takesThumbnailsNestedInMediaGroups() throws {
        let entry = try FeedFixture.parse("atom.xml").items[1]
        #expect(entry.image == "https://img.example.com/video-thumb.jpg")
    }

    @Test func prefersTheAlternateLinkOverOthers() throws {
        let entry = try FeedFixture.parse("atom.xml").items[2]
        #expect(entry.link == "https://atom.example.com/third")
        #expect(entry.contentKind == .text)
        #expect(entry.content == "Line one <not a tag>\n\nSecond paragraph")
    }

    @Test func ignoresOutOfLineContent() throws {
        let entry = try FeedFixture.parse("atom.xml").items[3]
        #expect(entry.content == nil)
    }

    @Test func matchesAtomByNamespaceWithAnyPrefix() throws {
        let feed = try FeedFixture.parse("atom-prefixed.xml")
        #expect(feed.format == .atom)
        #expect(feed.title == "Prefixed Atom")
        #expect(feed.siteURL == URL(string: "https://prefixed.example.com/"))
        let entry = try #require(feed.items.first)
        #expect(entry.title == "Real title")
        #expect(entry.authors == ["Odd Prefix Author"])
    }

    @Test func readsAtom03() throws {
        let feed = try FeedFixture.parse("atom03.xml")
        #expect(feed.format == .atom)
        let entry = try #require(feed.items.first)
        #expect(entry.published == "2005-07-31T12:29:29Z")
        #expect(entry.updated == "2005-08-01T12:29:29Z")
        #expect(entry.content == "<p>Escaped 0.3 body</p>")
        #expect(entry.contentKind == .html)
    }
}
