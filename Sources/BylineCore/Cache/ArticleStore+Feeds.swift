import BylineText
import Foundation

extension ArticleStore {
    /// What the cache remembers about fetching the source `key`, or nil for an unknown source.
    public func feedState(for key: String) throws(StoreError) -> FeedState? {
        try withDatabase { database throws(StoreError) in
            try database.first(
                """
                SELECT key, title, etag, last_modified, last_error, last_attempt, last_success, retry_after,
                       consecutive_failures, gone_since, fresh_until, last_error_reason, server_wait
                FROM feeds WHERE key = ?
                """, [key]
            ) { row in
                let error = StoredError(sentence: row.string(4), reason: row.string(11))
                return FeedState(
                    key: row.string(0) ?? key, title: row.string(1), etag: row.string(2),
                    lastModified: row.string(3), lastError: error.words, lastAttempt: row.date(5),
                    lastSuccess: row.date(6), retryAfter: row.date(7), consecutiveFailures: row.int(8),
                    goneSince: row.date(9), freshUntil: row.date(10), lastErrorReason: error.reason,
                    serverAskedToWait: row.int(12) != 0)
            }
        }
    }

    /// Records a good (200) fetch: its validators for the next conditional GET, and the
    /// feed's own title when given (nil keeps the recorded one). Clears errors and back-off.
    public func recordSuccess(
        key: String, etag: String?, lastModified: String?, title: String? = nil,
        now: Date = Date()
    ) throws(StoreError) {
        try withDatabase { database throws(StoreError) in
            try Self.recordSuccess(key: key, etag: etag, lastModified: lastModified, title: title, note: nil, now: now, in: database)
        }
    }

    /// ``recordSuccess(key:etag:lastModified:title:now:)`` inside a transaction already open;
    /// `note` (a broken feed that was still read) becomes the feed's status, else it is cleared.
    static func recordSuccess(
        key: String, etag: String?, lastModified: String?, title: String?, note: MessageValue?, now: Date,
        in database: Database
    ) throws(StoreError) {
        try database.run(
            """
            INSERT INTO feeds (key, title, etag, last_modified, last_attempt, last_success, last_error, last_error_reason)
            VALUES (?1, ?2, ?3, ?4, ?5, ?5, ?6, ?7)
            ON CONFLICT (key) DO UPDATE SET title = COALESCE(?2, feeds.title), etag = ?3, last_modified = ?4,
                last_error = ?6, last_error_reason = ?7, last_attempt = ?5, last_success = ?5, retry_after = NULL,
                server_wait = 0, consecutive_failures = 0
            """, key, title, etag, lastModified, now, note?.words, note?.storedForm)
    }

    /// Records a 304: nothing new, validators still good; clears errors and back-off.
    public func recordNotModified(key: String, now: Date = Date()) throws(StoreError) {
        try withDatabase { database throws(StoreError) in
            try database.run(
                """
                INSERT INTO feeds (key, last_attempt, last_success) VALUES (?1, ?2, ?2)
                ON CONFLICT (key) DO UPDATE SET last_error = NULL, last_error_reason = NULL, last_attempt = ?2,
                    last_success = ?2, retry_after = NULL, server_wait = 0, consecutive_failures = 0
                """, key, now)
        }
    }

    /// Records a failed fetch: the reason, as data (see ``MessageValue``) and as a sentence
    /// for older builds, and a time before which the source must not be fetched again (from
    /// the server when `serverAskedToWait`, else the back-off), when there is one. Keeps validators.
    public func recordFailure(
        key: String, reason: MessageValue, retryAfter: Date? = nil, serverAskedToWait: Bool = false,
        now: Date = Date()
    ) throws(StoreError) {
        try withDatabase { database throws(StoreError) in
            try database.run(
                """
                INSERT INTO feeds (key, last_error, last_error_reason, last_attempt, retry_after, server_wait, consecutive_failures)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, 1)
                ON CONFLICT (key) DO UPDATE SET last_error = ?2, last_error_reason = ?3, last_attempt = ?4, retry_after = ?5,
                    server_wait = ?6, consecutive_failures = feeds.consecutive_failures + 1
                """, key, reason.words, reason.storedForm, now, retryAfter, serverAskedToWait ? 1 : 0)
        }
    }

    /// ``recordFailure(key:reason:retryAfter:serverAskedToWait:now:)`` with words that are
    /// not translated.
    public func recordFailure(key: String, message: String, retryAfter: Date? = nil, now: Date = Date()) throws(StoreError) {
        try recordFailure(key: key, reason: .text(message), retryAfter: retryAfter, now: now)
    }

    /// Every source the cache knows, by name, with its counts and last error.
    public func feeds() throws(StoreError) -> [FeedSummary] {
        try withDatabase { database throws(StoreError) in
            try database.query(
                """
                SELECT key, title, unread_count, article_count, last_error, last_success, last_error_reason,
                       gone_since, fresh_until, retry_after, server_wait, consecutive_failures
                FROM feeds ORDER BY COALESCE(title, key) COLLATE NOCASE, key
                """
            ) { row in
                let error = StoredError(sentence: row.string(4), reason: row.string(6)).words
                let schedule = FetchSchedule(
                    goneSince: row.date(7), freshUntil: row.date(8), retryAfter: row.date(9),
                    serverAskedToWait: row.int(10) != 0, consecutiveFailures: row.int(11), lastError: error)
                return FeedSummary(
                    key: row.string(0) ?? "", title: row.string(1), unread: row.int(2), total: row.int(3),
                    lastError: error, lastSuccess: row.date(5), schedule: schedule)
            }
        }
    }
}
