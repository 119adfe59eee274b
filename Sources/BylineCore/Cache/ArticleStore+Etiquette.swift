import BylineText
import Foundation

extension ArticleStore {
    /// Records that the feed `key` answered 410 Gone: later refreshes skip it until forced.
    public func recordGone(key: String, reason: MessageValue, now: Date = Date()) throws(StoreError) {
        try withDatabase { database throws(StoreError) in
            try database.run(
                """
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
    /// their read and starred flags, the articles expiry removed) to the key `new`, after a
    /// permanent redirect. When `new` is known already — another Byline moved the feed first,
    /// or stored it under its new address before this one finished — each article both hold
    /// stays once, under `new`, read or starred when either copy was, and the rest move.
    /// Returns whether `old` was known. Only a caller that knows `old` now redirects to `new`
    /// (and that the urls file says so) may merge: two sources are never merged otherwise.
    @discardableResult
    public func mergeSource(_ old: String, into new: String) throws(StoreError) -> Bool {
        try write { database throws(StoreError) in try Self.mergeSource(old, into: new, in: database) }
    }

    /// ``mergeSource(_:into:)`` inside a transaction already open.
    static func mergeSource(_ old: String, into new: String, in database: Database) throws(StoreError) -> Bool {
        guard old != new, try database.integer("SELECT count(*) FROM feeds WHERE key = ?", [old]) > 0 else { return false }
        if try database.integer("SELECT count(*) FROM feeds WHERE key = ?", [new]) == 0 {
            // The articles' foreign key is checked at commit, when both sides agree again.
            try database.execute("PRAGMA defer_foreign_keys = ON")
            try database.run("UPDATE feeds SET key = ?1 WHERE key = ?2", new, old)
            try database.run("UPDATE articles SET source_key = ?1 WHERE source_key = ?2", new, old)
        } else {
            for flag in ["read", "starred"] {
                try database.run(
                    """
                    UPDATE articles SET \(flag) = 1 WHERE source_key = ?1 AND \(flag) = 0
                    AND guid IN (SELECT guid FROM articles WHERE source_key = ?2 AND \(flag) = 1)
                    """, new, old)
            }
            _ = try deleteArticles(
                where: "source_key = ? AND guid IN (SELECT guid FROM articles WHERE source_key = ?)",
                [old, new], in: database)
            try database.run("UPDATE articles SET source_key = ?1 WHERE source_key = ?2", new, old)
            // Moving rows fires no counting trigger: count the merged feed again.
            try database.run(
                """
                UPDATE feeds SET article_count = (SELECT count(*) FROM articles WHERE source_key = ?1),
                    unread_count = (SELECT count(*) FROM articles WHERE source_key = ?1 AND read = 0)
                WHERE key = ?1
                """, new)
            try database.run("DELETE FROM feeds WHERE key = ?", old)
        }
        try database.run(
            """
            INSERT OR IGNORE INTO expired_articles (source_key, guid, expired, last_seen)
            SELECT ?1, guid, expired, last_seen FROM expired_articles WHERE source_key = ?2
            """, new, old)
        try database.run("DELETE FROM expired_articles WHERE source_key = ?", old)
        try database.run("UPDATE OR IGNORE source_tags SET source_key = ?1 WHERE source_key = ?2", new, old)
        try database.run("DELETE FROM source_tags WHERE source_key = ?", old)
        return true
    }
}
