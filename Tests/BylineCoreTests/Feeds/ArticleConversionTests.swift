import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("Feed items become articles")
struct ArticleConversionTests {
    private let feedURL = URL(string: "https://site.example.com/blog/feed.xml")!

    private func feed(_ items: [FeedItemDTO], format: FeedFormat = .rss, title: String? = "Feed Title") -> ParsedFeed {
        ParsedFeed(format: format, url: feedURL, title: title, items: items)
    }

    private func convert(_ item: FeedItemDTO, format: FeedFormat = .rss, title: String? = "Feed Title", sourceTitle: String? = nil) -> Article? {
        Article(item: item, feed: feed([item], format: format, title: title), source: FeedFixture.source(feedURL, title: sourceTitle))
    }

    @Test func dropsOnlyItemsWithNoTitleLinkOrText() {
        #expect(convert(FeedItemDTO()) == nil)
        #expect(convert(FeedItemDTO(summary: "  <p> </p> ")) == nil)
        #expect(convert(FeedItemDTO(summary: "only a summary"))?.title == "only a summary")
        #expect(convert(FeedItemDTO(title: "  ", link: "javascript:alert(1)")) == nil)
        #expect(convert(FeedItemDTO(title: "Title only")) != nil)
        #expect(convert(FeedItemDTO(link: "https://site.example.com/only-link")) != nil)
    }

    @Test func namesAnUntitledItemAfterItsLink() throws {
        let article = try #require(convert(FeedItemDTO(link: "https://site.example.com/untitled/page")))
        #expect(article.title == "site.example.com/untitled/page")
    }

    @Test func choosesGuidThenLinkThenDigest() throws {
        let withGuid = try #require(convert(FeedItemDTO(guid: " tag:1 ", title: "a", link: "https://site.example.com/a")))
        #expect(withGuid.guid == "tag:1")
        let withLink = try #require(convert(FeedItemDTO(title: "a", link: "https://site.example.com/a")))
        #expect(withLink.guid == "https://site.example.com/a")
        let bare = try #require(convert(FeedItemDTO(title: "a", summary: "text")))
        let bareAgain = try #require(convert(FeedItemDTO(title: "a", summary: "text")))
        let other = try #require(convert(FeedItemDTO(title: "a", summary: "other text")))
        #expect(bare.guid.hasPrefix("digest:"))
        #expect(bare.guid == bareAgain.guid)
        #expect(bare.guid != other.guid)
    }

    @Test func stripsHTMLFromHTMLTitlesButKeepsTextTitlesLiteral() throws {
        let html = try #require(convert(FeedItemDTO(title: "<b>Bold</b> &amp; <i>more</i>", titleKind: .html)))
        #expect(html.title == "Bold & more")
        let text = try #require(convert(FeedItemDTO(title: "Why <div> & <span> differ", titleKind: .text)))
        #expect(text.title == "Why <div> & <span> differ")
    }

    @Test func cleansTitlesToOneLineWithoutControlCharacters() throws {
        let article = try #require(convert(FeedItemDTO(title: "\n  Two\nlines\u{1B}[31m red \u{202E}  ")))
        #expect(article.title == "Two lines red")
    }

    @Test func namesTheSourceByGivenTitleThenFeedTitleThenHost() throws {
        let item = FeedItemDTO(title: "a", link: "https://site.example.com/a")
        #expect(convert(item, sourceTitle: "My Name")?.sourceName == "My Name")
        #expect(convert(item, title: "Feed &amp; Co")?.sourceName == "Feed & Co")
        #expect(convert(item, title: nil)?.sourceName == "site.example.com")
        #expect(convert(item, title: "  ")?.sourceName == "site.example.com")
    }

    @Test func resolvesRelativeLinksAgainstTheFeedURLOrXMLBase() throws {
        let plain = try #require(convert(FeedItemDTO(title: "a", link: "/posts/1", image: "img/1.png")))
        #expect(plain.url == URL(string: "https://site.example.com/posts/1"))
        #expect(plain.imageURL == URL(string: "https://site.example.com/blog/img/1.png"))
        let based = try #require(convert(FeedItemDTO(title: "a", link: "posts/2", baseURL: URL(string: "https://cdn.example.org/base/"))))
        #expect(based.url == URL(string: "https://cdn.example.org/base/posts/2"))
    }

    @Test func keepsOnlyWebLinks() throws {
        let article = try #require(convert(FeedItemDTO(title: "a", link: "javascript:alert(1)", image: "data:image/png;base64,AAAA")))
        #expect(article.url == nil)
        #expect(article.imageURL == nil)
    }

