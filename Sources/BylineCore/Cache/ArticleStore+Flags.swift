import Foundation

extension ArticleStore {
    /// Marks articles read or unread, in one transaction; returns how many of the ids exist.
    @discardableResult
    public func setRead(_ ids: [Int64], _ read: Bool) throws(StoreError) -> Int {
        try write { database throws(StoreError) in
            var found = 0
            for id in ids {
                found += try database.run("UPDATE articles SET read = ? WHERE id = ?", read, id)
            }
            return found
        }
    }

    /// Stars or unstars one article; returns false when there is no article with that id.
    @discardableResult
    public func setStarred(_ id: Int64, _ starred: Bool) throws(StoreError) -> Bool {
        try withDatabase { database throws(StoreError) in
            try database.run("UPDATE articles SET starred = ? WHERE id = ?", starred, id) > 0
        }
    }

    /// Marks every unread article matching `query` read; returns how many changed.
    @discardableResult
    public func markAllRead(_ query: ArticleQuery) throws(StoreError) -> Int {
        try markAllReadReturningIDs(query).count
    }

    /// Marks every unread article matching `query` read, in one statement; returns the ids
    /// that changed, so the change can be taken back (undo) exactly.
    @discardableResult
    public func markAllReadReturningIDs(_ query: ArticleQuery) throws(StoreError) -> [Int64] {
        var (conditions, values) = self.conditions(query)
        conditions.append("articles.read = 0")
        if let match = query.matchExpression {
            conditions.append("articles.list_key IN (SELECT rowid FROM article_search WHERE article_search MATCH ?)")
            values.append(match)
        }
        let sql = "UPDATE articles SET read = 1 WHERE " + conditions.joined(separator: " AND ") + " RETURNING id"
        return try write { database throws(StoreError) in
            try database.query(sql, values) { $0.int64(0) }
        }
    }
}
