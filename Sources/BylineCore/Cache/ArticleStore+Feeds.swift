import Foundation

extension ArticleStore {
    /// What the cache remembers about fetching the source `key`, or nil for an unknown source.
    public func feedState(for key: String) throws(StoreError) -> FeedState? {
        try withDatabase { database throws(StoreError) in
            try database.first("""
                SELECT key, title, etag, last_modified, last_error, last_attempt, last_success, retry_after,
                       consecutive_failures, gone_since, fresh_until
                FROM feeds WHERE key = ?
                """, [key]) { row in
                FeedState(key: row.string(0) ?? key, title: row.string(1), etag: row.string(2),
                          lastModified: row.string(3), lastError: row.string(4), lastAttempt: row.date(5),
                          lastSuccess: row.date(6), retryAfter: row.date(7), consecutiveFailures: row.int(8),
                          goneSince: row.date(9), freshUntil: row.date(10))
            }
        }
    }

    /// Records a good (200) fetch: its validators for the next conditional GET, and the
    /// feed's own title when given (nil keeps the recorded one). Clears errors and back-off.
    public func recordSuccess(key: String, etag: String?, lastModified: String?, title: String? = nil,
                              now: Date = Date()) throws(StoreError) {
        try withDatabase { database throws(StoreError) in
            try Self.recordSuccess(key: key, etag: etag, lastModified: lastModified, title: title, note: nil, now: now, in: database)
        }
    }

    /// ``recordSuccess(key:etag:lastModified:title:now:)`` inside a transaction already open;
    /// `note` (a broken feed that was still read) becomes the feed's status, else it is cleared.
    static func recordSuccess(key: String, etag: String?, lastModified: String?, title: String?, note: String?, now: Date,
                              in database: Database) throws(StoreError) {
        try database.run("""
            INSERT INTO feeds (key, title, etag, last_modified, last_attempt, last_success, last_error)
            VALUES (?1, ?2, ?3, ?4, ?5, ?5, ?6)
            ON CONFLICT (key) DO UPDATE SET title = COALESCE(?2, feeds.title), etag = ?3, last_modified = ?4,
                last_error = ?6, last_attempt = ?5, last_success = ?5, retry_after = NULL,
                consecutive_failures = 0
            """, key, title, etag, lastModified, now, note)
    }

    /// Records a 304: nothing new, validators still good; clears errors and back-off.
    public func recordNotModified(key: String, now: Date = Date()) throws(StoreError) {
        try withDatabase { database throws(StoreError) in
            try database.run("""
                INSERT INTO feeds (key, last_attempt, last_success) VALUES (?1, ?2, ?2)
                ON CONFLICT (key) DO UPDATE SET last_error = NULL, last_attempt = ?2, last_success = ?2,
                    retry_after = NULL, consecutive_failures = 0
                """, key, now)
        }
    }

    /// Records a failed fetch: the one-line reason, and a time before which the source must
    /// not be fetched again (from Retry-After or back-off), when there is one. Keeps validators.
    public func recordFailure(key: String, message: String, retryAfter: Date? = nil,
                              now: Date = Date()) throws(StoreError) {
        try withDatabase { database throws(StoreError) in
            try database.run("""
                INSERT INTO feeds (key, last_error, last_attempt, retry_after, consecutive_failures)
                VALUES (?1, ?2, ?3, ?4, 1)
                ON CONFLICT (key) DO UPDATE SET last_error = ?2, last_attempt = ?3, retry_after = ?4,
                    consecutive_failures = feeds.consecutive_failures + 1
                """, key, message, now, retryAfter)
        }
    }

    /// Every source the cache knows, by name, with its counts and last error.
    public func feeds() throws(StoreError) -> [FeedSummary] {
        try withDatabase { database throws(StoreError) in
            try database.query("""
                SELECT key, title, unread_count, article_count, last_error, last_success
                FROM feeds ORDER BY COALESCE(title, key) COLLATE NOCASE, key
                """) { row in
                FeedSummary(key: row.string(0) ?? "", title: row.string(1), unread: row.int(2), total: row.int(3),
                            lastError: row.string(4), lastSuccess: row.date(5))
            }
        }
    }
}
