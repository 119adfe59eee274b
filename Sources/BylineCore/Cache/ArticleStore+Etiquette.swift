import Foundation

extension ArticleStore {
    /// Records that the feed `key` answered 410 Gone: later refreshes skip it until forced.
    public func recordGone(key: String, reason: MessageValue, now: Date = Date()) throws(StoreError) {
        try withDatabase { database throws(StoreError) in
            try database.run("""
                INSERT INTO feeds (key, last_error, last_error_reason, last_attempt, gone_since, consecutive_failures)
                VALUES (?1, ?2, ?3, ?4, ?4, 1)
                ON CONFLICT (key) DO UPDATE SET last_error = ?2, last_error_reason = ?3, last_attempt = ?4, gone_since = ?4,
                    consecutive_failures = feeds.consecutive_failures + 1
                """, key, reason.words, reason.storedForm, now)
        }
    }

    /// After a good fetch: the time before which the server asked not to be asked again
    /// (nil for none), and the feed is no longer gone.
    public func recordFreshness(key: String, until: Date?) throws(StoreError) {
        try withDatabase { database throws(StoreError) in try Self.recordFreshness(key: key, until: until, in: database) }
    }

    /// Records the fetch floor inside a transaction already open (see ``storeRefreshed(_:ignoring:now:)``).
    static func recordFreshness(key: String, until: Date?, in database: Database) throws(StoreError) {
        try database.run("UPDATE feeds SET fresh_until = ?1, gone_since = NULL WHERE key = ?2", until, key)
    }

    /// Moves everything the cache holds for the source `old` (its state, its articles with
    /// their read and starred flags) to the key `new`, after a permanent redirect. Does
    /// nothing when `new` is already known, so two sources are never merged by accident.
    /// Returns whether it moved.
    @discardableResult
    public func rekey(_ old: String, to new: String) throws(StoreError) -> Bool {
        try withDatabase { database throws(StoreError) in
            try database.transaction { () throws(StoreError) -> Bool in
                guard try database.integer("SELECT count(*) FROM feeds WHERE key = ?", [new]) == 0 else { return false }
                // The articles' foreign key is checked at commit, when both sides agree again.
                try database.execute("PRAGMA defer_foreign_keys = ON")
                try database.run("UPDATE feeds SET key = ?1 WHERE key = ?2", new, old)
                try database.run("UPDATE articles SET source_key = ?1 WHERE source_key = ?2", new, old)
                return true
            }
        }
    }
}
