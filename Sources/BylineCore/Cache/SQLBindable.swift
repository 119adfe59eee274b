import CSQLite
import Foundation

/// A Swift value that can be bound to a `?` parameter of a prepared statement.
protocol SQLBindable {
    /// Binds the value at a 1-based parameter index, returning SQLite's result code.
    func bind(to statement: OpaquePointer, at index: Int32) -> Int32
}

extension Int64: SQLBindable {
    /// Binds as INTEGER.
    func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
        sqlite3_bind_int64(statement, index, self)
    }
}

extension Int: SQLBindable {
    /// Binds as INTEGER.
    func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
        sqlite3_bind_int64(statement, index, Int64(self))
    }
}

extension Bool: SQLBindable {
    /// Binds as INTEGER 0 or 1 (SQLite has no boolean type).
    func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
        sqlite3_bind_int64(statement, index, self ? 1 : 0)
    }
}

extension Double: SQLBindable {
    /// Binds as REAL.
    func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
        sqlite3_bind_double(statement, index, self)
    }
}

extension String: SQLBindable {
    /// Binds as TEXT with an explicit length, so embedded NUL characters are kept.
    func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
        var text = self
        return text.withUTF8 { buffer in
            guard let base = buffer.baseAddress, !buffer.isEmpty else {
                return sqlite3_bind_text(statement, index, "", 0, byline_sqlite_transient())
            }
            return base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                sqlite3_bind_text64(
                    statement, index, pointer, UInt64(buffer.count), byline_sqlite_transient(),
                    UInt8(SQLITE_UTF8))
            }
        }
    }
}

extension Date: SQLBindable {
    /// Binds as INTEGER unix seconds, the unit every time column in the cache uses.
    func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
        sqlite3_bind_int64(statement, index, unixSeconds)
    }
}

extension Optional: SQLBindable where Wrapped: SQLBindable {
    /// Binds the wrapped value, or NULL.
    func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
        switch self {
        case .some(let value): value.bind(to: statement, at: index)
        case .none: sqlite3_bind_null(statement, index)
        }
    }
}
