import BylineText
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
            return StoreText.busy(Self.describe(seconds))
        case .cannotOpen(let path, let reason):
            return StoreText.cannotOpen(path, reason)
        case .notACache(let path):
            return StoreText.notACache(path)
        case .newerSchema(let path, let found, let supported):
            return StoreText.newerSchema(path, found, supported)
        case .cannotMoveAside(let path, let reason):
            return StoreText.cannotMoveAside(path, reason)
        case .corrupt(let reason):
            return ExpiryText.damagedInUse(reason)
        case .diskFull:
            return StoreText.diskFull.text
        case .readOnly(let path):
            return StoreText.readOnly(path)
        case .tooBig(let what):
            return StoreText.tooBig(what)
        case .sqlite(let code, let message):
            return StoreText.sqlite(message, code)
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
