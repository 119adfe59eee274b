import Foundation

/// What happened when a damaged cache was found on open: where it went, and the words to say so.
public struct CacheRecovery: Sendable, Hashable {
    /// The cache's path, where a new, empty cache now lives.
    public var path: String
    /// Where the damaged file (and its -wal/-shm) was moved; nothing was deleted.
    public var movedTo: String
    /// What SQLite said about the damage.
    public var reason: String

    /// A recovery notice from its parts.
    public init(path: String, movedTo: String, reason: String) {
        self.path = path
        self.movedTo = movedTo
        self.reason = reason
    }

    /// One line for stderr or the status bar.
    public var message: String {
        "the cache at \(path) was damaged (\(reason)); it was moved to \(movedTo) and a new one started"
    }
}
