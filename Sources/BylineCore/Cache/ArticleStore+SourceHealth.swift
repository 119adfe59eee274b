import Foundation

/// How a source is doing, from what the cache already keeps (its row in `feeds` and its
/// articles): for `byline show-source`.
public struct SourceHealth: Sendable, Hashable {
    /// What the cache remembers about fetching it (nil: never fetched).
    public var state: FeedState?
    /// Its articles in the cache.
    public var articles: Int
    /// The bytes its articles take in the cache (titles and packed bodies).
    public var storedBytes: Int
    /// The time (published, else first seen) of its oldest and newest cached article.
    public var oldest: Date?
    /// See ``oldest``.
    public var newest: Date?

    /// Articles a day over the span its cached articles cover (at least one day), nil with none.
    public var perDay: Double? {
        guard articles > 0, let oldest, let newest else { return nil }
        return Double(articles) / max(1, newest.timeIntervalSince(oldest) / 86_400)
    }
}

extension ArticleStore {
    /// The health of the source `key`: its fetch state and what it has brought.
    public func health(of key: String) throws(StoreError) -> SourceHealth {
        let state = try feedState(for: key)
        return try withDatabase { database throws(StoreError) in
            // The list key's high bits are the article's time (published, else first seen).
            let row = try database.first(
                """
                SELECT COUNT(*), MIN(list_key >> 30), MAX(list_key >> 30),
                       COALESCE(SUM(length(title) + COALESCE(length(packed_body), 0)
                                    + COALESCE(length(summary), 0) + COALESCE(length(content), 0)), 0)
                FROM articles WHERE source_key = ?
                """, [key]
            ) { row in
                (count: row.int(0), oldest: row.int(1), newest: row.int(2), bytes: row.int(3))
            }
            let count = row?.count ?? 0
            func date(_ seconds: Int?) -> Date? {
                count > 0 ? seconds.map { Date(timeIntervalSince1970: TimeInterval($0)) } : nil
            }
            return SourceHealth(
                state: state, articles: count, storedBytes: row?.bytes ?? 0, oldest: date(row?.oldest),
                newest: date(row?.newest))
        }
    }
}
