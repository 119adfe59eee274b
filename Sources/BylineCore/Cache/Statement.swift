import CSQLite
import Foundation

/// A prepared SQLite statement with typed binding and column reading.
///
/// Statements belong to one ``Database`` and are reused through its cache; callers
/// bind, step and the database resets them after each use.
final class Statement {
    /// SQLite's handle.
    let handle: OpaquePointer
    /// The connection, for turning result codes into ``StoreError``s.
    private unowned let database: Database

    /// Wraps a prepared handle; the statement finalizes it when released.
    init(handle: OpaquePointer, database: Database) {
        self.handle = handle
        self.database = database
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Binds `values` to parameters 1, 2, … in order.
    func bind(_ values: [any SQLBindable]) throws(StoreError) {
        for (offset, value) in values.enumerated() {
            let code = value.bind(to: handle, at: Int32(offset + 1))
            if code != SQLITE_OK { throw database.error(code) }
        }
    }

    /// Runs the statement one step: true when a row is ready to read, false when done.
    func step() throws(StoreError) -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw database.error(code)
        }
    }

    /// Makes the statement ready for its next use and drops its bindings.
    func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    /// Whether the column holds NULL.
    func isNull(_ column: Int32) -> Bool {
        sqlite3_column_type(handle, column) == SQLITE_NULL
    }

    /// The column as an integer (0 for NULL).
    func int64(_ column: Int32) -> Int64 {
        sqlite3_column_int64(handle, column)
    }

    /// The column as an `Int` (0 for NULL).
    func int(_ column: Int32) -> Int {
        Int(sqlite3_column_int64(handle, column))
    }

    /// The column as a flag: any non-zero integer is true.
    func bool(_ column: Int32) -> Bool {
        sqlite3_column_int64(handle, column) != 0
    }

    /// The column as an integer, or nil for NULL.
    func optionalInt64(_ column: Int32) -> Int64? {
        isNull(column) ? nil : int64(column)
    }

    /// The column as text, or nil for NULL; invalid UTF-8 is repaired, never trapped on.
    func string(_ column: Int32) -> String? {
        guard !isNull(column), let text = sqlite3_column_text(handle, column) else { return nil }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    /// The column (unix seconds) as a date, or nil for NULL.
    func date(_ column: Int32) -> Date? {
        optionalInt64(column).map { Date(timeIntervalSince1970: TimeInterval($0)) }
    }

    /// The column as a URL, or nil for NULL or text that is not one.
    func url(_ column: Int32) -> URL? {
        string(column).flatMap { URL(string: $0) }
    }
}
