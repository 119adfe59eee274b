import Foundation

extension ArticleStore {
    /// Sets the killfile's display-mode rules (``Killfile/displayRules``): from now on every
    /// list, count, position and mark-all-read of this store leaves out the articles they
    /// match, unless a query sets ``ArticleQuery/includesIgnored``. Download-mode rules are
    /// applied by a refresh instead (see `RefreshPolicy.ignoreRules` in BylineRefresh).
    public func setIgnoreRules(_ killfile: Killfile) {
        displayRules.withLock { $0 = killfile.displayRules }
    }

    /// Records each source's tags from the urls file (source key → tags), replacing what was
    /// recorded, so the filter language's `tags` sees the file as it is now, fetched or not.
    /// The tags of synced feeds (keys `account:…`, the server's folders) are a sync's to
    /// record (``storeSubscriptions(_:now:)``) and stay. Writes only when something changed,
    /// so a command that starts while a refresh holds the write lock does not wait.
    public func setSourceTags(_ tags: [String: [String]]) throws(StoreError) {
        let isSynced = { (key: String) in key.hasPrefix(SyncSourceKey.prefix) }
        let wanted = Set(tags.filter { !isSynced($0.key) }.flatMap { key, tags in tags.map { SourceTag(key: key, tag: $0) } })
        guard try sourceTagPairs().filter({ !isSynced($0.key) }) != wanted else { return }
        try write { database throws(StoreError) in
            try database.run("DELETE FROM source_tags WHERE source_key < 'account:' OR source_key >= 'account;'")
            for pair in wanted.sorted(by: { ($0.key, $0.tag) < ($1.key, $1.tag) }) {
                try database.run("INSERT INTO source_tags (source_key, tag) VALUES (?, ?)", pair.key, pair.tag)
            }
        }
    }

    /// The recorded tags of every source (source key → tags, in name order).
    public func sourceTags() throws(StoreError) -> [String: [String]] {
        var tags: [String: [String]] = [:]
        for pair in try sourceTagPairs().sorted(by: { ($0.key, $0.tag) < ($1.key, $1.tag) }) {
            tags[pair.key, default: []].append(pair.tag)
        }
        return tags
    }

    /// The FROM and WHERE for `query` with the display rules in force.
    func selection(_ query: ArticleQuery) -> ArticleSelection {
        ArticleSelection(query, ignoring: displayRules.withLock { $0 }, now: Date())
    }

    /// The conditions for `query` with the display rules in force.
    func conditions(_ query: ArticleQuery) -> (sql: [String], values: [any SQLBindable]) {
        query.conditions(ignoring: displayRules.withLock { $0 }, now: Date())
    }

    /// Whether display rules leave articles out of `query`.
    func hidesIgnored(_ query: ArticleQuery) -> Bool {
        !query.includesIgnored && !displayRules.withLock { $0.isEmpty }
    }

    private func sourceTagPairs() throws(StoreError) -> Set<SourceTag> {
        try withDatabase { database throws(StoreError) in
            Set(
                try database.query("SELECT source_key, tag FROM source_tags") { row in
                    SourceTag(key: row.string(0) ?? "", tag: row.string(1) ?? "")
                })
        }
    }
}

/// One recorded (source, tag) pair.
private struct SourceTag: Hashable, Sendable {
    var key: String
    var tag: String
}
