import Foundation

/// Which articles the list shows, in the cache's order (newest first): the runtime maps it
/// onto the cache's own query.
public struct ListQuery: Hashable, Sendable {
    /// Full-text search (the `/` filter); nil shows everything.
    public var search: String?
    /// Only this source's articles (its key); nil shows all sources.
    public var sourceKey: String?
    /// Only unread articles.
    public var unreadOnly: Bool
    /// Only starred articles.
    public var starredOnly: Bool

    /// A query; by default every article of every source.
    public init(search: String? = nil, sourceKey: String? = nil, unreadOnly: Bool = false, starredOnly: Bool = false) {
        self.search = search
        self.sourceKey = sourceKey
        self.unreadOnly = unreadOnly
        self.starredOnly = starredOnly
    }

    /// Every article of every source.
    public static let all = ListQuery()

    /// This query with its search replaced; empty or blank text means no search.
    public func searching(_ text: String) -> ListQuery {
        var copy = self
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        copy.search = trimmed.isEmpty ? nil : trimmed
        return copy
    }
}
