import Foundation

/// The cache keys of synced feeds: `account:NAME/FEED` (`account:home/feed/12`), so every
/// part of Byline can tell a synced source, and its account, from the key alone.
public enum SyncSourceKey {
    /// What every synced key starts with.
    public static let prefix = "account:"

    /// The key of `feedID` (as the server names it) in `account`.
    public static func key(account: String, feedID: String) -> String {
        let feed = feedID.hasPrefix("feed/") ? feedID : "feed/" + feedID
        return prefix + account + "/" + feed
    }

    /// The account a source key belongs to, or nil for a local source.
    public static func account(of key: String) -> String? {
        guard key.hasPrefix(prefix) else { return nil }
        let rest = key.dropFirst(prefix.count)
        guard let slash = rest.firstIndex(of: "/"), slash != rest.startIndex else { return nil }
        return String(rest[..<slash])
    }

    /// The range of keys of one account: `lower <= key < upper` (`/` is followed by `0`).
    static func range(account: String) -> (lower: String, upper: String) {
        (prefix + account + "/", prefix + account + "0")
    }
}
