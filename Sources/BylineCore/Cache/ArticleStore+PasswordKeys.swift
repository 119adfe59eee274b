import Foundation

extension ArticleStore {
    /// Renames every source the cache knows by an address with a password in it
    /// (`https://user:password@host/feed`, as builds before this one named a feed written so
    /// in the urls file) to its key without the password (``Source/keyWithoutPassword(_:)``),
    /// with its articles, flags and history; and drops such passwords from the feeds' URLs.
    ///
    /// Runs when the cache is opened. Finding nothing costs one look at the feeds' keys
    /// (without taking the write lock); the renaming is one transaction that checks again
    /// under the lock, so two Bylines opening at once do it once. SQLite's `secure_delete` is
    /// on meanwhile, so the old names are overwritten in the file, not only unlinked.
    static func forgetPasswordsInKeys(in database: Database) throws(StoreError) {
        let pattern = "*://*:*@*"
        // The pattern also matches a colon and an @ later in the path or query; only a real
        // login is worth the write lock, which opening must not take for nothing.
        let candidates = try database.query("SELECT key, url FROM feeds WHERE key GLOB ?1 OR url GLOB ?1", [pattern]) {
            [$0.string(0) ?? "", $0.string(1) ?? ""]
        }
        guard candidates.joined().contains(where: { Source.keyWithoutPassword($0) != $0 }) else { return }
        try database.execute("PRAGMA secure_delete = ON")
        defer { try? database.execute("PRAGMA secure_delete = OFF") }
        try database.transaction { () throws(StoreError) in
            let keys = try database.query("SELECT key FROM feeds WHERE key GLOB ?", [pattern]) { $0.string(0) ?? "" }
            for old in keys {
                let new = Source.keyWithoutPassword(old)
                guard new != old else { continue }
                _ = try mergeSource(old, into: new, in: database)
                try database.run("UPDATE OR IGNORE imported_flags SET source_key = ?1 WHERE source_key = ?2", new, old)
                try database.run("DELETE FROM imported_flags WHERE source_key = ?", old)
                try database.run("UPDATE OR IGNORE source_intents SET source_key = ?1 WHERE source_key = ?2", new, old)
                try database.run("DELETE FROM source_intents WHERE source_key = ?", old)
            }
            let urls = try database.query("SELECT key, url FROM feeds WHERE url GLOB ?", [pattern]) {
                ($0.string(0) ?? "", $0.string(1) ?? "")
            }
            for (key, url) in urls {
                try database.run("UPDATE feeds SET url = ? WHERE key = ?", Source.keyWithoutPassword(url), key)
            }
            let moves = try database.query("SELECT source_key, moved_to FROM source_intents WHERE moved_to GLOB ?", [pattern]) {
                ($0.string(0) ?? "", $0.string(1) ?? "")
            }
            for (key, movedTo) in moves {
                try database.run("UPDATE source_intents SET moved_to = ? WHERE source_key = ?", Source.keyWithoutPassword(movedTo), key)
            }
        }
    }
}
