import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

/// Reader mode's extraction on small hand-written pages: what is kept, what is dropped,
/// and what the page says about itself.
@Suite struct ArticleExtractorTests {
    private let pageURL = URL(string: "https://news.example.org/city/2026/bridge.html")

    private func extract(_ name: String, url: URL? = nil, encoding: String? = nil) throws -> ExtractedArticle {
        try ArticleExtractor.extract(try Fixture.data("reader/\(name)"), url: url ?? pageURL, encoding: encoding)
    }

    @Test func keepsTheArticleAndDropsNavigationSidebarCommentsAndFooter() throws {
        let article = try extract("news-article.html")
        #expect(article.text.contains("The harbour bridge reopened to traffic on Sunday morning"))
        #expect(article.text.contains("would be done at night to keep the bridge open."))
        for gone in ["Home", "Most read", "Great news, finally", "All rights reserved", "script text", "color: red"] {
            #expect(!article.text.contains(gone), "\(gone) should not be in the article")
        }
    }

    @Test func dropsHiddenElements() throws {
        let article = try extract("news-article.html")
        #expect(!article.text.contains("Hidden paragraph"))
        #expect(!article.text.contains("hidden attribute"))
        #expect(!article.text.contains("aria-hidden paragraph"))
    }

    @Test func takesTheTitleFromTheTitleElementWithoutTheSiteName() throws {
        let article = try extract("news-article.html")
        #expect(article.title == "Harbour bridge reopens after repairs")
        // The heading that repeats the title is not repeated in the body.
        #expect(!article.text.hasPrefix("Harbour bridge reopens"))
    }

    @Test func readsBylineSiteNameDateLanguageAndDirection() throws {
        let article = try extract("news-article.html")
        #expect(article.byline == "Mira Okafor")
        #expect(article.siteName == "The Coastal Herald")
        #expect(article.published == "2026-11-30T08:15:00Z")
        #expect(article.language == "en")
        #expect(article.direction == "ltr")
        #expect(!article.text.contains("By Mira Okafor"))
    }

    @Test func resolvesLinksAndLazyImagesAgainstTheBaseElement() throws {
        let article = try extract("news-article.html")
        #expect(article.html.contains("href=\"https://news.example.org/reports/bridge-2026.pdf\""))
        #expect(article.html.contains("src=\"https://news.example.org/city/images/bridge.jpg\""))
        #expect(!article.html.contains("data:image"))
    }

    @Test func keepsFigureCaptions() throws {
        let article = try extract("news-article.html")
        #expect(article.text.contains("The reopened bridge at dawn."))
    }

    @Test func prefersJSONLDForTitleAuthorsAndPublisher() throws {
        let article = try extract("json-ld.html")
        #expect(article.title == "Neue Straßenbahnlinie eröffnet")
        #expect(article.byline == "Jana Weber, Tomás Ruiz")
        #expect(article.siteName == "Beispiel Zeitung")
        #expect(article.published == "2026-10-02T06:00:00+02:00")
        #expect(article.language == "de")
    }

    @Test func findsRightToLeftText() throws {
        let article = try extract("rtl.html")
        #expect(article.direction == "rtl")
        #expect(article.text.contains("גשם כבד צפוי לרדת"))
        #expect(article.title == "גשם כבד צפוי בסוף השבוע באזור המרכז")
    }

    @Test func readsTheCharsetThePageDeclares() throws {
        let article = try extract("latin1.html")
        #expect(article.text.contains("Le café est ouvert"))
        #expect(article.text.contains("août"))
    }

    @Test func theServersCharsetWinsOverTheGuess() throws {
        let bytes = Data("<html><body><div><p>Grüße aus Köln, und noch mehr Text hier, damit es ein Absatz ist.</p></div></body></html>".utf8)
        let asLatin1 = try ArticleExtractor.extract(bytes, url: nil, encoding: "iso-8859-1")
        let asUTF8 = try ArticleExtractor.extract(bytes, url: nil, encoding: nil)
        #expect(asUTF8.text.contains("Grüße"))
        #expect(asLatin1.text.contains("GrÃ¼Ã"))
    }

    @Test func aFormWithNoTextIsNotAnArticle() throws {
        #expect(throws: ReaderError.notAnArticle) { try extract("not-an-article.html") }
    }

    @Test func aPageWhoseTextIsOnlyWhatTheSanitiserRemovesIsNotAnArticle() throws {
        // Found by the fuzz target: an "article" whose text was empty once cleaned.
        #expect(throws: ReaderError.notAnArticle) { try extract("fuzz-no-visible-text.html") }
        let controls = "<html><body><div><p>" + String(repeating: "\u{1B}\u{202E}\u{7}", count: 300) + "</p></div></body></html>"
        #expect(throws: ReaderError.notAnArticle) { try ArticleExtractor.extract(Data(controls.utf8), url: nil) }
    }

    @Test func refusesPagesOverTheSizeCap() {
        let huge = Data(count: ArticleExtractor.maximumBytes + 1)
        #expect(throws: ReaderError.tooLarge(bytes: huge.count, limit: ArticleExtractor.maximumBytes)) {
            try ArticleExtractor.extract(huge, url: nil)
        }
    }

    @Test func controlCharactersFromThePageNeverReachTheOutput() throws {
        let page =
            "<html><head><title>Evil\u{1B}]0;pwned\u{07} title</title></head><body><div><p>"
            + String(repeating: "Text with an escape \u{1B}[2J and more words, commas, ", count: 20) + "</p></div></body></html>"
        let article = try ArticleExtractor.extract(Data(page.utf8), url: nil)
        #expect(!article.title.unicodeScalars.contains { $0.value < 0x20 })
        #expect(!article.text.unicodeScalars.contains { $0.value == 0x1B })
        #expect(!article.html.unicodeScalars.contains { $0.value == 0x1B })
    }

    @Test func textNestedBeyondTheDepthCapIsKept() throws {
        let depth = ReaderTreeBuilder.maximumDepth + 40
        let page =
            String(repeating: "<div>", count: depth) + "<p>" + String(repeating: "Deep text, with commas, ", count: 30)
            + "</p>" + String(repeating: "</div>", count: depth)
        let article = try ArticleExtractor.extract(Data(page.utf8), url: nil)
        #expect(article.text.contains("Deep text"))
    }

    @Test func hostileNestingKeepsTheTextBeforeIt() throws {
        let depth = 20_000
        let page =
            "<div><p>" + String(repeating: "Plain text first, with commas, ", count: 30) + "</p></div>"
            + String(repeating: "<div><span>", count: depth) + "x"
        let article = try ArticleExtractor.extract(Data(page.utf8), url: nil)
        #expect(article.text.contains("Plain text first"))
    }
}
