import BylineText
import Foundation

/// What happened when a damaged cache was found on open: where it went, how much of it was
/// saved into the new cache, and the words to say so.
public struct CacheRecovery: Sendable, Hashable {
    /// The cache's path, where the new cache now lives.
    public var path: String
    /// Where the damaged file (and its -wal/-shm) was moved; nothing was deleted.
    public var movedTo: String
    /// What SQLite said about the damage.
    public var reason: String
    /// What was copied from the damaged file into the new cache.
    public var saved: SalvageReport

    /// A recovery notice from its parts.
    public init(path: String, movedTo: String, reason: String, saved: SalvageReport = SalvageReport()) {
        self.path = path
        self.movedTo = movedTo
        self.reason = reason
        self.saved = saved
    }

    /// One line for stderr or the status bar: "the cache at … was damaged (…): saved 9,812 of
    /// about 10,000 articles into a new cache; the damaged file is at …".
    public var message: String {
        guard saved.estimatedArticles > 0 || saved.sources > 0 else {
            return ExpiryText.salvagedNothing(path, reason, movedTo)
        }
        return ExpiryText.salvaged(
            path, reason, DigitGrouping.text(saved.articles), DigitGrouping.text(saved.estimatedArticles),
            DigitGrouping.text(saved.flagged), DigitGrouping.text(saved.sources), movedTo)
    }
}
