import BylineText
import CBodyCodec
import CRegex
import CSQLite
import Foundation

/// One SQLite connection: statements, transactions and errors as values.
///
/// Not thread-safe by itself: ``ArticleStore`` owns each connection behind a lock, which is
/// why the connection is opened with `SQLITE_OPEN_NOMUTEX`.
final class Database {
    /// SQLite's handle.
    let handle: OpaquePointer
    /// The file, for messages.
    let path: String
    /// How long a write waits for another connection's lock before giving up.
    let busyTimeout: TimeInterval
    /// Whether the connection only reads (then damage it meets is not noted for the next open).
    let readOnly: Bool
    /// Prepared statements by SQL text, so hot paths prepare once.
    private var statements: [String: Statement] = [:]
    /// The most statements kept prepared at once.
    static let maximumCachedStatements = 256

    /// Opens the database at `path`: read-write and created when missing, or `readOnly`.
    init(path: String, busyTimeout: TimeInterval, readOnly: Bool = false) throws(StoreError) {
        var handle: OpaquePointer?
        let access = readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        let flags = access | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &handle, flags, nil)
        guard code == SQLITE_OK, let handle else {
            let reason = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_close_v2(handle)
            throw code & 0xff == SQLITE_READONLY ? .readOnly(path: path) : .cannotOpen(path: path, reason: reason)
        }
        // `text REGEXP pattern` for the filter language and `byline_body` for packed bodies
        // (see ``PackedBody``), on every connection (see the shim).
        let registrations: [(String, (OpaquePointer) -> Int32)] = [
            ("REGEXP", { byline_sqlite_register_regexp(UnsafeMutableRawPointer($0)) }),
            ("byline_body", { byline_sqlite_register_body(UnsafeMutableRawPointer($0)) })
        ]
        for (name, register) in registrations {
            guard register(handle) == SQLITE_OK else {
                let reason = String(cString: sqlite3_errmsg(handle))
                sqlite3_close_v2(handle)
                throw .cannotOpen(path: path, reason: StoreText.functionUnregistered(name, reason))
            }
        }
        self.handle = handle
        self.path = path
        self.busyTimeout = busyTimeout
        self.readOnly = readOnly
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, Int32(clamping: Int((busyTimeout * 1000).rounded())))
    }

    deinit {
        statements.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Runs one or more statements that take no parameters and return no rows worth reading.
    func execute(_ sql: String) throws(StoreError) {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        if code != SQLITE_OK { throw error(code) }
    }

    /// A prepared statement for `sql`, from the cache when it was prepared before.
    func statement(_ sql: String) throws(StoreError) -> Statement {
        if let cached = statements[sql] { return cached }
        // Filters typed in the browser each make their own SQL text: keep the cache bounded.
        if statements.count >= Self.maximumCachedStatements { statements.removeAll() }
        var prepared: OpaquePointer?
        let code = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &prepared, nil)
        guard code == SQLITE_OK, let prepared else { throw error(code) }
        let statement = Statement(handle: prepared, database: self)
        statements[sql] = statement
        return statement
    }

    /// Runs one statement with `values` bound and returns how many rows it changed.
    @discardableResult
    func run(_ sql: String, _ values: any SQLBindable...) throws(StoreError) -> Int {
        try run(sql, values)
    }

    /// Runs one statement with `values` bound and returns how many rows it changed.
    @discardableResult
    func run(_ sql: String, _ values: [any SQLBindable]) throws(StoreError) -> Int {
        let statement = try statement(sql)
        defer { statement.reset() }
        try statement.bind(values)
        while try statement.step() {}
        return Int(sqlite3_changes64(handle))
    }

    /// Every row of a query, each turned into a value by `row`.
    func query<T>(
        _ sql: String, _ values: [any SQLBindable] = [],
        row: (Statement) throws(StoreError) -> T
    ) throws(StoreError) -> [T] {
        let statement = try statement(sql)
        defer { statement.reset() }
        try statement.bind(values)
        var rows: [T] = []
        while try statement.step() {
            rows.append(try row(statement))
        }
        return rows
    }

    /// The first row of a query turned into a value, or nil when there is none.
    func first<T>(
        _ sql: String, _ values: [any SQLBindable] = [],
        row: (Statement) throws(StoreError) -> T
    ) throws(StoreError) -> T? {
        let statement = try statement(sql)
        defer { statement.reset() }
        try statement.bind(values)
        return try statement.step() ? try row(statement) : nil
    }

    /// The integer in the first column of the first row (0 when there is no row).
    func integer(_ sql: String, _ values: [any SQLBindable] = []) throws(StoreError) -> Int64 {
        try first(sql, values) { $0.int64(0) } ?? 0
    }

    /// The rowid of the last row this connection inserted.
    var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Runs `body` inside `BEGIN IMMEDIATE … COMMIT`, rolling back when it throws.
    ///
    /// IMMEDIATE takes the write lock at the start, so a writer waits (up to the busy
    /// timeout) before doing work instead of failing half-way when it upgrades from a
    /// read. Called inside an open transaction, it simply runs `body` as part of it.
    func transaction<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        if sqlite3_get_autocommit(handle) == 0 { return try body() }
        try execute("BEGIN IMMEDIATE")
        do {
            let value = try body()
            try execute("COMMIT")
            return value
        } catch {
            if sqlite3_get_autocommit(handle) == 0 { sqlite3_exec(handle, "ROLLBACK", nil, nil, nil) }
            throw error
        }
    }

    /// Whether the system error behind an I/O error means the disk is full: SQLite reports
    /// a full disk as `SQLITE_FULL` only for its page writes; growing the `-shm` file, an
    /// fsync or a truncate that hit it come back as I/O errors (`disk I/O error (SQLite
    /// code 4874)`, `SQLITE_IOERR_SHMSIZE`), with ENOSPC (or EDQUOT, a quota) beneath.
    static func meansDiskFull(systemError: Int32) -> Bool {
        systemError == ENOSPC || systemError == EDQUOT
    }

    /// The ``StoreError`` for a failing result code, with SQLite's own words when useful.
    func error(_ code: Int32) -> StoreError {
        let reason = String(cString: sqlite3_errmsg(handle))
        switch code & 0xff {
        case SQLITE_BUSY, SQLITE_LOCKED: return .busy(seconds: busyTimeout)
        case SQLITE_CORRUPT, SQLITE_NOTADB:
            // Remembered beside the file, so the next open checks it and salvages what it can.
            if !readOnly { CacheFile.noteDamage(path, reason: reason) }
            return .corrupt(reason: reason)
        case SQLITE_FULL: return .diskFull
        case SQLITE_IOERR where Self.meansDiskFull(systemError: sqlite3_system_errno(handle)): return .diskFull
        case SQLITE_READONLY: return .readOnly(path: path)
        case SQLITE_TOOBIG: return .tooBig(what: StoreText.aValue.text)
        case SQLITE_CANTOPEN: return .cannotOpen(path: path, reason: reason)
        default: return .sqlite(code: code, message: reason)
        }
    }
}
