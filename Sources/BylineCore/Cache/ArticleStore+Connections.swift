import Foundation

/// More connections to a cache already open: a background reader or a refresh's writer gets
/// a connection of its own (WAL lets its work run beside the screen's), opened without
/// probing, migrating or salvaging the file again. ``open(at:busyTimeout:now:)`` did that
/// once; done again while the cache is in use, a damage note would move the file aside
/// beneath the connections already open on it.
extension ArticleStore {
    /// A new connection to this store's file, set up as this one is: the killfile's display
    /// rules and when the urls file was read. When the file is no longer a current cache
    /// (removed, or replaced by another program), it is opened as at start instead.
    public func newConnection(busyTimeout: TimeInterval = defaultBusyTimeout) throws(StoreError) -> ArticleStore {
        let database = try Database(path: path, busyTimeout: busyTimeout)
        try Self.configure(database)
        let store: ArticleStore
        if try database.integer("PRAGMA user_version") == Int64(Schema.current) {
            store = ArticleStore(path: path, database: database, recovery: nil)
        } else {
            store = try Self.open(at: path, busyTimeout: busyTimeout)
        }
        store.displayRules.withLock { $0 = displayRules.withLock { $0 } }
        store.sourcesRead.withLock { $0 = sourcesRead.withLock { $0 } }
        return store
    }
}
