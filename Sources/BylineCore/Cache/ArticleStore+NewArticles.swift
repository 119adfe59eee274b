import Foundation

extension ArticleStore {
    /// The highest article id the cache has handed out (ids only grow: the table is
    /// AUTOINCREMENT), so the articles a refresh stores are the ones above it.
    public func highestArticleID() throws(StoreError) -> Int64 {
        try withDatabase { database throws(StoreError) in
            try database.integer("SELECT COALESCE(MAX(id), 0) FROM articles")
        }
    }

    /// The titles of the articles stored after id `after` for `sourceKeys`, newest first, at
    /// most `limit` of them.
    public func titlesOfArticles(after id: Int64, sourceKeys: [String], limit: Int) throws(StoreError) -> [String] {
        guard !sourceKeys.isEmpty, limit > 0 else { return [] }
        return try withDatabase { database throws(StoreError) in
            let marks = Array(repeating: "?", count: sourceKeys.count).joined(separator: ", ")
            let values: [any SQLBindable] = [id] + sourceKeys.map { $0 as any SQLBindable } + [Int64(limit)]
            return try database.query(
                """
                SELECT title FROM articles WHERE id > ? AND source_key IN (\(marks))
                ORDER BY id DESC LIMIT ?
                """, values
            ) { row in row.string(0) ?? "" }
        }
    }
}

extension ArticleStore {
    /// The ids of `sourceKey`'s articles stored after id `after` that carry enclosures,
    /// newest first (in list order: published, else first seen).
    public func idsOfArticlesWithEnclosures(after id: Int64, sourceKey: String) throws(StoreError) -> [Int64] {
        try withDatabase { database throws(StoreError) in
            try database.query(
                """
                SELECT id FROM articles WHERE id > ? AND source_key = ? AND enclosures IS NOT NULL
                ORDER BY list_key DESC
                """, [id, sourceKey]
            ) { row in row.int64(0) }
        }
    }
}
