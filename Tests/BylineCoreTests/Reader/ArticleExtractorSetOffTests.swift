import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

/// Reader mode keeps a figure whole with its caption, and keeps footnotes and `<details>`
/// marked so the renderer sets them off as it does in feed content.
@Suite struct ArticleExtractorSetOffTests {
    private let pageURL = URL(string: "https://weekly.example/city/night-buses")

    private func extract() throws -> ExtractedArticle {
        try ArticleExtractor.extract(try Fixture.data("reader/footnotes-figures.html"), url: pageURL)
    }

    @Test func theFigureKeepsItsImageAndCaptionTogether() throws {
        let html = try extract().html
        let figure = try #require(html.range(of: "<figure>"))
        let end = try #require(html.range(of: "</figure>", range: figure.upperBound..<html.endIndex))
        let inside = html[figure.upperBound..<end.lowerBound]
        #expect(inside.contains("<img src=\"https://weekly.example/images/night-bus.jpg\""))
        #expect(inside.contains("<figcaption>The first N4 leaves the harbour stop at 00:40, on time.</figcaption>"))
    }

    @Test func footnotesAreMarkedAsNotesAndTheFootnoteReferenceIsNot() throws {
        let html = try extract().html
        #expect(html.contains("<section role=\"note\">"), "\(html)")
        #expect(html.components(separatedBy: "role=\"note\"").count == 2, "only the footnote list is a note")
        #expect(!html.contains("class="))
    }

    @Test func theRenderedPageSetsOffFootnotesAndDetailsAndKeepsTheCaptionUnderItsImage() throws {
        let article = try extract()
        let lines = ReaderDocument(article: article, url: pageURL).lines(width: 70).map(\.plainText)
        let image = try #require(lines.firstIndex { $0.hasPrefix("[image: A night bus at the harbour stop]") })
        #expect(lines[image + 1] == "The first N4 leaves the harbour stop at 00:40, on time.")
        #expect(lines.contains { $0.hasPrefix("┆ How the levy is worked out") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("┆ 1. The council's transport committee met eleven times") }, "\(lines)")
        #expect(!lines.contains { $0.contains("All rights reserved") || $0.contains("Home") })
    }
}
