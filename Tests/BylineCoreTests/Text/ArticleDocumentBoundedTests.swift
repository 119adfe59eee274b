import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineText
@testable import BylineXML

@Suite struct ArticleDocumentBoundedTests {
    private static let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current

    private static func article(_ content: String, summary: String? = nil) -> Article {
        Article(
            id: 7, sourceKey: "https://news.example/feed", sourceName: "News", guid: "big", title: "Big one",
            summary: summary, content: content, url: URL(string: "https://news.example/big"))
    }

    /// Words, `count` of them, cycling through a few lengths.
    private static func words(_ count: Int) -> String {
        (0..<count).map { ["alpha", "be", "charlie", "d", "echoes"][$0 % 5] }.joined(separator: " ")
    }

    @Test func aHugeWordIsCutToTheCharacterBoundAndTheMarkerSaysHowMuchIsLeftOut() {
        let word = String(repeating: "x", count: 100_000)
        let limits = ArticleLayoutLimits(maximumSourceBytes: 1 << 20, maximumCharacters: 20_000, maximumLines: 10_000)
        let (document, omitted) = ArticleDocument.bounded(Self.article("<p>\(word)</p>"), timeZone: Self.utc, limits: limits)
        #expect(omitted == 80_000)
        let lines = document.lines(width: 80, maximumLines: limits.maximumLines, omitted: omitted)
        let bodyLines = lines.filter { $0.plainText.hasPrefix("xxx") }
        #expect(bodyLines.count == 250, "20,000 characters at 80 a line")
        #expect(lines.last?.plainText == "[article truncated: 80,000 more characters]")
        #expect(lines.count < 270)
    }

    @Test func theLineBoundCutsLinesAndCountsWhatTheyHeld() {
        let content = (1...5_000).map { "line \($0)" }.joined(separator: "<br>")
        let (document, omitted) = ArticleDocument.bounded(Self.article("<p>\(content)</p>"), timeZone: Self.utc, limits: .standard)
        #expect(omitted == 0)
        let lines = document.lines(width: 40, maximumLines: 1_000, omitted: omitted)
        #expect(lines.count == 1_000)
        // At 40 columns the marker takes two lines, after a blank one.
        #expect(lines[lines.count - 4].plainText.hasPrefix("line "))
        #expect(lines[lines.count - 3] == .blank)
        let all = document.lines(width: 40)
        let dropped = all[997...].reduce(0) { $0 + $1.plainText.count }
        #expect(lines.suffix(2).map(\.plainText).joined(separator: " ") == ArticleDocument.truncationMarker(omitting: dropped))
    }

    @Test func aSmallArticleIsLaidOutExactlyAsBefore() {
        let article = Self.article("<p>\(Self.words(300))</p><ul><li>one</li><li>two</li></ul>")
        let (document, omitted) = ArticleDocument.bounded(article, timeZone: Self.utc, limits: .standard)
        #expect(omitted == 0)
        #expect(document.lines(width: 50, maximumLines: 10_000) == ArticleDocument(article: article, timeZone: Self.utc).lines(width: 50))
    }

    @Test func theFirstScreenOfAHugeParagraphIsTheBeginningOfItsFullLayout() {
        let article = Self.article("<p>\(Self.words(20_000))</p>")
        let limits = ArticleLayoutLimits.firstScreen(lines: 30, width: 60)
        #expect(!ArticleDocument.fitsSource(article, limits: limits))
        let (first, _) = ArticleDocument.bounded(article, timeZone: Self.utc, limits: limits)
        let firstLines = Array(first.lines(width: 60).prefix(30))
        let full = ArticleDocument(article: article, timeZone: Self.utc).lines(width: 60)
        #expect(firstLines.count == 30)
        #expect(firstLines == Array(full.prefix(30)))
    }

    @Test func theSourceIsCutAtAScalarBoundaryAndTheRestCounted() {
        let korean = String(repeating: "가", count: 1_000)  // three bytes each
        let limits = ArticleLayoutLimits(maximumSourceBytes: 100, maximumCharacters: 1_000, maximumLines: 100)
        let (document, omitted) = ArticleDocument.bounded(Self.article(korean), timeZone: Self.utc, limits: limits)
        #expect(document.article.content == String(repeating: "가", count: 33))
        #expect(omitted == 967)
        #expect(!document.body.plainText.contains("\u{FFFD}"))
    }

    @Test func aPrefixKeepsListsAndQuotesAndCountsWhatItDrops() {
        let text = RichText(parsing: "<ul><li>first item</li><li>second item</li></ul><blockquote>a quote</blockquote>")
        let (cut, omitted) = text.prefix(characters: 15)
        #expect(
            cut.blocks == [
                .list(
                    ordered: false, start: 1,
                    items: [
                        [.paragraph([StyledSpan("first item")])],
                        [.paragraph([StyledSpan("secon")])]
                    ])
            ])
        #expect(omitted == 6 + 7)
        #expect(text.prefix(characters: 1_000).text == text)
    }
}
