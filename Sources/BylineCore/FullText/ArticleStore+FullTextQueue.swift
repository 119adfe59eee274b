import Foundation

/// The background full-text fetch's view of the cache: which articles still want a page,
/// and which it has given up on (a page that failed, or a feed that needs none), so those
/// are not fetched again after every refresh.
extension ArticleStore {
    /// The newest articles of the source `key` with a web address, no stored page and no
    /// standing skip (one whose `retry_after` is past counts as none): at most `limit`.
    public func fullTextCandidates(sourceKey key: String, limit: Int, now: Date = Date()) throws(StoreError) -> [FullTextCandidate] {
        try withDatabase { database throws(StoreError) in
            try database.query(
                """
                SELECT id, url, \(PackedBody.contentSQL), \(PackedBody.summarySQL) FROM articles
                WHERE source_key = ? AND url IS NOT NULL
                  AND NOT EXISTS (SELECT 1 FROM full_texts WHERE article_id = articles.id)
                  AND NOT EXISTS (SELECT 1 FROM full_text_skips WHERE article_id = articles.id
                                  AND (retry_after IS NULL OR retry_after > ?))
                ORDER BY list_key DESC LIMIT ?
                """, [key, now, max(0, limit)]
            ) { row throws(StoreError) in
                FullTextCandidate(
                    articleID: row.int64(0), sourceKey: key, url: row.url(1),
                    feedText: row.string(2) ?? row.string(3) ?? "")
            }
        }
    }

    /// Remembers that the article `id` is not to be fetched again before `retryAfter`
    /// (never, when nil), for `reason`; counts the attempts. Stored pages are not touched.
    public func recordFullTextSkip(articleID id: Int64, reason: String, retryAfter: Date?, now: Date = Date()) throws(StoreError) {
        try write { database throws(StoreError) in
            try database.run(
                """
                INSERT INTO full_text_skips (article_id, reason, attempts, recorded, retry_after)
                SELECT id, ?, 1, ?, ? FROM articles WHERE id = ?
                ON CONFLICT (article_id) DO UPDATE SET reason = excluded.reason, attempts = attempts + 1,
                    recorded = excluded.recorded, retry_after = excluded.retry_after
                """, [reason, now, retryAfter, id])
        }
    }

    /// What the cache remembers about the article `id` not being fetched, if anything.
    public func fullTextSkip(forArticle id: Int64) throws(StoreError) -> FullTextSkip? {
        try withDatabase { database throws(StoreError) in
            try database.first("SELECT reason, attempts, retry_after FROM full_text_skips WHERE article_id = ?", [id]) { row in
                FullTextSkip(reason: row.string(0) ?? "", attempts: row.int(1), retryAfter: row.date(2))
            }
        }
    }
}

/// An article whose page the background fetch may get.
public struct FullTextCandidate: Sendable, Hashable {
    /// The article.
    public var articleID: Int64
    /// Its source's key.
    public var sourceKey: String
    /// Its web address, as stored.
    public var url: URL?
    /// What the feed carried (content, else summary), to tell a teaser from a whole story.
    public var feedText: String
}

/// Why the background fetch leaves an article alone.
public struct FullTextSkip: Sendable, Hashable {
    /// In words.
    public var reason: String
    /// How many times it was tried (or found not to need it).
    public var attempts: Int
    /// When it may be tried again; nil: not by itself.
    public var retryAfter: Date?
}
