import BylineText
import Foundation

extension ArticleStore {
    /// Stores one source's articles in one transaction: new ones are added, known ones
    /// (same source and guid) get their text, link, author and date updated but keep their
    /// id and their read and starred flags. Also records the source's name, URL and tags.
    ///
    /// `now` becomes the first-seen time of new articles, which places undated ones in the list.
    /// Articles that one of the killfile's `ignoring` rules matches are not stored.
    @discardableResult
    public func store(
        _ articles: [Article], for source: Source, ignoring rules: [IgnoreRule] = [],
        now: Date = Date()
    ) throws(StoreError) -> StoreResult {
        try store(PreparedArticles(articles), for: source, ignoring: rules, now: now)
    }

    /// Stores articles whose search text was already prepared (see ``PreparedArticles``), so
    /// the work done while holding the write lock is only SQLite's.
    @discardableResult
    public func store(
        _ prepared: PreparedArticles, for source: Source, ignoring rules: [IgnoreRule] = [],
        now: Date = Date()
    ) throws(StoreError) -> StoreResult {
        try write { database throws(StoreError) in
            try Self.store([(prepared, source)], ignoring: rules, now: now, in: database)[0]
        }
    }

    /// Stores several refreshed sources in ONE transaction, recording each fetch's success
    /// and validators with its articles. A refresh's writer groups the sources that are
    /// ready into one call, so commits and search-index flushes happen once per group
    /// rather than once per source. Articles the killfile's download-mode `ignoring` rules
    /// match are never stored, and neither is a source removed from the urls file after the
    /// refresh read it (``setSourcesRead(at:)``): its result is empty.
    public func storeRefreshed(
        _ batch: [RefreshedSource], ignoring rules: [IgnoreRule] = [],
        now: Date = Date()
    ) throws(StoreError) -> [StoreResult] {
        let sourcesRead = sourcesRead.withLock { $0 }
        return try write { database throws(StoreError) in
            // A source removed after this refresh read the urls file stays removed.
            let removed = try Self.removedSinceRead(batch.map(\.source.key), sourcesRead: sourcesRead, in: database)
            let kept = removed.isEmpty ? batch : batch.filter { !removed.contains($0.source.key) }
            var results = try Self.store(kept.map { ($0.prepared, $0.source) }, ignoring: rules, now: now, in: database)
            for item in kept {
                try Self.recordSuccess(
                    key: item.source.key, etag: item.etag, lastModified: item.lastModified,
                    title: item.source.title ?? item.feedTitle, note: item.note, now: now, in: database)
                if item.writesFreshness { try Self.recordFreshness(key: item.source.key, until: item.freshUntil, in: database) }
            }
            if !removed.isEmpty {
                var stored = results.makeIterator()
                results = batch.map { removed.contains($0.source.key) ? StoreResult() : stored.next() ?? StoreResult() }
            }
            return results
        }
    }

    /// Stores each (articles, source) pair inside a transaction already open, leaving out what
    /// the download-mode `rules` ignore; the sync writer uses it too.
    static func store(
        _ batch: [(PreparedArticles, Source)], ignoring rules: [IgnoreRule] = [], now: Date,
        in database: Database
    ) throws(StoreError) -> [StoreResult] {
        var results: [StoreResult] = []
        var changes: [IndexChange] = []
        let killfile = IgnoreCheck(rules, now: now)
        for (prepared, source) in batch {
            try upsertFeed(source, in: database)
            var result = StoreResult()
            var insertedUnread = 0
            for (index, article) in prepared.articles.enumerated() {
                if let killfile, try killfile.ignores(article, sourceKey: source.key, now: now, in: database) {
                    result.ignored += 1
                    continue
                }
                let before = result.inserted
                try upsert(
                    article, indexable: prepared.indexable[index], packed: prepared.packed[index],
                    digest: prepared.digests[index], sourceKey: source.key,
                    firstSeen: now, in: database, result: &result, changes: &changes)
                if result.inserted > before && !article.isRead { insertedUnread += 1 }
            }
            // The per-feed counters, once per source rather than by a trigger per article.
            if result.inserted > 0 {
                try database.run(
                    """
                    UPDATE feeds SET article_count = article_count + ?, unread_count = unread_count + ? WHERE key = ?
                    """, result.inserted, insertedUnread, source.key)
            }
            results.append(result)
        }
        // FTS5 flushes its pending terms into a new segment whenever a rowid arrives
        // lower than the one before, and list keys follow publication dates, not
        // arrival. Writing the index changes in ascending key order (same key: in the
        // order they were made, so a removal precedes its re-insertion), after the
        // articles, made storing 30,000 new articles about 15% faster than writing each
        // article's entry as it comes.
        let ordered = changes.enumerated().sorted { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }
        for (_, change) in ordered {
            try index(change.indexable, key: change.key, delete: change.delete, in: database)
        }
        return results
    }

