import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("RSS 2.0 and 0.9x parsing")
struct RSSParserTests {
    @Test func readsChannelAndItemFieldsOfRSS2() throws {
        let feed = try FeedFixture.parse("rss2.xml")
        #expect(feed.format == .rss)
        #expect(feed.title == "Byline & Friends")
        #expect(feed.siteURL == URL(string: "https://news.example.com/"))
        #expect(feed.items.count == 3)
        let first = feed.items[0]
        #expect(first.guid == "tag:news.example.com,2024:1")
        #expect(first.title == "First story")
        #expect(first.link == "https://news.example.com/first")
        #expect(first.authors == ["Kim Min-jun"])
        #expect(first.categories == ["Politics", "World"])
        #expect(first.published == "Tue, 10 Jun 2003 04:00:00 GMT")
        #expect(first.summary == "<p>Summary with <b>bold</b> &amp; more</p>")
        // Relative links in content resolve against the feed's URL when there is no xml:base.
        #expect(first.content == #"<p>Full <em>body</em> with a <a href="https://feeds.example.com/rel">link</a>.</p>"#)
        #expect(first.image == "https://cdn.example.com/first.jpg")
    }

    @Test func keepsKoreanJapaneseAndEmojiText() throws {
        let feed = try FeedFixture.parse("rss2.xml")
        #expect(feed.items[1].title == "서울 시장, 새 정책 발표 🇰🇷")
        #expect(feed.items[1].summary == "<p>한국어 본문입니다.</p>")
        #expect(feed.items[2].title == "東京で会議 👩‍💻")
    }

    @Test func takesImagesFromEnclosuresOnlyWhenTheyAreImages() throws {
        let feed = try FeedFixture.parse("rss2.xml")
        #expect(feed.items[1].image == "https://cdn.example.com/korean.png")
        #expect(feed.items[2].image == nil)
    }

    @Test func usesDublinCoreDateWhenThereIsNoPubDate() throws {
        let feed = try FeedFixture.parse("rss2.xml")
        #expect(feed.items[2].published == "2024-01-04T12:00:00+09:00")
    }

    @Test func ignoresAtomSelfLinkWhenFindingTheSite() throws {
        let feed = try FeedFixture.parse("rss2.xml")
        #expect(feed.siteURL?.absoluteString != "https://news.example.com/feed.xml")
    }

    @Test func usesPermalinkGuidAsLinkWhenLinkIsMissing() throws {
        let feed = try FeedFixture.parse("rss2-oddities.xml")
        let spread = try #require(feed.items.first { $0.guid == "https://odd.example.org/permalink" })
        #expect(spread.link == "https://odd.example.org/permalink")
    }

    @Test func serializesUnescapedMarkupInDescriptions() throws {
        let feed = try FeedFixture.parse("rss2-oddities.xml")
        let inline = try #require(feed.items.first { $0.title == "Inline markup in description" })
        #expect(inline.summary == "<p>Not <b>escaped</b> at all &amp; still fine</p><br>")
    }

    @Test func readsUndeclaredHTMLEntitiesAsCharacters() throws {
        let feed = try FeedFixture.parse("rss2-oddities.xml")
        let item = try #require(feed.items.last)
        #expect(item.title == "Café \u{A0}— &unknownentity; undeclared")
        #expect(item.link == "https://odd.example.org/entities?a=1&b=2")
    }

    @Test func readsRSS091WithItsNetscapeDoctypeWithoutLoadingIt() throws {
        let feed = try FeedFixture.parse("rss091.xml")
        #expect(feed.format == .rss)
        #expect(feed.title == "Old School")
        #expect(feed.items.count == 1)
        #expect(feed.items[0].title == "Café news")
        #expect(feed.items[0].summary == "Entities from the Netscape DTD: © é")
    }

    @Test func readsRSS092ItemsWithoutTitles() throws {
        let feed = try FeedFixture.parse("rss092.xml")
        #expect(feed.items.count == 2)
        #expect(feed.items[0].title == nil)
        #expect(feed.items[0].summary == "An item with only a description and an enclosure")
        #expect(feed.items[1].link == "http://ninetwo.example.com/titled")
    }

    @Test func acceptsAnInternalSubsetThatDeclaresNoEntities() throws {
        let feed = try FeedFixture.parse("dtd-without-entities.xml")
        #expect(feed.items.map(\.title) == ["Kept"])
    }

    @Test func fallsBackToConventionalPrefixesWhenNamespacesAreUndeclared() throws {
        let feed = try FeedFixture.parse("undeclared-prefixes.xml")
        let item = try #require(feed.items.first)
        #expect(item.authors == ["Undeclared Creator"])
        #expect(item.content == "<p>Undeclared content</p>")
        #expect(item.image == "https://sloppy.example.com/thumb.jpg")
    }

    @Test func detectsTheFormatFromContentNotTheURL() throws {
        let url = URL(string: "https://example.com/feed.json")!
        let feed = try FeedFixture.parse("rss2.xml", url: url)
        #expect(feed.format == .rss)
        #expect(feed.url == url)
    }
}

@Suite("RDF (RSS 0.90 and 1.0) parsing")
struct RDFParserTests {
    @Test func readsRSS10ItemsBesideTheChannel() throws {
        let feed = try FeedFixture.parse("rdf10.xml")
        #expect(feed.format == .rdf)
        #expect(feed.title == "RDF Site")
        #expect(feed.siteURL == URL(string: "https://rdf.example.net/"))
        #expect(feed.items.map(\.title) == ["One", "Two"])
    }

    @Test func matchesModulesByNamespaceURIWhateverTheirPrefix() throws {
        let item = try #require(try FeedFixture.parse("rdf10.xml").items.first)
        #expect(item.authors == ["Ada"])
        #expect(item.published == "2024-02-29T23:59:59Z")
        #expect(item.categories == ["Math"])
        #expect(item.content == "<p>Encoded body</p>")
    }

    @Test func usesRDFAboutAsTheGuid() throws {
        let feed = try FeedFixture.parse("rdf10.xml")
        #expect(feed.items.map(\.guid) == ["https://rdf.example.net/one", "https://rdf.example.net/two"])
    }

    @Test func readsRSS090() throws {
        let feed = try FeedFixture.parse("rss090.xml")
        #expect(feed.format == .rdf)
        #expect(feed.title == "Netscape Era")
        #expect(feed.items.map(\.link) == ["http://ninety.example.com/item"])
    }
}
