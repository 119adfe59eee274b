import Foundation

/// Expiry (`max-items`, `keep-articles-days`): removing old articles after a refresh, and
/// remembering them so their feed does not bring them back (see ``ExpiryPolicy``).
extension ArticleStore {
    /// The most articles removed in one transaction, so the browser's own writes (a read
    /// flag) never wait long behind a big expiry.
    static let expiryBatch = 500

    /// Applies `policy` after a refresh whose `fetches` name the sources it fetched, and keeps
    /// the memory of expired articles up to date: a source fetched whole since `start` forgets
    /// the expired articles its feed no longer carries; one that was not modified still carries
    /// them. Counters and the search index follow; nothing else is removed.
    @discardableResult
    public func expire(
        _ policy: ExpiryPolicy, fetched fetches: [ExpiryPolicy.Fetch], since start: Date,
        now: Date = Date()
    ) throws(StoreError) -> ExpiryResult {
        var outcome = ExpiryResult()
        // Removals merge the search index four segments at a time, FTS5's default, so the
        // space of the removed entries comes back at once (a refresh's inserts merge
        // sixteen at a time, see ``Schema/searchMerging``); set on the first removal.
        var isMergingForRemoval = false
        defer { if isMergingForRemoval { try? setSearchMerging(Schema.searchMergeWidth) } }
        func removeMerging(_ ids: [Int64]) throws(StoreError) -> Int {
            guard !ids.isEmpty else { return 0 }
            if !isMergingForRemoval {
                try setSearchMerging(Self.expiryMerging)
                isMergingForRemoval = true
            }
            return try remove(ids, now: now)
        }
        for fetch in fetches where !fetch.source.isAccountFeed {
            let limit = policy.maxItems(for: fetch.source)
            guard limit > 0 else { continue }
            let ids = try withDatabase { database throws(StoreError) -> [Int64] in
                guard try database.integer("SELECT article_count FROM feeds WHERE key = ?", [fetch.source.key]) > limit else { return [] }
                return try database.query(
                    """
                    SELECT id FROM (SELECT id, starred, list_key FROM articles WHERE source_key = ?
                                    ORDER BY list_key DESC LIMIT -1 OFFSET ?)
                    WHERE starred = 0 ORDER BY list_key
                    """, [fetch.source.key, limit]
                ) { $0.int64(0) }
            }
            outcome.removed += try removeMerging(ids)
        }
        // Sources with days of their own are left out of the global pass, and get their own.
        let own = policy.sourceDays.keys.sorted()
        let ownExcluded = own.isEmpty ? "" : " AND source_key NOT IN (\(own.map { _ in "?" }.joined(separator: ", ")))"
        if let cutoff = policy.cutoff(now: now) {
            // The list key's high bits are the article's time, so the time index finds them.
            let key = Int64(max(0, cutoff.timeIntervalSince1970.rounded(.down))) << 30
            while true {
                let ids = try withDatabase { database throws(StoreError) -> [Int64] in
                    try database.query(
                        """
                        SELECT id FROM articles WHERE list_key < ? AND starred = 0
                            AND NOT (source_key >= 'account:' AND source_key < 'account;')\(ownExcluded)
                        ORDER BY list_key LIMIT ?
                        """, [key] + own + [Self.expiryBatch]
                    ) { $0.int64(0) }
                }
                guard !ids.isEmpty else { break }
                outcome.removed += try removeMerging(ids)
            }
        }
        for source in own {
            guard let days = policy.sourceDays[source], let cutoff = ExpiryPolicy.cutoff(days: days, now: now) else { continue }
            let key = Int64(max(0, cutoff.timeIntervalSince1970.rounded(.down))) << 30
            while true {
                let ids = try withDatabase { database throws(StoreError) -> [Int64] in
                    try database.query(
                        "SELECT id FROM articles WHERE source_key = ? AND list_key < ? AND starred = 0 ORDER BY list_key LIMIT ?",
                        [source, key, Self.expiryBatch]
                    ) { $0.int64(0) }
                }
                guard !ids.isEmpty else { break }
                outcome.removed += try removeMerging(ids)
            }
        }
        outcome.forgotten = try write { database throws(StoreError) -> Int in
            var forgotten = 0
            for fetch in fetches {
                switch fetch.answer {
                case .whole:
                    forgotten += try database.run(
                        "DELETE FROM expired_articles WHERE source_key = ? AND last_seen < ?",
                        fetch.source.key, Int64(start.timeIntervalSince1970.rounded(.down)))
                case .notModified:
                    try database.run("UPDATE expired_articles SET last_seen = ? WHERE source_key = ?", now, fetch.source.key)
                case .none:
                    break
                }
            }
            forgotten += try database.run(
                "DELETE FROM expired_articles WHERE last_seen < ?",
                now.addingTimeInterval(-ExpiryPolicy.memory))
            return forgotten
        }
        return outcome
    }

    /// How many segments of the search index merge at a time while expiry removes articles.
    static let expiryMerging = 4

    /// Sets how many segments of the search index merge at a time (FTS5's `automerge`).
    private func setSearchMerging(_ segments: Int) throws(StoreError) {
        try write { database throws(StoreError) in
            try database.run("INSERT INTO article_search (article_search, rank) VALUES ('automerge', ?)", segments)
        }
    }

    /// Removes the articles `ids` (and their search entries and reader pages), remembering
    /// each one's source and guid; in transactions of ``expiryBatch``. Returns how many went.
    private func remove(_ ids: [Int64], now: Date) throws(StoreError) -> Int {
        var removed = 0
        var start = 0
        while start < ids.count {
            let batch = ids[start..<min(ids.count, start + Self.expiryBatch)]
            start += batch.count
            removed += try write { database throws(StoreError) -> Int in
                var count = 0
                for id in batch {
                    let row = try database.first(
                        """
                        SELECT list_key, title, \(PackedBody.summarySQL), \(PackedBody.contentSQL), source_key, guid,
                               (SELECT indexed FROM full_texts WHERE article_id = articles.id)
                        FROM articles WHERE id = ? AND starred = 0
                        """, [id]
                    ) { row in
                        (
                            key: row.int64(0), text: IndexedText(title: row.string(1) ?? "", summary: row.string(2), content: row.string(3)),
                            source: row.string(4) ?? "", guid: row.string(5) ?? "", fullText: row.string(6)
                        )
                    }
                    guard let row else { continue }
                    try Self.index(IndexableText(row.text).extended(with: row.fullText), key: row.key, delete: true, in: database)
                    try database.run(
                        """
                        INSERT INTO expired_articles (source_key, guid, expired, last_seen) VALUES (?1, ?2, ?3, ?3)
                        ON CONFLICT (source_key, guid) DO UPDATE SET expired = ?3, last_seen = ?3
                        """, row.source, row.guid, now)
                    // The delete trigger keeps the source's counters; the reader page goes by cascade.
                    count += try database.run("DELETE FROM articles WHERE id = ?", id)
                }
                return count
            }
        }
        return removed
    }

    /// Whether the article `guid` of the source `sourceKey` expired and is kept out.
    static func isExpired(guid: String, sourceKey: String, in database: Database) throws(StoreError) -> Bool {
        try database.integer("SELECT count(*) FROM expired_articles WHERE source_key = ? AND guid = ?", [sourceKey, guid]) > 0
    }
}

/// What one expiry did.
public struct ExpiryResult: Sendable, Hashable {
    /// Articles removed.
    public var removed = 0
    /// Remembered ids forgotten, because their feed no longer carries them (or not for a long time).
    public var forgotten = 0

    /// An empty result.
    public init() {}
}
