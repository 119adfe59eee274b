import Foundation

/// The cache's tables, versioned with `PRAGMA user_version` and built by ordered migrations.
///
/// A migration is applied once, in order, inside the same transaction as the version bump;
/// never edit one that has shipped: add the next. `user_version` 0 means an empty file.
enum Schema {
    /// One step from `version - 1` to `version`.
    struct Migration {
        /// The version the file has after this step.
        let version: Int
        /// The statements that make the step.
        let sql: String
    }

    /// Every migration, oldest first; versions are 1, 2, 3… with no gaps.
    static let migrations: [Migration] = [
        version1, version2, version3, sourceTags, feedEtiquette, titleDerived, syncJournal,
        readerFullTexts, readerFetchSkips, expiredArticles, packedBodies, searchMerging,
        importedFlags, feedErrorsAsData, sourceIntents, packedReaderPages, articleEnclosures,
        downloadQueue, subscriptionJournal
    ]

    /// The version this build writes.
    static var current: Int { migrations.last?.version ?? 0 }

    /// Brings the file from its version up to `target` (default: current) in one transaction.
    ///
    /// An up-to-date file is recognised without taking the write lock, so opening the cache
    /// while a refresh is writing does not wait; the version is checked again under the lock
    /// in case another process migrated it meanwhile.
    static func migrate(_ database: Database, to target: Int = current) throws(StoreError) {
        guard try database.integer("PRAGMA user_version") < target else { return }
        try database.transaction { () throws(StoreError) in
            let found = Int(try database.integer("PRAGMA user_version"))
            guard found < target else { return }
            for migration in migrations where migration.version > found && migration.version <= target {
                try database.execute(migration.sql)
                try database.execute("PRAGMA user_version = \(migration.version)")
            }
        }
    }
}
