import BylineCore
import Foundation

/// One line of the headline list: what the list shows of an article, without its body.
///
/// The runtime makes these from the cache's rows; title and source name are cleaned to a
/// single line here, so nothing a feed sent can reach the terminal through the list.
public struct HeadlineRow: Hashable, Sendable, Identifiable {
    /// The cache's id of the article.
    public let id: Int64
    /// The key of its source (feed URL or `newsapi:` line), for `R` (refresh this source).
    public let sourceKey: String
    /// The name shown for its source.
    public let sourceName: String
    /// The headline, on one line.
    public let title: String
    /// When it was published, when known.
    public let published: Date?
    /// Whether it has been read.
    public var isRead: Bool
    /// Whether it is starred.
    public var isStarred: Bool
    /// Its web address, for `o`.
    public let url: URL?

    /// A row from its parts; `title` and `sourceName` are cleaned with
    /// ``TextSanitizer/singleLine(_:)``.
    public init(
        id: Int64, sourceKey: String = "", sourceName: String, title: String, published: Date? = nil,
        isRead: Bool = false, isStarred: Bool = false, url: URL? = nil
    ) {
        self.id = id
        self.sourceKey = sourceKey
        self.sourceName = TextSanitizer.singleLine(sourceName)
        self.title = TextSanitizer.singleLine(title)
        self.published = published
        self.isRead = isRead
        self.isStarred = isStarred
        self.url = url
    }

    /// The row for a cached article.
    public init(_ article: Article) {
        self.init(
            id: article.id, sourceKey: article.sourceKey, sourceName: article.sourceName, title: article.title,
            published: article.published, isRead: article.isRead, isStarred: article.isStarred, url: article.url)
    }
}
