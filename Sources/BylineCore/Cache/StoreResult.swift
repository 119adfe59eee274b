import Foundation

/// What storing one source's articles did.
public struct StoreResult: Sendable, Hashable {
    /// Articles the cache had not seen before.
    public var inserted: Int
    /// Articles already cached whose text, link, author or date changed.
    public var updated: Int
    /// Articles already cached exactly as given.
    public var unchanged: Int
    /// Articles a killfile rule left out (download mode): not stored.
    public var ignored: Int

    /// A result from its counts.
    public init(inserted: Int = 0, updated: Int = 0, unchanged: Int = 0, ignored: Int = 0) {
        self.inserted = inserted
        self.updated = updated
        self.unchanged = unchanged
        self.ignored = ignored
    }
}
