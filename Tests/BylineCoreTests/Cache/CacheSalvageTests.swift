import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineText
@testable import BylineXML

/// A real cache whose pages are overwritten: what can be read is saved into the new cache,
/// with its flags, and the notice names the counts; a busy cache is never taken for damage.
@Suite("cache salvage", .serialized)
struct CacheSalvageTests {
    private static let total = 3000
    private static let sources = (0..<3).map { CacheSamples.source("feed\($0)") }

    /// Article n is read when n is a multiple of 7 and starred when a multiple of 11.
    private static func flags(_ guid: String) -> (read: Bool, starred: Bool)? {
        Int(guid.dropFirst()).map { ($0 % 7 == 0, $0 % 11 == 0) }
    }

    /// Fills a cache at `path` with ``total`` articles and their flags, all in the main file.
    private func buildCache(at path: String) throws {
        let store = try ArticleStore.open(at: path)
        for (offset, source) in Self.sources.enumerated() {
            let articles = stride(from: offset, to: Self.total, by: Self.sources.count).map { number in
                CacheSamples.article(
                    "n\(number)", of: source, summary: "Summary of story \(number) with some words.",
                    content: "<p>" + String(repeating: "Body text of story \(number). ", count: 8) + "</p>",
                    minutes: number)
            }
            try store.store(articles, for: source)
        }
        try store.withDatabase { database throws(StoreError) in
            try database.execute(
                """
                UPDATE articles SET read = 1 WHERE CAST(substr(guid, 2) AS INTEGER) % 7 = 0;
                UPDATE articles SET starred = 1 WHERE CAST(substr(guid, 2) AS INTEGER) % 11 = 0;
                PRAGMA wal_checkpoint(TRUNCATE);
                """)
        }
    }

    /// Overwrites three leaf pages of the articles table; returns how many rows they held.
    private func damageArticlePages(at path: String) throws -> Int {
        let pages = try Database(path: path, busyTimeout: 1, readOnly: true).query(
            "SELECT pageno, ncell FROM dbstat WHERE name = 'articles' AND pagetype = 'leaf' ORDER BY pageno"
        ) {
            (page: $0.int64(0), cells: $0.int(1))
        }
        #expect(pages.count > 20)
        let chosen = [pages[3], pages[pages.count / 2], pages[pages.count - 4]]
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        for page in chosen {
            try handle.seek(toOffset: UInt64(page.page - 1) * 4096)
            try handle.write(contentsOf: Data(repeating: 0xA5, count: 4096))
        }
        try handle.close()
        return chosen.map(\.cells).reduce(0, +)
    }

    @Test func theReadableArticlesOfADamagedCacheAreSavedWithTheirFlags() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("cache.db")
        try buildCache(at: path)
        let lost = try damageArticlePages(at: path)

        // The damage shows when a damaged page is read; the next open salvages.
        let first = try ArticleStore.open(at: path)
        #expect(first.recovery == nil)
        #expect(throws: StoreError.self) { _ = try first.summaries(.all, offset: 0, limit: Self.total) }
        let store = try ArticleStore.open(at: path)

        let recovery = try #require(store.recovery)
        let saved = Self.total - lost
        #expect(recovery.saved.articles == saved)
        #expect(
            recovery.message.contains("saved \(DigitGrouping.text(saved)) of about \(DigitGrouping.text(Self.total)) articles"),
            "\(recovery.message)")
        #expect(recovery.message.hasSuffix("the damaged file is at \(recovery.movedTo)"))
        let rows = try store.summaries(.all, offset: 0, limit: Self.total)
        #expect(rows.count == saved)
        for row in rows {
            let article = try #require(try store.article(id: row.id))
            let expected = try #require(Self.flags(article.guid))
            #expect(article.isRead == expected.read && article.isStarred == expected.starred, "\(article.guid)")
        }
        #expect(try store.feeds().map(\.total).reduce(0, +) == saved)
        #expect(try store.count(ArticleQuery(search: "body")) == saved)
        #expect(try store.integrityCheck() == ["ok"])
        #expect(!FileManager.default.fileExists(atPath: path + "-damaged"))
    }

    @Test("the salvage notice is one line: the check's problems are counted, their details in a log it names")
    func theSalvageNoticeIsOneLineWithALog() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("cache.db")
        try buildCache(at: path)
        // Pages freed by a deletion, then lost from the free list: SQLite's check lists each
        // ("Page 254 is never used"), on lines of their own under "*** in database main ***".
        let database = try Database(path: path, busyTimeout: 1)
        try database.execute("DELETE FROM articles WHERE id > 1000; PRAGMA wal_checkpoint(TRUNCATE);")
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        try handle.seek(toOffset: 32)
        try handle.write(contentsOf: Data(repeating: 0, count: 8))
        try handle.close()
        CacheFile.noteDamage(path, reason: "database disk image is malformed")

        let recovery = try #require(try ArticleStore.open(at: path).recovery)
        let log = recovery.movedTo + ".log"
        let oneLine = !recovery.message.contains { $0.isNewline }
        #expect(oneLine, "\(recovery.message)")
        #expect(recovery.message.contains("problems found; the details are in \(log))"), "\(recovery.message)")
        let details = try String(contentsOfFile: log, encoding: .utf8)
        #expect(details.hasPrefix("*** in database main ***\nPage "), "\(details)")
        let counted = try #require(Int(recovery.message.split(separator: "(")[1].prefix { $0.isNumber }))
        let problems = details.split { $0.isNewline }.filter { !$0.hasPrefix("***") }
        #expect(counted == problems.count)
        #expect(counted > 1)
    }

    @Test func aLockedCacheIsReportedBusyAndNeverMovedAside() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("cache.db")
        try buildCache(at: path)
        do {
            // Another program holding the file's lock: even reading the schema waits.
            let holder = try Database(path: path, busyTimeout: 1)
            try holder.execute("PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE;")
            #expect(throws: StoreError.busy(seconds: 0.2)) { _ = try ArticleStore.open(at: path, busyTimeout: 0.2) }
            try holder.execute("COMMIT")
        }

        let store = try ArticleStore.open(at: path)
        #expect(store.recovery == nil)
        #expect(try store.count(.all) == Self.total)
        #expect(try !FileManager.default.contentsOfDirectory(atPath: folder.path).contains { $0.contains("corrupt") })
    }

    @Test func aDamageNoteThatTheCheckDoesNotConfirmIsDropped() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("cache.db")
        try buildCache(at: path)
        CacheFile.noteDamage(path, reason: "database disk image is malformed")

        let store = try ArticleStore.open(at: path)

        #expect(store.recovery == nil)
        #expect(try store.count(.all) == Self.total)
        #expect(!FileManager.default.fileExists(atPath: path + "-damaged"))
    }
}
