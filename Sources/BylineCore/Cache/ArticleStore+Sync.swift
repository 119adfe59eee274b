import Foundation

/// The sync's reads and writes: the journal, synced articles and the server's state.
///
/// Conflict rule: an article with a pending journal row (a change made here since the
/// last sync that the server has not yet confirmed) keeps its local flag; every other
/// synced article takes the server's. The server's state is applied with the journal
/// triggers switched off, so it is never journalled back.
extension ArticleStore {
    /// The account's pending changes, one per article and flag (the last value set), oldest first.
    public func pendingChanges(account: String) throws(StoreError) -> [JournalEntry] {
        let range = SyncSourceKey.range(account: account)
        return try withDatabase { database throws(StoreError) in
            try database.query(
                """
                SELECT source_key, guid, field, value, max(id) AS last FROM sync_journal
                WHERE source_key >= ? AND source_key < ?
                GROUP BY source_key, guid, field ORDER BY last
                """, [range.lower, range.upper]
            ) { row in
                let field = StateChange.Field(rawValue: row.string(2) ?? "") ?? .read
                // A bare column beside max() takes the values of the row holding the max: the last value set.
                return JournalEntry(
                    sourceKey: row.string(0) ?? "", itemID: row.string(1) ?? "", field: field,
                    value: row.int(3) != 0, lastRow: row.int64(4))
            }
        }
    }

    /// Removes the journal rows the server has confirmed: for each entry, its rows up to the
    /// one pushed (a change made while the push was under way stays).
    public func confirm(_ entries: [JournalEntry]) throws(StoreError) {
        try write { database throws(StoreError) in
            for entry in entries {
                try database.run(
                    "DELETE FROM sync_journal WHERE source_key = ? AND guid = ? AND field = ? AND id <= ?",
                    entry.sourceKey, entry.itemID, entry.field.rawValue, entry.lastRow)
            }
        }
    }

    /// How many journal rows are waiting, in all accounts.
    public func journalCount() throws(StoreError) -> Int {
        try withDatabase { database throws(StoreError) in Int(try database.integer("SELECT count(*) FROM sync_journal")) }
    }

    /// Stores the feed rows of `sources` (titles, URLs, folders as tags) without articles,
    /// and their folders as the tags the filter language's `tags` sees (`source_tags`: the
    /// urls file's tags are recorded by ``setSourceTags(_:)``, which leaves synced keys alone).
    public func storeSubscriptions(_ sources: [Source], now: Date = Date()) throws(StoreError) {
        try write { database throws(StoreError) in
            _ = try Self.store(sources.map { (PreparedArticles([]), $0) }, now: now, in: database)
            for source in sources where source.key.hasPrefix(SyncSourceKey.prefix) {
                try database.run("DELETE FROM source_tags WHERE source_key = ?", source.key)
                for tag in Set(source.tags).sorted() {
                    try database.run("INSERT INTO source_tags (source_key, tag) VALUES (?, ?)", source.key, tag)
                }
            }
        }
    }

    /// Stores one page of synced articles in one transaction, grouped by source; new ones
    /// take the flags they carry, known ones keep theirs (the state step sets those).
    @discardableResult
    public func storeSynced(_ page: [(Source, [Article])], now: Date = Date()) throws(StoreError) -> StoreResult {
        try write { database throws(StoreError) in
            let results = try Self.store(page.map { (PreparedArticles($0.1), $0.0) }, now: now, in: database)
            return results.reduce(into: StoreResult()) { total, result in
                total.inserted += result.inserted
                total.updated += result.updated
                total.unchanged += result.unchanged
            }
        }
    }

    /// Of `ids`, those the account has no article for (in the order given).
    public func missingItems(account: String, ids: [String]) throws(StoreError) -> [String] {
        let range = SyncSourceKey.range(account: account)
        return try withDatabase { database throws(StoreError) in
            var missing: [String] = []
            for id in ids {
                let known = try database.integer(
                    """
                    SELECT count(*) FROM articles WHERE guid = ? AND source_key >= 'account:' AND source_key < 'account;'
                        AND source_key >= ? AND source_key < ?
                    """, [id, range.lower, range.upper])
                if known == 0 { missing.append(id) }
            }
            return missing
        }
    }

    /// Sets every synced article of the account to the server's state, except those with a
    /// pending local change; returns how many flags changed.
    @discardableResult
    public func applyRemoteState(account: String, _ state: RemoteState) throws(StoreError) -> Int {
        let range = SyncSourceKey.range(account: account)
        return try write { database throws(StoreError) in
            try database.execute(
                """
                CREATE TEMP TABLE IF NOT EXISTS sync_remote (kind TEXT NOT NULL, id TEXT NOT NULL, PRIMARY KEY (kind, id)) WITHOUT ROWID;
                DELETE FROM temp.sync_remote;
                UPDATE sync_control SET applying = 1 WHERE id = 1;
                """)
            for id in state.unread { try database.run("INSERT OR IGNORE INTO temp.sync_remote VALUES ('read', ?)", id) }
            for id in state.starred { try database.run("INSERT OR IGNORE INTO temp.sync_remote VALUES ('starred', ?)", id) }
            var changed = 0
            for (field, column, inSetMeans) in [("read", "read", 0), ("starred", "starred", 1)] {
                let wanted =
                    "(CASE WHEN articles.guid IN (SELECT id FROM temp.sync_remote WHERE kind = '\(field)') "
                    + "THEN \(inSetMeans) ELSE \(1 - inSetMeans) END)"
                changed += try database.run(
                    """
                    UPDATE articles SET \(column) = \(wanted)
                    WHERE source_key >= ? AND source_key < ? AND \(column) <> \(wanted)
                      AND NOT EXISTS (SELECT 1 FROM sync_journal AS j WHERE j.source_key = articles.source_key
                                      AND j.guid = articles.guid AND j.field = '\(field)')
                    """, range.lower, range.upper)
            }
            try database.execute("UPDATE sync_control SET applying = 0 WHERE id = 1; DELETE FROM temp.sync_remote;")
            return changed
        }
    }

    /// The account's bookmark for the next incremental fetch, or nil before its first sync.
    public func syncCursor(account: String) throws(StoreError) -> Int64? {
        try withDatabase { database throws(StoreError) in
            try database.first("SELECT watermark FROM sync_accounts WHERE name = ?", [account]) { $0.optionalInt64(0) } ?? nil
        }
    }

    /// Records a successful sync of the account and its new bookmark.
    public func recordSync(account: String, cursor: Int64?, now: Date = Date()) throws(StoreError) {
        try withDatabase { database throws(StoreError) in
            try database.run(
                """
                INSERT INTO sync_accounts (name, watermark, last_success) VALUES (?1, ?2, ?3)
                ON CONFLICT (name) DO UPDATE SET watermark = ?2, last_success = ?3
                """, account, cursor, now)
        }
    }

    /// Forgets the account's bookmark, pending changes and subscription bases (its articles stay in the cache).
    public func forgetAccount(_ account: String) throws(StoreError) {
        let range = SyncSourceKey.range(account: account)
        try write { database throws(StoreError) in
            try database.run("DELETE FROM sync_journal WHERE source_key >= ? AND source_key < ?", range.lower, range.upper)
            try database.run("DELETE FROM sync_accounts WHERE name = ?", account)
            try database.run("DELETE FROM sync_subscription_journal WHERE account = ?", account)
            try database.run("DELETE FROM sync_subscriptions WHERE account = ?", account)
        }
    }
}