    /// Creates or refreshes the feed row; a name given in the urls file wins over a known one.
    private static func upsertFeed(_ source: Source, in database: Database) throws(StoreError) {
        let givenTitle = source.title.flatMap { $0.isEmpty ? nil : $0 }
        let url: String? = if case .feed(let url) = source.kind { Source.keyWithoutPassword(url.absoluteString) } else { nil }
        let tags = (try? JSONEncoder().encode(source.tags)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        try database.run(
            """
            INSERT INTO feeds (key, title, url, tags) VALUES (?1, COALESCE(?2, ?3), ?4, ?5)
            ON CONFLICT (key) DO UPDATE SET title = COALESCE(?2, feeds.title, ?3), url = ?4, tags = ?5
            """, source.key, givenTitle, source.shortName, url, tags)
    }

    /// Inserts or updates one article, noting the search-index changes it needs; a `packed`
    /// body is stored instead of the summary and content text (which the article may no longer
    /// carry; `digest` tells whether the stored text differs).
    private static func upsert(
        _ article: Article, indexable: IndexableText, packed: PackedBody?, digest: TextDigest,
        sourceKey: String, firstSeen: Date, in database: Database, result: inout StoreResult,
        changes: inout [IndexChange]
    ) throws(StoreError) {
        let summary = packed == nil ? article.summary : nil
        let content = packed == nil ? article.content : nil
        let enclosures = EnclosureColumn.text(article.enclosures)
        // Most articles of a refresh are new: try the insert first, and read the stored row
        // only when the (source, guid) is already there.
        let insertedKey = try database.first(
            """
            INSERT INTO articles (source_key, guid, source_name, title, author, summary, content, packed_body, url,
                                  image_url, published, first_seen, read, starred, title_derived, enclosures)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (source_key, guid) DO NOTHING
            RETURNING list_key
            """,
            [
                sourceKey, article.guid, article.sourceName, article.title, article.author, summary,
                content, packed, article.url?.absoluteString, article.imageURL?.absoluteString,
                article.published, firstSeen, article.isRead, article.isStarred, article.isTitleDerived,
                enclosures
            ]
        ) { $0.int64(0) }
        if let insertedKey {
            changes.append(IndexChange(key: insertedKey, indexable: indexable, delete: false))
            result.inserted += 1
            return
        }
        let stored = try database.first(
            """
            SELECT id, list_key, title, \(PackedBody.summarySQL), \(PackedBody.contentSQL), source_name, author, url,
                   image_url, published, title_derived,
                   (SELECT indexed FROM full_texts WHERE article_id = articles.id), enclosures
            FROM articles WHERE source_key = ? AND guid = ?
            """, [sourceKey, article.guid]
        ) { row in
            StoredArticle(
                id: row.int64(0), listKey: row.int64(1),
                text: IndexedText(title: row.string(2) ?? "", summary: row.string(3), content: row.string(4)),
                others: [
                    row.string(5), row.string(6), row.string(7), row.string(8),
                    row.optionalInt64(9).map(String.init), String(row.bool(10)), row.string(12)
                ],
                fullText: row.string(11))
        }
        guard let stored else {
            // An article that expired is kept out by a trigger (see ``Schema/expiredArticles``).
            guard try isExpired(guid: article.guid, sourceKey: sourceKey, in: database) else {
                throw .corrupt(reason: StoreText.articleVanished.text)
            }
            result.unchanged += 1
            return
        }
        let others = [
            article.sourceName, article.author, article.url?.absoluteString,
            article.imageURL?.absoluteString, article.published.map { String($0.unixSeconds) }, String(article.isTitleDerived),
            enclosures
        ]
        let textChanged = TextDigest(stored.text) != digest
        guard textChanged || stored.others != others else {
            result.unchanged += 1
            return
        }
        let listKey =
            try database.first(
                """
                UPDATE articles SET source_name = ?, title = ?, author = ?, summary = ?, content = ?, packed_body = ?,
                                    url = ?, image_url = ?, published = ?, title_derived = ?, enclosures = ?
                WHERE id = ?
                RETURNING list_key
                """,
                [
                    article.sourceName, article.title, article.author, summary, content, packed,
                    article.url?.absoluteString, article.imageURL?.absoluteString, article.published,
                    article.isTitleDerived, enclosures, stored.id
                ]
            ) { $0.int64(0) } ?? stored.listKey
        if textChanged || stored.listKey != listKey {
            // A reader-mode page stays in the entry (see ``saveFullText``).
            changes.append(
                IndexChange(
                    key: stored.listKey, indexable: IndexableText(stored.text).extended(with: stored.fullText),
                    delete: true))
            changes.append(IndexChange(key: listKey, indexable: indexable.extended(with: stored.fullText), delete: false))
        }
        result.updated += 1
    }

    /// Adds an article's text to the search index under its list key, or removes it with `delete`.
    ///
    /// The index is contentless, so removal must be given exactly the text that was added;
    /// both come from the same pure ``SearchText`` function of the stored columns.
    static func index(
        _ text: IndexableText, key: Int64, delete: Bool,
        in database: Database
    ) throws(StoreError) {
        let sql =
            delete
            ? "INSERT INTO article_search (article_search, rowid, title, summary, content) VALUES ('delete', ?, ?, ?, ?)"
            : "INSERT INTO article_search (rowid, title, summary, content) VALUES (?, ?, ?, ?)"
        try database.run(sql, key, text.title, text.summary, text.content)
    }

    /// One pending change to the search index, applied in order after the articles are written.
    private struct IndexChange {
        var key: Int64
        var indexable: IndexableText
        var delete: Bool
    }

    /// A cached article as far as an upsert needs it.
    private struct StoredArticle {
        var id: Int64
        var listKey: Int64
        var text: IndexedText
        var others: [String?]
        /// The reader-mode text in the article's search entry, if any.
        var fullText: String?
    }
}
