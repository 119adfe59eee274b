import Foundation

/// Which articles a refresh removes so the cache does not grow forever: beyond the newest
/// `max-items` of a source, or older than `keep-articles-days` (newsboat's settings and
/// meanings).
///
/// Starred articles never expire; unread ones do, as in newsboat (its `max-items` keeps
/// flagged articles past the limit and nothing else). A source's age is its published
/// time, else the time Byline first saw it: the same time the list is ordered by. Articles
/// of sync accounts are left to their server.
public struct ExpiryPolicy: Sendable, Hashable {
    /// The values `max-items` accepts.
    static let maxItemsRange = 0...10_000_000
    /// The values `keep-articles-days` accepts.
    static let daysRange = 0...36_500
    /// The urls-file tag that sets one source's limit (`"max-items=50"`).
    static let maxItemsTag = "max-items="
    /// How long an expired article's id is remembered after its feed last carried it, for a
    /// source that is no longer refreshed (a refreshed one forgets it as soon as the feed drops it).
    public static let memory: TimeInterval = 180 * 86_400

    /// The newest articles kept per source; 0 keeps all.
    public var maxItems: Int
    /// Articles older than this many days are removed; 0 keeps them forever.
    public var keepArticlesDays: Int
    /// Sources with a `keep-articles-days` of their own (0: forever), by key: theirs holds
    /// instead of ``keepArticlesDays``.
    public var sourceDays: [String: Int] = [:]

    /// A policy from its parts; the defaults expire nothing.
    public init(maxItems: Int = 0, keepArticlesDays: Int = 0) {
        self.maxItems = max(0, maxItems)
        self.keepArticlesDays = max(0, keepArticlesDays)
    }

    /// The limit for `source`: its own `max-items=N` tag, else the configured one.
    public func maxItems(for source: Source) -> Int {
        source.maxItems ?? maxItems
    }

    /// The time before which articles are too old, or nil when age does not expire them.
    func cutoff(now: Date) -> Date? {
        Self.cutoff(days: keepArticlesDays, now: now)
    }

    /// The time `days` days before `now`, or nil for 0 (keep forever).
    static func cutoff(days: Int, now: Date) -> Date? {
        days > 0 ? now.addingTimeInterval(-TimeInterval(days) * 86_400) : nil
    }
}

extension Source {
    /// The source's own `max-items` from its `max-items=N` tag, when it has a valid one.
    public var maxItems: Int? {
        settings.maxItems
            ?? tags.lazy.filter { $0.lowercased().hasPrefix(ExpiryPolicy.maxItemsTag) }
            .compactMap { Int($0.dropFirst(ExpiryPolicy.maxItemsTag.count)) }
            .first { ExpiryPolicy.maxItemsRange.contains($0) }
    }

    /// Whether the source is a sync account's, whose articles the account's server keeps.
    var isAccountFeed: Bool { key.hasPrefix(SyncSourceKey.prefix) }
}
