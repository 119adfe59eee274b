import Foundation

extension ArticleStore {
    /// Stores articles brought over from another reader (newsboat), in one transaction, so
    /// that importing again changes only what changed in the other reader since.
    ///
    /// Articles the cache lacks are stored through the same path a refresh takes (so identity,
    /// counters and the search index agree) with the other reader's read and starred flags.
    /// An article already here keeps its text (a refresh keeps that up to date), and its
    /// flags are merged three ways against what the last import brought (kept in
    /// `imported_flags`): a flag the other reader changed since, and that was not changed
    /// here, takes the other reader's value; a flag changed here is never overwritten. An
    /// article never imported before (a refresh stored it) becomes read or starred when it is
    /// so in either reader.
    @discardableResult
    public func importArticles(_ articles: [Article], for source: Source, now: Date = Date()) throws(StoreError) -> StoreResult {
        try write { database throws(StoreError) in
            var missing: [Article] = []
            for article in articles {
                let key = [source.key, article.guid]
                let here = try database.first("SELECT read, starred FROM articles WHERE source_key = ? AND guid = ?", key) {
                    ImportedFlags(read: $0.bool(0), starred: $0.bool(1))
                }
                let before = try database.first("SELECT read, starred FROM imported_flags WHERE source_key = ? AND guid = ?", key) {
                    ImportedFlags(read: $0.bool(0), starred: $0.bool(1))
                }
                let there = ImportedFlags(read: article.isRead, starred: article.isStarred)
                if let here {
                    let merged = here.merged(with: there, since: before)
                    if merged != here {
                        try database.run(
                            "UPDATE articles SET read = ?, starred = ? WHERE source_key = ? AND guid = ?",
                            merged.read, merged.starred, source.key, article.guid)
                    }
                } else {
                    missing.append(article)
                }
                try database.run(
                    """
                    INSERT INTO imported_flags (source_key, guid, read, starred) VALUES (?1, ?2, ?3, ?4)
                    ON CONFLICT (source_key, guid) DO UPDATE SET read = ?3, starred = ?4
                    """, source.key, article.guid, there.read, there.starred)
            }
            return try Self.store([(PreparedArticles(missing), source)], now: now, in: database)[0]
        }
    }
}

/// An article's read and starred flags, as one reader has them.
struct ImportedFlags: Equatable {
    /// Whether it is read.
    var read: Bool
    /// Whether it is starred.
    var starred: Bool

    /// These flags (here) after an import that brings `there`, when the last import brought
    /// `before` (nil: never imported).
    func merged(with there: ImportedFlags, since before: ImportedFlags?) -> ImportedFlags {
        guard let before else { return ImportedFlags(read: read || there.read, starred: starred || there.starred) }
        return ImportedFlags(
            read: Self.merge(here: read, there: there.read, before: before.read),
            starred: Self.merge(here: starred, there: there.starred, before: before.starred))
    }

    /// One flag: the other reader's value when it changed there and not here, else ours.
    private static func merge(here: Bool, there: Bool, before: Bool) -> Bool {
        there != before && here == before ? there : here
    }
}
