import BylineText
import Foundation

/// Choosing what to show as an article's body when a source sends both a summary and content.
extension ArticleDocument {
    /// The body for `article`: its content, or its summary when there is no content.
    ///
    /// When one is the beginning of the other (NewsAPI's content is the first 200
    /// characters of the article; many feeds repeat the summary as the first paragraph),
    /// only the longer is shown. When the content is a cut-off excerpt (`… [+1234 chars]`)
    /// that does not start with the summary, the summary comes first as the lead.
    public static func body(for article: Article) -> RichText {
        let base = article.url
        let summary = ArticleText.block(article.summary).map { RichText(parsing: $0, baseURL: base) }
        let nonEmptySummary = summary.flatMap { $0.isEmpty ? nil : $0 }
        guard let content = ArticleText.block(article.content) else { return nonEmptySummary ?? RichText() }
        guard let summary = nonEmptySummary else { return RichText(parsing: content, baseURL: base) }
        let contentText = RichText(parsing: content, baseURL: base)
        let lead = comparable(summary.plainText)
        let rest = comparable(contentText.plainText)
        if lead.isEmpty || rest.hasPrefix(lead) { return contentText }
        if rest.isEmpty || lead.hasPrefix(rest) { return summary }
        guard isExcerpt(contentText.plainText) else { return contentText }
        let continued = RichText(parsing: content, baseURL: base, numberingAfter: summary.links)
        return RichText(
            blocks: summary.blocks + continued.blocks, links: continued.links, images: summary.images.merging(continued.images) { first, _ in first })
    }

    /// Text reduced for comparison: without a trailing ellipsis or `[+N chars]` marker, case folded.
    static func comparable(_ text: String) -> String {
        var trimmed = Substring(text.trimmingCharacters(in: .whitespaces))
        if let marker = excerptMarkerStart(trimmed) { trimmed = trimmed[..<marker] }
        for suffix in ["[…]", "[...]", "…", "...", "."] where trimmed.hasSuffix(suffix) {
            trimmed = trimmed.dropLast(suffix.count)
        }
        return trimmed.trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// Whether the text ends in NewsAPI's `[+1234 chars]` marker.
    static func isExcerpt(_ text: String) -> Bool {
        excerptMarkerStart(Substring(text.trimmingCharacters(in: .whitespaces))) != nil
    }

    /// Where a trailing `[+N chars]` marker starts, if there is one.
    private static func excerptMarkerStart(_ text: Substring) -> Substring.Index? {
        guard text.hasSuffix(" chars]"), let open = text.lastIndex(of: "[") else { return nil }
        let inside = text[text.index(after: open)...].dropLast(" chars]".count)
        guard inside.first == "+", inside.count > 1, inside.dropFirst().allSatisfy(\.isASCII),
            inside.dropFirst().allSatisfy(\.isNumber)
        else { return nil }
        return open
    }
}
