import BylineCore
import BylineText
import Foundation
import FuzzSupport

/// The article every fuzzed body belongs to; relative links resolve against it.
private let articleURL = URL(string: "https://example.com/news/2026/story.html?id=7#top")
/// A fixed date, so the document's header is the same on every run.
private let published = Date(timeIntervalSince1970: 1_780_000_000)

/// An article body (HTML or plain text) through `RichText` at several widths, and through
/// the whole detail view (`ArticleDocument`) with the body's first line as the title.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = FuzzInput(start, count).text
    let rich = RichText(parsing: text, baseURL: articleURL)
    for url in rich.links { ArticleChecks.requireWebURL(url, "link") }
    FuzzCheck.require(Set(rich.links).count == rich.links.count, "a link is numbered twice")
    TerminalText.requireSafe(rich.plainText, allowNewlines: false, "plain text")
    for width in [0, 1, 2, 11, 80] {
        LineChecks.require(rich.layout(width: width), width: width, "rich text")
    }
    let title = String(text.prefix { $0 != "\n" }.prefix(300))
    let article = Article(
        sourceKey: "https://example.com/feed", sourceName: "Example", guid: "fuzz",
        title: title, author: "A. Writer", summary: nil, content: text, url: articleURL,
        published: published)
    ArticleChecks.requireDocument(article, widths: [1, 30])
    return 0
}
