import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineText
@testable import BylineXML

@Suite struct ArticleDocumentTests {
    /// 2026-11-28 10:00:00 UTC, a Saturday.
    private static let published = Date(timeIntervalSince1970: 1_795_860_000)

    private static let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current

    private static let story = Article(
        sourceKey: "https://news.example.com/feed.xml", sourceName: "Example News", guid: "g1",
        title: "Seoul unveils a new transit plan: 서울시, 새로운 교통 정책 발표 🚇",
        author: "Kim Min-ji",
        summary: "<p>The city announced a plan.</p>",
        content: """
            <p>The city announced a plan. It includes <a href="/transit/plan">a detailed map</a> and
            <a href="https://seoul.example.kr/data">open data</a>.</p>
            <ul><li>More buses</li><li>Late trains</li></ul>
            <blockquote>“It will help,” said a rider.</blockquote>
            """,
        url: URL(string: "https://news.example.com/world/2026/11/28/seoul-transit-plan-announced"),
        published: published)

    @Test func snapshotAtEightyColumns() {
        let document = ArticleDocument(article: Self.story, timeZone: Self.utc)
        #expect(
            document.plainText(width: 80) == """
                Seoul unveils a new transit plan: 서울시, 새로운 교통 정책 발표 🚇
                Source: Example News
                Author: Kim Min-ji
                Date:   Sat, 28 Nov 2026 10:00 UTC
                Link:   https://news.example.com/world/2026/11/28/seoul-transit-plan-announced

                The city announced a plan. It includes a detailed map[1] and open data[2].

                • More buses
                • Late trains

                │ “It will help,” said a rider.

                Links:
                [1] https://news.example.com/transit/plan
                [2] https://seoul.example.kr/data

                """)
    }

    @Test func snapshotAtFortyColumns() {
        let document = ArticleDocument(article: Self.story, timeZone: Self.utc)
        let lines = document.lines(width: 40)
        #expect(lines.allSatisfy { $0.width <= 40 })
        #expect(
            document.plainText(width: 40) == """
                Seoul unveils a new transit plan:
                서울시, 새로운 교통 정책 발표 🚇
                Source: Example News
                Author: Kim Min-ji
                Date:   Sat, 28 Nov 2026 10:00 UTC
                Link:   https://news.example.com/world/
                        2026/11/28/seoul-transit-plan-
                        announced

                The city announced a plan. It includes a
                detailed map[1] and open data[2].

                • More buses
                • Late trains

                │ “It will help,” said a rider.

                Links:
                [1] https://news.example.com/transit/
                    plan
                [2] https://seoul.example.kr/data

                """)
    }

    @Test func titleIsBoldAndLabelsAreDim() throws {
        let lines = ArticleDocument(article: Self.story, timeZone: Self.utc).lines(width: 80)
        let title = try #require(lines.first)
        #expect(title.spans.allSatisfy { $0.style.contains(.bold) })
        #expect(lines[1].spans.first == StyledSpan("Source: ", style: .dim))
    }

    @Test func linksAreTheBodysNumberedLinks() {
        let document = ArticleDocument(article: Self.story, timeZone: Self.utc)
        #expect(document.links.map(\.absoluteString) == ["https://news.example.com/transit/plan", "https://seoul.example.kr/data"])
    }

    @Test func missingFieldsAreLeftOut() {
        let bare = Article(sourceKey: "k", sourceName: "Feed", guid: "g", title: "")
        #expect(
            ArticleDocument(article: bare, timeZone: Self.utc).plainText(width: 40) == """
                (untitled)
                Source: Feed

                No article text in the feed.

                """)
    }

    @Test func widthsTooSmallForTheLayoutStillFit() {
        let document = ArticleDocument(article: Self.story, timeZone: Self.utc)
        for width in 1...50 {
            #expect(document.lines(width: width).allSatisfy { $0.width <= width }, "width \(width)")
        }
        #expect(document.lines(width: 0).isEmpty)
    }

    @Test func hostileTitleAndAuthorAreCleaned() {
        var article = Self.story
        article.title = "Breaking\u{1B}[2J\u{1B}]0;pwned\u{07} news\u{202E}"
        article.author = "Eve\u{9B}31m\r\nSmith"
        let text = ArticleDocument(article: article, timeZone: Self.utc).plainText(width: 80)
        #expect(text.hasPrefix("Breaking news\nSource: Example News\nAuthor: Eve Smith\n"))
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x202E })
    }

    @Test func contentWinsWhenItStartsWithTheSummary() {
        let body = ArticleDocument.body(for: article(summary: "The lead sentence…", content: "<p>The lead sentence, and much more.</p>"))
        #expect(body.plainText == "The lead sentence, and much more.")
    }

    @Test func summaryWinsWhenTheContentIsItsBeginning() {
        let body = ArticleDocument.body(for: article(summary: "<p>A long summary that goes on and on.</p>", content: "A long summary [+120 chars]"))
        #expect(body.plainText == "A long summary that goes on and on.")
    }

    @Test func aDifferentSummaryLeadsACutOffExcerpt() {
        let body = ArticleDocument.body(
            for: article(
                summary: "Officials <a href=\"https://a.example\">said</a> so.",
                content: "Meanwhile, in other <a href=\"https://b.example\">news</a>… [+2345 chars]"))
        #expect(body.plainText == "Officials said[1] so. Meanwhile, in other news[2]… [+2345 chars]")
        #expect(body.links.map(\.absoluteString) == ["https://a.example", "https://b.example"])
    }

    @Test func fullContentIsShownAloneWhenTheSummaryDiffers() {
        let body = ArticleDocument.body(for: article(summary: "A teaser.", content: "<p>The whole story.</p>"))
        #expect(body.plainText == "The whole story.")
    }

    @Test func eitherAloneIsTheBody() {
        #expect(ArticleDocument.body(for: article(summary: "Only summary", content: nil)).plainText == "Only summary")
        #expect(ArticleDocument.body(for: article(summary: "  ", content: "Only content")).plainText == "Only content")
        #expect(ArticleDocument.body(for: article(summary: nil, content: nil)).isEmpty)
    }

    @Test func datesAreWrittenInFullInTheGivenZone() {
        #expect(AbsoluteDate.format(Self.published, in: Self.utc) == "Sat, 28 Nov 2026 10:00 UTC")
        if let seoul = TimeZone(secondsFromGMT: 9 * 3600) {
            #expect(AbsoluteDate.format(Self.published, in: seoul) == "Sat, 28 Nov 2026 19:00 +0900")
        }
        if let newfoundland = TimeZone(secondsFromGMT: -(3 * 3600 + 1800)) {
            #expect(AbsoluteDate.format(Self.published, in: newfoundland) == "Sat, 28 Nov 2026 06:30 -0330")
        }
    }

    private func article(summary: String?, content: String?) -> Article {
        Article(sourceKey: "k", sourceName: "S", guid: "g", title: "T", summary: summary, content: content)
    }
}
