import BylineCore
import Foundation

extension CacheFolder {
    /// SQLite's integrity check plus the search index's, through Byline's own store: `["ok"]`
    /// when sound. A store that had to move a damaged file aside reports that instead.
    public func integrityCheck() throws -> [String] {
        let store = try ArticleStore.open(at: cache)
        if let recovery = store.recovery { return ["the cache was damaged and moved aside: \(recovery.message)"] }
        return try store.integrityCheck()
    }

    /// The output of the sqlite3 command-line shell for `sql` on the cache, or nil when the
    /// shell is not installed.
    public func sqlite(_ sql: String) throws -> String? {
        let shell = ["/usr/bin/sqlite3", "/bin/sqlite3", "/usr/local/bin/sqlite3"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        guard let shell else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: shell)
        process.arguments = [cache, sql]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
