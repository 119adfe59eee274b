import Foundation

/// One source as a list of sources shows it: its name, counts and last error.
public struct FeedSummary: Sendable, Hashable, Identifiable {
    /// The source's key.
    public var key: String
    /// The name recorded for it, when there is one.
    public var title: String?
    /// How many of its articles are unread.
    public var unread: Int
    /// How many of its articles the cache holds.
    public var total: Int
    /// Why its last fetch failed, in the reader's language, or nil.
    public var lastError: String?
    /// When a fetch of it last succeeded.
    public var lastSuccess: Date?
    /// When a refresh may ask it again (see `FetchDecision` in BylineRefresh).
    public var schedule: FetchSchedule

    /// A feed summary from its parts.
    public init(
        key: String, title: String?, unread: Int, total: Int, lastError: String?, lastSuccess: Date?,
        schedule: FetchSchedule? = nil
    ) {
        self.schedule = schedule ?? FetchSchedule(lastError: lastError)
        self.key = key
        self.title = title
        self.unread = unread
        self.total = total
        self.lastError = lastError
        self.lastSuccess = lastSuccess
    }

    /// The stable identity (same as ``key``).
    public var id: String { key }
}
