import Foundation

/// What removing a source's articles from the cache did.
public struct SourceRemoval: Sendable, Equatable {
    /// How many articles were deleted.
    public var deleted: Int
    /// How many starred articles were kept.
    public var keptStarred: Int
}

/// Forgetting a source that left the urls file (`byline remove`).
extension ArticleStore {
    /// Deletes the articles of the source `key` with their search entries and reader pages;
    /// with `keepStarred`, starred ones stay (and so does the source's row, which they
    /// belong to). When nothing of it is left, its feed row and tags go too, so a later
    /// `add` of the same feed starts fresh.
    @discardableResult
    public func removeArticles(ofSource key: String, keepStarred: Bool) throws(StoreError) -> SourceRemoval {
        try write { database throws(StoreError) in try Self.removeArticles(ofSource: key, keepStarred: keepStarred, in: database) }
    }

    /// Deletes the bundled demo's articles, once the user has a source of their own: a cache
    /// that ever showed the demo would otherwise keep its made-up articles in All forever,
    /// under no source the user could remove. Costs one lookup when they are not there.
    public func removeDemoArticles() throws(StoreError) {
        let key = Source.demo.key
        guard
            try withDatabase({ database throws(StoreError) in
                try database.integer("SELECT count(*) FROM feeds WHERE key = ?", [key])
            }) > 0
        else { return }
        try removeArticles(ofSource: key, keepStarred: false)
    }

    /// ``removeArticles(ofSource:keepStarred:)`` inside a transaction already open.
    static func removeArticles(ofSource key: String, keepStarred: Bool, in database: Database) throws(StoreError) -> SourceRemoval {
        let condition = keepStarred ? "source_key = ? AND starred = 0" : "source_key = ?"
        let deleted = try deleteArticles(where: condition, [key], in: database)
        let kept = Int(try database.integer("SELECT count(*) FROM articles WHERE source_key = ?", [key]))
        if kept == 0 {
            try database.run("DELETE FROM source_tags WHERE source_key = ?", key)
            try database.run("DELETE FROM feeds WHERE key = ?", key)
        }
        return SourceRemoval(deleted: deleted, keptStarred: kept)
    }

    /// Deletes the articles matching `condition` (an SQL condition on `articles` with
    /// `values` bound), with their search entries; their reader pages go with them.
    static func deleteArticles(
        where condition: String, _ values: [any SQLBindable],
        in database: Database
    ) throws(StoreError) -> Int {
        // The index is contentless: each entry is removed by giving back exactly its text.
        let entries = try database.query(
            """
            SELECT list_key, title, \(PackedBody.summarySQL), \(PackedBody.contentSQL), (SELECT indexed FROM full_texts WHERE article_id = articles.id)
            FROM articles WHERE \(condition)
            """, values
        ) { row in
            (
                key: row.int64(0),
                text: IndexableText(
                    IndexedText(
                        title: row.string(1) ?? "", summary: row.string(2),
                        content: row.string(3))
                ).extended(with: row.string(4))
            )
        }
        for entry in entries {
            try index(entry.text, key: entry.key, delete: true, in: database)
        }
        return try database.run("DELETE FROM articles WHERE \(condition)", values)
    }
}
