import Foundation

extension ArticleStore {
    /// The columns of an ``ArticleSummary``, in the order ``summary(_:)`` reads them.
    private static let summaryColumns = """
        articles.id, articles.source_key, articles.source_name, articles.title, articles.published,
        COALESCE(articles.published, articles.first_seen), articles.read, articles.starred, articles.url,
        articles.list_key, articles.enclosures IS NOT NULL
        """

    /// A page of the list, newest first (published, else first seen; then newest id), from
    /// `offset`. Walks an index in list order, so a page near the top costs the same at any
    /// cache size; for pages deep in the list prefer ``summaries(_:after:limit:)``.
    public func summaries(_ query: ArticleQuery, offset: Int, limit: Int) throws(StoreError) -> [ArticleSummary] {
        var selection = self.selection(query)
        let sql = "SELECT \(Self.summaryColumns)\(selection.fromWhere) ORDER BY \(selection.orderBy()) LIMIT ? OFFSET ?"
        return try withDatabase { database throws(StoreError) in
            try selection.expandSearch(query, in: database)
            return try database.query(sql, selection.values + [max(0, limit), max(0, offset)], row: Self.summary)
        }
    }

    /// Up to `limit` rows that come after `cursor` in the list (older), newest first; from
    /// the top when `cursor` is nil. Costs O(limit) wherever the cursor is.
    public func summaries(_ query: ArticleQuery, after cursor: ArticleCursor?, limit: Int) throws(StoreError)
        -> [ArticleSummary]
    {
        var selection = self.selection(query)
        if let cursor { selection.add(position: true, listKey: cursor.key) }
        let sql = "SELECT \(Self.summaryColumns)\(selection.fromWhere) ORDER BY \(selection.orderBy()) LIMIT ?"
        return try withDatabase { database throws(StoreError) in
            try selection.expandSearch(query, in: database)
            return try database.query(sql, selection.values + [max(0, limit)], row: Self.summary)
        }
    }

    /// Up to `limit` rows that come just before `cursor` in the list (newer), newest first.
    public func summaries(_ query: ArticleQuery, before cursor: ArticleCursor, limit: Int) throws(StoreError)
        -> [ArticleSummary]
    {
        var selection = self.selection(query)
        selection.add(position: false, listKey: cursor.key)
        let sql = "SELECT \(Self.summaryColumns)\(selection.fromWhere) ORDER BY \(selection.orderBy(reversed: true)) LIMIT ?"
        let rows = try withDatabase { database throws(StoreError) in
            try selection.expandSearch(query, in: database)
            return try database.query(sql, selection.values + [max(0, limit)], row: Self.summary)
        }
        return rows.reversed()
    }

    /// How many articles match.
    ///
    /// Without search, starred, source-name or filter expression (and with no display-mode
    /// killfile rule in force) this reads the per-feed counters (cost grows with the number
    /// of feeds, not articles); a bare search counts the search index's matches; starred and
    /// search with filters count index entries; a source-name filter (meant for the command
    /// line), a filter expression or a killfile rule reads the articles they select.
    public func count(_ query: ArticleQuery) throws(StoreError) -> Int {
        let match = query.matchExpression
        let conditions = self.conditions(query)
        let sql: String
        var values: [any SQLBindable] = []
        if match == nil && !query.starredOnly && query.sourceName == nil && query.filter == nil && !hidesIgnored(query) {
            let column = query.unreadOnly ? "unread_count" : "article_count"
            let (conditions, keys) = query.feedConditions()
            sql = "SELECT COALESCE(SUM(\(column)), 0) FROM feeds" + (conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND "))
            values = keys
        } else if let match, conditions.sql.isEmpty {
            sql = "SELECT count(*) FROM article_search WHERE article_search MATCH ?"
            values.append(match)
        } else {
            let selection = self.selection(query)
            sql = "SELECT count(*)\(selection.fromWhere)"
            values = selection.values
        }
        return try withDatabase { database throws(StoreError) in Int(try database.integer(sql, values)) }
    }

    /// How many articles match and are unread.
    public func unreadCount(_ query: ArticleQuery) throws(StoreError) -> Int {
        var unread = query
        unread.unreadOnly = true
        return try count(unread)
    }

    /// The 0-based position of article `id` in the list for `query`, or nil when it is not
    /// in that list; used to keep the selection on the same article across a refresh.
    public func index(of id: Int64, in query: ArticleQuery) throws(StoreError) -> Int? {
        var member = self.selection(query)
        member.add("\(member.key) = ?")
        return try withDatabase { database throws(StoreError) -> Int? in
            guard let key = try database.first("SELECT list_key FROM articles WHERE id = ?", [id], row: { $0.int64(0) }),
                try database.integer("SELECT count(*)\(member.fromWhere)", member.values + [key]) > 0
            else { return nil }
            var earlier = self.selection(query)
            earlier.add(position: false, listKey: key)
            return Int(try database.integer("SELECT count(*)\(earlier.fromWhere)", earlier.values))
        }
    }

    /// The whole article, with its text, or nil when there is no article with that id.
    public func article(id: Int64) throws(StoreError) -> Article? {
        try withDatabase { database throws(StoreError) in
            try database.first(
                """
                SELECT id, source_key, source_name, guid, title, author, \(PackedBody.summarySQL), \(PackedBody.contentSQL), url, image_url,
                       published, read, starred, title_derived, enclosures
                FROM articles WHERE id = ?
                """, [id]
            ) { row in
                Article(
                    id: row.int64(0), sourceKey: row.string(1) ?? "", sourceName: row.string(2) ?? "",
                    guid: row.string(3) ?? "", title: row.string(4) ?? "", author: row.string(5),
                    summary: row.string(6), content: row.string(7), url: row.url(8), imageURL: row.url(9),
                    published: row.date(10), isRead: row.bool(11), isStarred: row.bool(12),
                    isTitleDerived: row.bool(13), enclosures: EnclosureColumn.enclosures(row.string(14)))
            }
        }
    }

    /// Reads one row of ``summaryColumns``.
    private static func summary(_ row: Statement) -> ArticleSummary {
        var summary = ArticleSummary(
            id: row.int64(0), sourceKey: row.string(1) ?? "", sourceName: row.string(2) ?? "",
            title: row.string(3) ?? "", published: row.date(4),
            sortDate: Date(timeIntervalSince1970: TimeInterval(row.int64(5))),
            isRead: row.bool(6), isStarred: row.bool(7), url: row.url(8),
            cursor: ArticleCursor(key: row.int64(9)))
        summary.hasMedia = row.bool(10)
        return summary
    }
}
