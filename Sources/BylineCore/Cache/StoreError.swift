import Foundation

/// Everything that can go wrong in the offline cache, each with one line a person can act on.
public enum StoreError: Error, Sendable, Equatable {
    /// Another connection held the write lock for longer than the busy timeout (seconds).
    case busy(seconds: TimeInterval)
    /// The cache file or its folder could not be created or opened.
    case cannotOpen(path: String, reason: String)
    /// The file is an SQLite database, but not one Byline wrote.
    case notACache(path: String)
    /// The cache was written by a newer Byline whose schema this one does not know.
    case newerSchema(path: String, found: Int, supported: Int)
    /// A damaged file could not be moved aside, so no new cache was started.
    case cannotMoveAside(path: String, reason: String)
    /// SQLite found damage while reading or writing.
    case corrupt(reason: String)
    /// The disk (or the folder's quota) is full.
    case diskFull
    /// The file or its folder is read-only to this user.
    case readOnly(path: String)
    /// A value was larger than SQLite accepts.
    case tooBig(what: String)
    /// Any other SQLite failure, with its code and SQLite's own words.
    case sqlite(code: Int32, message: String)

    /// One line a person can act on.
    public var message: String {
        switch self {
        case .busy(let seconds):
            return "the cache is busy: another byline is writing (tried for \(Self.describe(seconds)))"
        case .cannotOpen(let path, let reason):
            return "cannot open the cache at \(path): \(reason)"
        case .notACache(let path):
            return "\(path) is an SQLite database but not a byline cache; move it away or pass another --cache"
        case .newerSchema(let path, let found, let supported):
            return "the cache at \(path) was written by a newer byline (schema \(found); this one knows \(supported)); "
                + "update byline or pass another --cache"
        case .cannotMoveAside(let path, let reason):
            return "the cache at \(path) is damaged and could not be moved aside: \(reason)"
        case .corrupt(let reason):
            return ExpiryText.damagedInUse(reason)
        case .diskFull:
            return "the disk is full: the cache could not be written; free some space and try again"
        case .readOnly(let path):
            return "the cache at \(path) is read-only; check its permissions or pass another --cache"
        case .tooBig(let what):
            return "\(what) is too large for the cache"
        case .sqlite(let code, let message):
            return "cache error: \(message) (SQLite code \(code))"
        }
    }

    /// Seconds as people write them: "5 s", "0.25 s".
    static func describe(_ seconds: TimeInterval) -> String {
        if seconds == seconds.rounded() && abs(seconds) < 1e9 { return "\(Int(seconds)) s" }
        return "\((seconds * 100).rounded() / 100) s"
    }
}

extension StoreError: LocalizedError {
    /// The one-line message.
    public var errorDescription: String? { message }
}
