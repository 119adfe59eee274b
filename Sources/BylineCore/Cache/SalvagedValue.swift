import CSQLite
import Foundation

/// One column's value read from a damaged cache as SQLite stored it, to be bound unchanged
/// into the new one (the STRICT tables there check its type).
enum SalvagedValue: SQLBindable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])

    /// The value in `column` of the row `statement` stands on.
    init(_ statement: Statement, column: Int32) {
        let handle = statement.handle
        switch sqlite3_column_type(handle, column) {
        case SQLITE_INTEGER: self = .integer(sqlite3_column_int64(handle, column))
        case SQLITE_FLOAT: self = .real(sqlite3_column_double(handle, column))
        case SQLITE_TEXT: self = .text(statement.string(column) ?? "")
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(handle, column))
            guard count > 0, let bytes = sqlite3_column_blob(handle, column) else {
                self = .blob([])
                return
            }
            self = .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
        default: self = .null
        }
    }

    /// Binds the value with its own storage class.
    func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
        switch self {
        case .null: return sqlite3_bind_null(statement, index)
        case .integer(let value): return sqlite3_bind_int64(statement, index, value)
        case .real(let value): return value.bind(to: statement, at: index)
        case .text(let value): return value.bind(to: statement, at: index)
        case .blob(let bytes):
            guard !bytes.isEmpty else { return sqlite3_bind_zeroblob(statement, index, 0) }
            return bytes.withUnsafeBytes { buffer in
                sqlite3_bind_blob(statement, index, buffer.baseAddress, Int32(buffer.count), byline_sqlite_transient())
            }
        }
    }
}
