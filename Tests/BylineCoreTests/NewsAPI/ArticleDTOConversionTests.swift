import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("NewsAPI DTOs into Article models")
struct ArticleDTOConversionTests {
    private let source = Source(
        kind: .newsAPI(.topHeadlines(TopHeadlinesQuery(country: "kr"))),
        key: "newsapi:top-headlines?country=kr")

    private func articles(_ fixture: String) throws -> [Article] {
        let response = try JSONDecoder().decode(NewsAPIResponseDTO.self, from: Fixture.data("newsapi/\(fixture)"))
        return response.articles.compactMap { Article(dto: $0, source: source) }
    }

    @Test("Korean and Japanese articles convert with their publisher, text and dates")
    func korean() throws {
        let converted = try articles("top-headlines-ko.json")
        #expect(converted.count == 3)
        let first = try #require(converted.first)
        #expect(first.title == "정부, 내년 예산안 국회 제출… 반도체 지원 확대")
        #expect(first.sourceName == "연합뉴스")
        #expect(first.author == "김민준 기자")
        #expect(first.content == "정부가 28일 내년도 예산안을 국회에 제출했다. 반도체 산업 지원이 크게 늘었다…")
        #expect(first.published == Date(timeIntervalSince1970: 1_795_858_200))
        #expect(first.guid == "https://news.example.kr/articles/2026/11/28/budget")
        #expect(first.sourceKey == source.key)
        #expect(!first.isRead && !first.isStarred)
    }

    @Test("nulls stay nil, fractional seconds and offsets are understood, bad URLs are dropped")
    func nullsAndDates() throws {
        let converted = try articles("top-headlines-ko.json")
        let bbc = converted[1]
        #expect(bbc.author == nil && bbc.summary == nil && bbc.content == nil && bbc.imageURL == nil)
        #expect(abs((bbc.published?.timeIntervalSince1970 ?? 0) - 1_795_853_742.123) < 0.001)
        let asahi = converted[2]
        #expect(asahi.published == Date(timeIntervalSince1970: 1_795_856_400))
        #expect(asahi.imageURL == nil)
        #expect(asahi.title == "東京で大雨、交通に乱れ")
    }

    @Test("placeholders are dropped; wrong types, hostile titles and missing fields are handled")
    func oddities() throws {
        let converted = try articles("everything-oddities.json")
        #expect(
            converted.map(\.title) == [
                "Swift 6.3 released", "notitle.example.com/story/1",
                "A headline with no link", "Missing fields entirely"
            ])
        let swift = converted[0]
        #expect(swift.author == nil)
        #expect(swift.content == "Today we are happy to announce Swift 6.3.")
        #expect(swift.published.map { Int($0.timeIntervalSince1970) } == 1_795_841_999)
        #expect(converted[1].published == nil)
        #expect(converted[1].content == "Short body without a tail.")
        #expect(converted[2].url == nil)
        #expect(converted[2].guid.hasPrefix("digest:"))
        #expect(converted[3].sourceName == source.displayName)
    }

    @Test("the [+N chars] tail is removed only when it is really NewsAPI's")
    func truncationTail() {
        #expect(NewsAPIContent.removingTruncationTail("Body… [+1234 chars]") == "Body…")
        #expect(NewsAPIContent.removingTruncationTail("Prices [+5%] rose") == "Prices [+5%] rose")
        #expect(NewsAPIContent.removingTruncationTail("Ends with [+x chars]") == "Ends with [+x chars]")
    }

    @Test("a body that is not JSON names what failed")
    func notJSON() {
        #expect {
            _ = try JSONBody.decode(NewsAPIResponseDTO.self, from: Data("<!DOCTYPE html><html>".utf8), what: "NewsAPI response")
        } throws: { error in
            (error as? NetworkError)?.message == "could not read the NewsAPI response: the body is an HTML page, not JSON"
        }
        #expect {
            _ = try JSONBody.decode(NewsAPIResponseDTO.self, from: Data(#"{"status":"ok","articles":{}}"#.utf8), what: "NewsAPI response")
        } throws: { error in
            (error as? NetworkError)?.message == "could not read the NewsAPI response: articles: expected an array"
        }
    }
}
