import Foundation

/// One row of the article list: what the list shows, without the article's text.
public struct ArticleSummary: Sendable, Hashable, Identifiable {
    /// The cache's id for the article.
    public var id: Int64
    /// The key of the source it came from.
    public var sourceKey: String
    /// The name shown for its source.
    public var sourceName: String
    /// The headline.
    public var title: String
    /// When it was published, when known.
    public var published: Date?
    /// When the list places it: published, else when the cache first saw it.
    public var sortDate: Date
    /// Whether it has been read.
    public var isRead: Bool
    /// Whether it is starred.
    public var isStarred: Bool
    /// Where it lives on the web.
    public var url: URL?
    /// Whether it carries media (enclosures), for the list's marker.
    public var hasMedia: Bool = false
    /// Its place in the list, for keyset paging with ``ArticleStore/summaries(_:after:limit:)``.
    public var cursor: ArticleCursor

    /// A summary from its parts.
    public init(
        id: Int64, sourceKey: String, sourceName: String, title: String, published: Date?,
        sortDate: Date, isRead: Bool, isStarred: Bool, url: URL?, cursor: ArticleCursor
    ) {
        self.id = id
        self.sourceKey = sourceKey
        self.sourceName = sourceName
        self.title = title
        self.published = published
        self.sortDate = sortDate
        self.isRead = isRead
        self.isStarred = isStarred
        self.url = url
        self.cursor = cursor
    }
}

/// A position in the newest-first article list, opaque to callers: the row's list key
/// (its sort time and id in one integer; larger is newer).
public struct ArticleCursor: Sendable, Hashable {
    /// The list key.
    public var key: Int64

    /// A cursor from a list key, as read from an ``ArticleSummary``.
    public init(key: Int64) {
        self.key = key
    }
}
