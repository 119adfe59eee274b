import Foundation

/// Giving space back: `byline vacuum` rebuilds the file; after an expiry, the free pages are
/// returned a few at a time (SQLite's incremental vacuum).
///
/// A cache made by this Byline is created with `auto_vacuum = INCREMENTAL`; an older one
/// gets it from its first `byline vacuum` (the setting only takes effect through a VACUUM,
/// which rewrites the whole file), and until then the incremental step does nothing.
extension ArticleStore {
    /// How many free pages one incremental step returns: one short write lock at a time.
    static let reclaimStep = 1024

    /// Returns up to `limit` free pages to the file system in steps of ``reclaimStep``, each
    /// its own short transaction; returns how many pages were freed (0 when the file was
    /// not made for incremental vacuum).
    @discardableResult
    public func reclaimFreePages(limit: Int = .max) throws(StoreError) -> Int {
        var freed = 0
        while freed < limit {
            let step = try withDatabase { database throws(StoreError) -> Int in
                guard try database.integer("PRAGMA auto_vacuum") == 2 else { return 0 }
                let before = Int(try database.integer("PRAGMA freelist_count"))
                guard before > 0 else { return 0 }
                try database.execute("PRAGMA incremental_vacuum(\(min(Self.reclaimStep, limit - freed)))")
                return before - Int(try database.integer("PRAGMA freelist_count"))
            }
            guard step > 0 else { break }
            freed += step
        }
        // The file shrinks when the WAL is written back into it.
        if freed > 0 { try withDatabase { database throws(StoreError) in try database.execute("PRAGMA wal_checkpoint(PASSIVE)") } }
        return freed
    }

    /// Rebuilds the cache file without its free space (and turns on incremental vacuum for
    /// an older cache): merges the search index, runs VACUUM, folds the WAL back in. Needs
    /// no other byline using the cache, and free disk space about the size of the file.
    public func vacuum() throws(StoreError) -> VacuumResult {
        let before = CacheFile.bytes(path)
        try withDatabase { database throws(StoreError) in
            // The index keeps removed entries until its segments merge.
            try database.transaction { () throws(StoreError) in
                try database.execute("INSERT INTO article_search (article_search) VALUES ('optimize')")
            }
            // VACUUM copies the database into a temporary one: on disk, not in memory.
            try database.execute(
                """
                PRAGMA auto_vacuum = INCREMENTAL;
                PRAGMA temp_store = FILE;
                VACUUM;
                PRAGMA temp_store = MEMORY;
                PRAGMA wal_checkpoint(TRUNCATE);
                """)
        }
        return VacuumResult(bytesBefore: before, bytesAfter: CacheFile.bytes(path))
    }
}

/// The cache's size on disk before and after ``ArticleStore/vacuum()``.
public struct VacuumResult: Sendable, Hashable {
    /// The file and its -wal before, in bytes.
    public var bytesBefore: Int64
    /// The file and its -wal after, in bytes.
    public var bytesAfter: Int64
}

extension CacheFile {
    /// The bytes of the cache file and its -wal together (0 for what does not exist).
    public static func bytes(_ path: String) -> Int64 {
        [path, path + "-wal"].reduce(0) { total, file in
            let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? NSNumber)?.int64Value ?? 0
            return total + size
        }
    }
}
