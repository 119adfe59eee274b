import BylineText
import Foundation

/// An extracted article laid out for reading: a dim line of who and where, the body
/// rendered like feed content, then the numbered links.
public struct ReaderDocument: Sendable {
    /// The article shown.
    public let article: ExtractedArticle
    /// Its content parsed once, links numbered.
    public let body: RichText

    /// The document for `article`, relative links resolved against `url`.
    public init(article: ExtractedArticle, url: URL?) {
        self.article = article
        body = article.richText(baseURL: url)
    }

    /// The numbered links: `links[0]` is `[1]`.
    public var links: [URL] { body.links }

    /// The document in lines of at most `width` columns.
    public func lines(width: Int) -> [StyledLine] {
        guard width > 0 else { return [] }
        var result: [StyledLine] = []
        let about = [article.byline, article.siteName, article.published].compactMap { $0 }.joined(separator: " · ")
        if !about.isEmpty {
            result += RichTextLayout.wrap([StyledSpan(about, style: .dim)], width: width)
            result.append(.blank)
        }
        result += body.layout(width: width)
        if !links.isEmpty {
            result.append(.blank)
            result += RichTextLayout.wrap([StyledSpan(ReaderErrorText.links.text, style: .bold)], width: width)
            for (index, url) in links.enumerated() {
                result += RichTextLayout.wrap(
                    [
                        StyledSpan("[\(index + 1)] ", style: .dim),
                        StyledSpan(TextSanitizer.singleLine(url.absoluteString))
                    ], width: width)
            }
        }
        return result
    }
}
