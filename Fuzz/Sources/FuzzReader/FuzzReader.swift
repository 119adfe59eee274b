import BylineCore
import Foundation
import FuzzSupport

/// The page every fuzzed input was fetched from; relative links resolve against it.
private let pageURL = URL(string: "https://example.com/news/2026/story.html?id=7#top")

/// A web page through reader mode: the extractor must answer (an article or a reason in
/// one line), every string it returns must be safe for a terminal, and its HTML must render
/// within the width at several widths with web links only.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    let article: ExtractedArticle
    do {
        article = try ArticleExtractor.extract(data, url: pageURL)
    } catch {
        LineChecks.requireMessage(error.message, "reader error")
        return 0
    }
    TerminalText.requireSingleLine(article.title, "title")
    for field in [article.byline, article.siteName, article.published, article.language, article.direction, article.excerpt] {
        if let field { TerminalText.requireSingleLine(field, "metadata") }
    }
    TerminalText.requireSafe(article.text, allowNewlines: true, "plain text")
    FuzzCheck.require(!article.text.isEmpty, "an article without text")
    let document = ReaderDocument(article: article, url: pageURL)
    for url in document.links { ArticleChecks.requireWebURL(url, "link") }
    for width in [1, 11, 80] {
        LineChecks.require(document.lines(width: width), width: width, "reader page")
    }
    return 0
}
