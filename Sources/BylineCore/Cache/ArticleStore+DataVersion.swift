import Foundation

extension ArticleStore {
    /// SQLite's `PRAGMA data_version` on this connection: it changes whenever another
    /// connection (another process's `byline refresh`, `byline mark`, or one of this
    /// process's own writers) commits to the file, and stays the same otherwise, so an open
    /// browser can notice new articles by asking it every second or two at almost no cost.
    public func dataVersion() throws(StoreError) -> Int64 {
        try withDatabase { database throws(StoreError) in try database.integer("PRAGMA data_version") }
    }
}
