import BylineText
import CSQLite
import Foundation
import Synchronization

/// The offline cache: feeds, articles and their full-text index in one SQLite file.
///
/// This is the only type that touches SQLite. Each instance owns one connection behind a
/// lock, so one store may be shared by concurrent refresh tasks (their writes take turns,
/// one transaction per source). The UI should open its own instance: WAL lets its reads
/// run while a refresh writes, and its small writes (read flags) wait up to the busy
/// timeout for a refresh transaction to finish.
///
/// Search: words in ``ArticleQuery/search`` are matched against the title, summary and
/// the lead of the body's text (HTML removed; see ``SearchText/contentLimit``). Every word
/// must match; a word of three or more letters also finds longer words it starts ("swi"
/// finds "Swift"); Latin letters match regardless of case and accents; Korean matches word
/// starts ("정부" finds "정부는"); Japanese and Chinese match anywhere ("東京" finds
/// "東京で大雨"). FTS syntax in the input is treated as text. Results are in list order.
public final class ArticleStore: Sendable {
    /// How long a write waits for another writer before failing with ``StoreError/busy(seconds:)``.
    public static let defaultBusyTimeout: TimeInterval = 5

    /// The cache file.
    public let path: String
    /// Set when the file found at ``path`` was damaged and moved aside on open.
    public let recovery: CacheRecovery?
    /// The connection; every use holds the lock for one statement or one transaction.
    private let connection: Mutex<Database>
    /// The killfile's display-mode rules, left out of every list and count (see ``setIgnoreRules(_:)``).
    let displayRules = Mutex<[IgnoreRule]>([])
    /// When the urls file this store's refreshes fetch from was read (see ``setSourcesRead(at:)``).
    let sourcesRead = Mutex<Date?>(nil)

    init(path: String, database: consuming sending Database, recovery: CacheRecovery?) {
        self.path = path
        self.recovery = recovery
        self.connection = Mutex(database)
    }

    /// Opens the cache at `path`, creating it (and its folders, private to the user) when
    /// missing and migrating an older schema.
    ///
    /// A file that is not a database, whose schema cannot be read, or that an earlier use
    /// found damaged (and a check confirms it), is moved aside (see ``recovery``), and what
    /// can still be read of it is copied into the new cache started in its place (see
    /// ``CacheSalvage``); a cache from a newer Byline is refused. A cache that is busy
    /// (locked by another program) or read-only is reported as such and left alone.
    public static func open(
        at path: String, busyTimeout: TimeInterval = defaultBusyTimeout,
        now: Date = Date()
    ) throws(StoreError) -> ArticleStore {
        try CacheFile.prepare(path)
        do {
            let database = try connect(path, busyTimeout: busyTimeout)
            return ArticleStore(path: path, database: database, recovery: nil)
        } catch .corrupt(let reason) {
            let movedTo = try CacheFile.moveAside(path, now: now)
            try CacheFile.prepare(path)
            let database = try connect(path, busyTimeout: busyTimeout)
            let saved = CacheSalvage.copy(from: movedTo, into: database)
            CacheFile.clearDamage(path)
            let recovery = CacheRecovery(
                path: path, movedTo: movedTo, reason: CacheFile.damageSummary(reason, movedTo: movedTo),
                saved: saved)
            return ArticleStore(path: path, database: database, recovery: recovery)
        }
    }

    /// Process-wide SQLite settings, applied once before the first connection: memory
    /// statistics off, since they put a global mutex around every allocation SQLite makes
    /// (a few percent of a refresh's writer time) and Byline never reads them.
    private static let sqliteSetUp: Void = {
        _ = byline_sqlite_disable_memory_statistics()
    }()

    /// Opens the connection the store will use: inspects the file, sets it up, migrates it, and
    /// renames sources an older build knew by a password-bearing address.
    private static func connect(_ path: String, busyTimeout: TimeInterval) throws(StoreError) -> Database {
        _ = sqliteSetUp
        try inspect(path, busyTimeout: busyTimeout)
        let database = try Database(path: path, busyTimeout: busyTimeout)
        // Possible only in a file with no tables yet (an older cache gets it from `byline vacuum`);
        // asked only then, since setting it takes the write lock, which opening must not wait for.
        if try database.integer("SELECT count(*) FROM sqlite_schema") == 0 {
            try database.execute("PRAGMA auto_vacuum = INCREMENTAL")
        }
        try configure(database)
        try Schema.migrate(database)
        try forgetPasswordsInKeys(in: database)
        return database
    }

