import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("NewsAPI articles become articles")
struct NewsAPIConversionTests {
    private let source = Source(kind: .newsAPI(.topHeadlines(TopHeadlinesQuery(country: "us"))), key: "newsapi:top-headlines?country=us")

    private func articles() throws -> [ArticleDTO] {
        try JSONDecoder().decode(NewsAPIResponseDTO.self, from: FeedFixture.data("newsapi.json")).articles
    }

    @Test func removesTheCharsTailFromContent() throws {
        let article = try #require(Article(dto: try articles()[0], source: source))
        #expect(article.content == "Stocks rose sharply on Monday…")
        #expect(NewsAPIContent.removingTruncationTail("No tail [+abc chars]") == "No tail [+abc chars]")
    }

    @Test(arguments: [
        ("Start of text… [+1234 chars]", "Start of text…"),
        ("  한국어 본문 \n [+12 chars]", "한국어 본문"),
        ("No count [+ chars]", "No count [+ chars]"),
        ("Not a tail [1234 chars]", "Not a tail [1234 chars]"),
        ("Ends differently [+12 chars] really", "Ends differently [+12 chars] really"),
        ("[+5 chars]", ""),
        ("Plain text", "Plain text")
    ])
    func recognisesOnlyTheRealTail(content: String, expected: String) {
        #expect(NewsAPIContent.removingTruncationTail(content) == expected)
    }

    @Test func readsFractionalSecondsAndOffsets() throws {
        let dtos = try articles()
        let first = try #require(Article(dto: dtos[0], source: source))
        #expect(abs((first.published?.timeIntervalSince1970 ?? 0) - 1_719_829_230.456) < 0.0005)
        let korean = try #require(Article(dto: dtos[2], source: source))
        #expect(korean.published == Date(timeIntervalSince1970: 1_719_829_230))
    }

    @Test func leavesNullFieldsMissing() throws {
        let article = try #require(Article(dto: try articles()[2], source: source))
        #expect(article.summary == nil)
        #expect(article.content == nil)
        #expect(article.author == "김기자")
        #expect(article.title == "국회, 예산안 통과")
        #expect(article.sourceName == "연합뉴스")
        #expect(article.guid == "https://yna.example.kr/view/1")
        #expect(article.imageURL == URL(string: "https://yna.example.kr/1.jpg"))
        let bare = try #require(Article(dto: ArticleDTO(title: "Only a title"), source: source))
        #expect(bare.author == nil)
        #expect(bare.url == nil)
        #expect(bare.guid.hasPrefix("digest:"))
        #expect(bare.sourceName == source.displayName)
    }

    @Test func dropsRemovedPlaceholdersAndEmptyArticles() throws {
        #expect(Article(dto: try articles()[1], source: source) == nil)
        #expect(Article(dto: ArticleDTO(title: "Real title", url: "https://removed.com"), source: source) == nil)
        #expect(Article(dto: ArticleDTO(description: "no title, no url"), source: source) == nil)
    }

    @Test func convertsANewsAPIBodyFromAFeedURLTheSameWay() throws {
        let url = URL(string: "http://127.0.0.1:8089/feeds/001.xml")!
        let feed = try FeedFixture.parse("newsapi.json", url: url)
        let viaFeed = feed.articles(for: FeedFixture.source(url))
        let direct = try articles().compactMap { Article(dto: $0, source: FeedFixture.source(url)) }
        #expect(viaFeed == direct)
        #expect(viaFeed.map(\.title) == ["Markets rally", "국회, 예산안 통과"])
        #expect(viaFeed.first?.sourceName == "Example Times")
    }
}
