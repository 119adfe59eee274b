import Foundation

extension ArticleStore {
    /// Stores articles brought over from another reader, in one transaction, through the
    /// same path a refresh takes (so identity, counters and the search index agree), then
    /// sets every one's read and starred flags to the ones given: the other reader's
    /// state wins, and importing the same articles again changes nothing.
    @discardableResult
    public func importArticles(_ articles: [Article], for source: Source, now: Date = Date()) throws(StoreError) -> StoreResult {
        let prepared = PreparedArticles(articles)
        return try write { database throws(StoreError) in
            let result = try Self.store([(prepared, source)], now: now, in: database)[0]
            for article in articles {
                try database.run("""
                    UPDATE articles SET read = ?1, starred = ?2
                    WHERE source_key = ?3 AND guid = ?4 AND (read <> ?1 OR starred <> ?2)
                    """, article.isRead, article.isStarred, source.key, article.guid)
            }
            return result
        }
    }
}
