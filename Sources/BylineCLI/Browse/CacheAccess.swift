import BylineCore
import Foundation
import Synchronization

/// The browser's one owner of the cache: the store opened at start (probed, migrated and
/// salvaged there, once) for the screen's reads and flags, and the other connections its
/// background work uses, handed out set up alike (``ArticleStore/newConnection(busyTimeout:)``):
/// the killfile's display rules and when the urls file was read. A new killfile reaches the
/// screen's store and the refresh's writer through ``setIgnoreRules(_:)``.
final class CacheAccess: Sendable {
    /// The screen's connection: rows, counts, flags.
    let store: ArticleStore
    /// The refreshes' connection, opened by the first refresh and kept.
    private let kept = Mutex<ArticleStore?>(nil)

    /// The owner of `store`, a cache already opened.
    init(store: ArticleStore) {
        self.store = store
    }

    /// The cache file.
    var path: String { store.path }

    /// A connection of its own for one piece of background work (counting, a layout, a page
    /// fetched), so it never holds the screen's.
    func connection() throws(StoreError) -> ArticleStore {
        try store.newConnection()
    }

    /// The connection refreshes write through, opened on first use and kept.
    func writer() throws(StoreError) -> ArticleStore {
        try kept.withLock { (kept: inout ArticleStore?) throws(StoreError) -> ArticleStore in
            if let kept { return kept }
            let opened = try store.newConnection()
            kept = opened
            return opened
        }
    }

    /// The killfile's display rules, from now on, for the screen's store, the writer and every
    /// connection handed out after.
    func setIgnoreRules(_ killfile: Killfile) {
        store.setIgnoreRules(killfile)
        kept.withLock { $0?.setIgnoreRules(killfile) }
    }
}
