import Foundation

/// The bounds of one account's sync (`sync-max-pages`, `sync-max-items`, `sync-timeout`), so
/// a server that pages for ever — a new `continuation` on every page, an endless list of ids
/// — cannot keep `byline sync`, `byline refresh` or the browser's reload going without end.
///
/// The defaults are far above what a real account needs in one sync (a first Google Reader
/// sync of 50,000 unread items is about 210 requests, 50,000 items and 51,000 ids).
public struct SyncLimits: Sendable, Hashable {
    /// The most requests one sync makes (every page, batch and call).
    public var maxPages: Int
    /// The most items one sync takes in (and, counted apart, the most item ids).
    public var maxItems: Int
    /// The longest one sync runs, in seconds (checked before each request and page).
    public var timeout: Int

    /// The values `sync-max-pages` accepts.
    public static let pagesRange = 1...1_000_000
    /// The values `sync-max-items` accepts.
    public static let itemsRange = 1...100_000_000
    /// The values `sync-timeout` accepts.
    public static let timeoutRange = 1...86_400

    /// Limits from their parts; by default 250 requests, 100,000 items and 10 minutes.
    public init(maxPages: Int = 250, maxItems: Int = 100_000, timeout: Int = 600) {
        self.maxPages = maxPages
        self.maxItems = maxItems
        self.timeout = timeout
    }
}