    @Test func parsesPublishedElseUpdatedAndLeavesOddDatesNil() throws {
        let both = try #require(convert(FeedItemDTO(title: "a", published: "2024-01-02T03:04:05Z", updated: "2025-01-01T00:00:00Z")))
        #expect(both.published == Date(timeIntervalSince1970: 1_704_164_645))
        let updatedOnly = try #require(convert(FeedItemDTO(title: "a", updated: "Mon, 01 Jan 2024 00:00:00 GMT")))
        #expect(updatedOnly.published == Date(timeIntervalSince1970: 1_704_067_200))
        let unreadable = try #require(convert(FeedItemDTO(title: "a", published: "yesterday", updated: "2024-01-01")))
        #expect(unreadable.published == Date(timeIntervalSince1970: 1_704_067_200))
        let none = try #require(convert(FeedItemDTO(title: "a", published: "yesterday")))
        #expect(none.published == nil)
    }

    @Test func cleansAuthorsAndJoinsThem() throws {
        let article = try #require(convert(FeedItemDTO(title: "a", authors: ["jane@example.com (Jane Doe)", "Jane Doe", " 김기자 "])))
        #expect(article.author == "Jane Doe, 김기자")
        #expect(convert(FeedItemDTO(title: "a", authors: ["  "]))?.author == nil)
    }

    @Test func escapesPlainTextIntoHTMLAndKeepsHTML() throws {
        let article = try #require(
            convert(
                FeedItemDTO(
                    title: "a", summary: "5 < 6 & 7 > 3", summaryKind: .text,
                    content: "First paragraph\nsame paragraph\n\nSecond", contentKind: .text)))
        #expect(article.summary == "5 &lt; 6 &amp; 7 &gt; 3")
        #expect(article.content == "<p>First paragraph<br>same paragraph</p>\n<p>Second</p>")
        let html = try #require(convert(FeedItemDTO(title: "a", content: "  <p>kept</p>\n", contentKind: .html)))
        #expect(html.content == "<p>kept</p>")
    }

    @Test func keepsKoreanTextIntact() throws {
        let article = try #require(convert(FeedItemDTO(title: "국회, 예산안 통과 🇰🇷", summary: "<p>한국어 요약</p>", published: "2024-07-01T19:20:30+09:00")))
        #expect(article.title == "국회, 예산안 통과 🇰🇷")
        #expect(article.summary == "<p>한국어 요약</p>")
        #expect(article.published == Date(timeIntervalSince1970: 1_719_829_230))
    }

    @Test func collapsesDuplicateGuidsKeepingTheFirst() throws {
        let articles = try FeedFixture.parse("rss2-oddities.xml").articles(for: FeedFixture.source())
        let duplicates = articles.filter { $0.guid == "dup-1" }
        #expect(duplicates.count == 1)
        #expect(duplicates.first?.url == URL(string: "https://odd.example.org/a"))
        #expect(duplicates.first?.title == "Bold title & entities")
        // An item with only a description is kept under its first words (issue 10).
        #expect(articles.contains { $0.summary == "Neither title nor link: dropped" && $0.isTitleDerived })
        #expect(articles.count == 7)
    }

    @Test func convertsAFixtureFeedEndToEnd() throws {
        let url = URL(string: "https://atom.example.com/feed.atom")!
        let articles = try FeedFixture.parse("atom.xml", url: url).articles(for: FeedFixture.source(url))
        #expect(articles.count == 4)
        let first = articles[0]
        #expect(first.title == "HTML title & more")
        #expect(first.url == URL(string: "https://atom.example.com/blog/posts/first.html"))
        #expect(first.author == "Entry Author, Second Author")
        #expect(first.sourceName == "Atom <Tests>")
        #expect(first.published == Date(timeIntervalSince1970: 1_709_251_200))
        #expect(articles[1].url == URL(string: "https://other.example.org/base/relative/page"))
        #expect(articles[1].published == Date(timeIntervalSince1970: 1_709_470_800))
        #expect(articles.allSatisfy { $0.sourceKey == url.absoluteString })
    }

    @Test func fastBlockMatchesArticleTextBlock() {
        let samples = [
            "", "   ", "\u{A0}<p>x</p>\u{3000}", "\r\n<p>a</p>\r\n", "plain", " 한글 \n", "\u{1B}[1mbold\u{1B}[0m ",
            "\u{2028}line\u{2029}", "\t tab \u{85}", "x\u{200B}"
        ]
        for sample in samples {
            #expect(Article.block(sample) == ArticleText.block(sample), "\(sample.debugDescription)")
        }
        #expect(Article.block(nil) == nil)
    }
}
