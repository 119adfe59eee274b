import Foundation
import Synchronization

/// The intents journal (``SourceIntent``): written before the urls file changes, finished
/// in the same transaction as the cache's part of the change.
extension ArticleStore {
    /// Records `intent`, replacing any earlier one for its source.
    public func record(_ intent: SourceIntent) throws(StoreError) {
        try write { database throws(StoreError) in
            try database.run(
                """
                INSERT OR REPLACE INTO source_intents (source_key, urls_file, action, moved_to, recorded)
                VALUES (?, ?, ?, ?, ?)
                """, intent.key, intent.urlsFile, intent.action.rawValue, intent.movedTo, Self.milliseconds(intent.recorded))
        }
    }

    /// The intents recorded for the urls file `urlsFile` (``LocalFile/identity(of:)``).
    public func intents(forURLsFile urlsFile: String) throws(StoreError) -> [SourceIntent] {
        try withDatabase { database throws(StoreError) in
            try database.query(
                """
                SELECT source_key, urls_file, action, moved_to, recorded FROM source_intents WHERE urls_file = ? ORDER BY recorded
                """, [urlsFile]
            ) { row in
                SourceIntent(
                    key: row.string(0) ?? "", urlsFile: row.string(1) ?? "",
                    action: SourceIntent.Action(rawValue: row.string(2) ?? "") ?? .removed, movedTo: row.string(3),
                    recorded: Date(timeIntervalSince1970: TimeInterval(row.int64(4)) / 1000))
            }
        }
    }

    /// Forgets the intent recorded for `key`, whatever it was.
    public func forgetIntent(for key: String) throws(StoreError) {
        try write { database throws(StoreError) in _ = try database.run("DELETE FROM source_intents WHERE source_key = ?", key) }
    }

    /// The cache's part of a removal, in one transaction: the articles of `key` are deleted
    /// (starred ones stay, see ``removeArticles(ofSource:keepStarred:)``) and the intent
    /// becomes ``SourceIntent/Action/removed`` as of `now`, so a refresh that read the urls
    /// file before now does not store the source again.
    public func finishRemoval(of key: String, urlsFile: String, now: Date = Date()) throws(StoreError) -> SourceRemoval {
        try write { database throws(StoreError) in
            let removal = try Self.removeArticles(ofSource: key, keepStarred: true, in: database)
            try database.run(
                """
                INSERT OR REPLACE INTO source_intents (source_key, urls_file, action, moved_to, recorded)
                VALUES (?, ?, 'removed', NULL, ?)
                """, key, urlsFile, Self.milliseconds(now))
            return removal
        }
    }

    /// The cache's part of a move, in one transaction: `old` merges into `new`
    /// (``mergeSource(_:into:)``) and its intent is forgotten.
    @discardableResult
    public func finishMove(from old: String, to new: String) throws(StoreError) -> Bool {
        try write { database throws(StoreError) in
            let merged = try Self.mergeSource(old, into: new, in: database)
            try database.run("DELETE FROM source_intents WHERE source_key = ? AND action = 'move'", old)
            return merged
        }
    }

    /// Tells the store when the urls file its refreshes fetch from was read: a source removed
    /// after that (by another Byline) is not stored again by them (see ``storeRefreshed(_:ignoring:now:)``).
    public func setSourcesRead(at date: Date?) {
        sourcesRead.withLock { $0 = date }
    }

    /// Of `keys`, those removed from a urls file after the store's sources were read.
    static func removedSinceRead(_ keys: [String], sourcesRead: Date?, in database: Database) throws(StoreError) -> Set<String> {
        guard let sourcesRead, !keys.isEmpty else { return [] }
        let removed = try database.query(
            """
            SELECT source_key FROM source_intents WHERE action IN ('remove', 'removed') AND recorded >= ?
            """, [milliseconds(sourcesRead)]
        ) { $0.string(0) ?? "" }
        return Set(removed).intersection(keys)
    }

    /// A time as the journal keeps it: unix milliseconds.
    static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
    }
}
