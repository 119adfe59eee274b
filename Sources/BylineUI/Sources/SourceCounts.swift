import BylineCore

/// Unread and total articles of one row of the sources view.
public struct Tally: Hashable, Sendable {
    /// Unread articles.
    public var unread: Int
    /// All articles.
    public var total: Int

    /// A tally from its parts.
    public init(unread: Int = 0, total: Int = 0) {
        self.unread = unread
        self.total = total
    }

    /// Both counts added.
    static func + (left: Tally, right: Tally) -> Tally {
        Tally(unread: left.unread + right.unread, total: left.total + right.total)
    }
}

/// What the cache says about the sources, read in one go when the sources view is shown:
/// the per-source counters the cache keeps as articles are stored and flags change (never
/// counted per frame), and the starred count. (Query feeds are counted apart, in the
/// background: ``Action/queryCountsLoaded(_:)``.)
public struct SourceCounts: Hashable, Sendable {
    /// Every source the cache knows, by key: counts, last error, last success.
    public var feeds: [String: FeedSummary]
    /// Starred articles outside hidden sources.
    public var starred: Tally

    /// Counts from their parts.
    public init(feeds: [FeedSummary] = [], starred: Tally = Tally()) {
        self.feeds = Dictionary(feeds.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        self.starred = starred
    }

    /// The tally of one fetched source (zero when the cache has never stored it).
    func tally(of key: String) -> Tally {
        guard let feed = feeds[key] else { return Tally() }
        return Tally(unread: feed.unread, total: feed.total)
    }
}
