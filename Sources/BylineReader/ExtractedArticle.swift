import BylineText
import Foundation

/// The article found in a web page by ``ArticleExtractor``: its metadata and its content,
/// every string already cleaned for the terminal.
public struct ExtractedArticle: Sendable, Hashable, Codable {
    /// The article's title (may be empty when the page names none).
    public var title: String
    /// Who wrote it, as the page says.
    public var byline: String?
    /// The site or publication.
    public var siteName: String?
    /// When it was published, as the page writes it.
    public var published: String?
    /// The page's language tag.
    public var language: String?
    /// The text direction (`ltr`, `rtl`), when the page sets one.
    public var direction: String?
    /// A summary the page gives of itself.
    public var excerpt: String?
    /// The content as HTML, links and images absolute: what the reader renders.
    public var html: String
    /// The content as plain text, a line per block: what `--plain` prints and search indexes.
    public var text: String

    /// An article from its parts.
    public init(
        title: String, byline: String? = nil, siteName: String? = nil, published: String? = nil,
        language: String? = nil, direction: String? = nil, excerpt: String? = nil, html: String, text: String
    ) {
        self.title = title
        self.byline = byline
        self.siteName = siteName
        self.published = published
        self.language = language
        self.direction = direction
        self.excerpt = excerpt
        self.html = html
        self.text = text
    }

    /// The content parsed for display, links numbered, relative links against `baseURL`.
    public func richText(baseURL: URL? = nil) -> RichText {
        RichText(parsing: html, baseURL: baseURL)
    }
}

/// Why a page gave no article.
public enum ReaderError: Error, Sendable, Equatable {
    /// The page is bigger than the reader reads.
    case tooLarge(bytes: Int, limit: Int)
    /// Nothing in it could be read as HTML.
    case notHTML
    /// It was read, but no text was found that looks like an article.
    case notAnArticle

    /// One line a user can act on.
    public var message: String {
        switch self {
        case .tooLarge(let bytes, let limit):
            return ReaderErrorText.tooLarge(bytes / 1024, limit / 1024)
        case .notHTML: return ReaderErrorText.notHTML.text
        case .notAnArticle: return ReaderErrorText.notAnArticle.text
        }
    }
}