    /// The settings every connection to the cache runs with (`ArticleStore+Connections.swift`
    /// opens the others with them too).
    static func configure(_ database: Database) throws(StoreError) {
        _ = try database.first("PRAGMA journal_mode = WAL") { $0.string(0) }
        // NORMAL is safe with WAL (a crash loses at most the last transactions, never
        // consistency) and saves an fsync per transaction, which matters with one
        // transaction per source. A 4 MB page cache (SQLite's default is 2 MB; Byline had
        // 16 MB) refreshes and lists a million articles as fast and takes 15 MB less at its
        // peak (bench/RESULTS.md §17): the operating system caches the file anyway.
        try database.execute(
            """
            PRAGMA synchronous = NORMAL;
            PRAGMA foreign_keys = ON;
            PRAGMA temp_store = MEMORY;
            PRAGMA cache_size = -4000;
            PRAGMA wal_autocheckpoint = \(WALCheckpointer.storeAutocheckpoint);
            """)
    }

    /// Checks what the file is before anything writes to it: a damaged file throws
    /// ``StoreError/corrupt(reason:)``, a newer or foreign one its own error.
    ///
    /// The check uses a read-only connection because closing a read-write connection to a
    /// damaged file lets SQLite delete (or checkpoint into) its -wal, and those bytes must
    /// be moved aside intact. Reading the schema is what reveals a file that is not a
    /// database, or whose first pages are damaged.
    ///
    /// A read-only connection cannot replay a -wal left without its -shm (a refresh killed
    /// while it created the cache), and says "read-only" though the file is writable: then
    /// the check is left to the read-write connection, which replays it.
    private static func inspect(_ path: String, busyTimeout: TimeInterval) throws(StoreError) {
        do throws(StoreError) {
            try probe(path, busyTimeout: busyTimeout)
        } catch .readOnly where access(path, W_OK) == 0 && access((path as NSString).deletingLastPathComponent, W_OK) == 0 {
            return
        }
    }

    private static func probe(_ path: String, busyTimeout: TimeInterval) throws(StoreError) {
        let probe = try Database(path: path, busyTimeout: busyTimeout, readOnly: true)
        let objects = try probe.integer("SELECT count(*) FROM sqlite_schema")
        let version = Int(try probe.integer("PRAGMA user_version"))
        if version > Schema.current {
            throw .newerSchema(path: path, found: version, supported: Schema.current)
        }
        if version == 0 && objects > 0 { throw .notACache(path: path) }
        try CacheFile.confirmDamage(path, with: probe)
    }

    /// Runs `body` with the connection, holding the lock so only one thread uses it.
    @discardableResult
    func withDatabase<T: Sendable>(_ body: (Database) throws(StoreError) -> T) throws(StoreError) -> T {
        try connection.withLock { (database: inout sending Database) throws(StoreError) -> sending T in
            try body(database)
        }
    }

    /// Runs `body` in one write transaction (BEGIN IMMEDIATE), holding the lock.
    @discardableResult
    func write<T: Sendable>(_ body: (Database) throws(StoreError) -> T) throws(StoreError) -> T {
        try withDatabase { database throws(StoreError) in
            try database.transaction { () throws(StoreError) in try body(database) }
        }
    }

    /// Runs SQLite's full consistency check and the search index's own, returning their
    /// findings: `["ok"]` when both are sound.
    public func integrityCheck() throws(StoreError) -> [String] {
        try withDatabase { database throws(StoreError) in
            var findings = try database.query("PRAGMA integrity_check") { $0.string(0) ?? "" }
            do throws(StoreError) {
                try database.execute("INSERT INTO article_search (article_search) VALUES ('integrity-check')")
            } catch .corrupt(let reason) {
                findings = findings == ["ok"] ? [] : findings
                findings.append(StoreText.searchIndex(reason))
            }
            return findings
        }
    }
}
