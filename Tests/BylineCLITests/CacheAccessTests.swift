import BylineTestSupport
import Foundation
import Testing

@testable import BylineCLI
@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

/// The browser's one owner of the cache: every connection it hands out is set up as the
/// screen's, and none of them probes or salvages the file again beneath it.
@Suite("the browser's cache owner", .serialized)
struct CacheAccessTests {
    /// Runs `body` with the owner of a cache holding the demo articles (all unread), and its folder.
    private static func withDemoCache(_ body: (CacheAccess, CacheFolder) throws -> Void) throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.cache)
        _ = try store.store(try DemoArticles.articles(), for: .demo)
        try body(CacheAccess(store: store), folder)
    }

    @Test("the killfile's display rules hold on every connection handed out, and a new killfile reaches the writer")
    func displayRulesHoldOnEveryConnection() throws {
        try Self.withDemoCache { cache, _ in
            let total = try cache.store.count(.all)
            #expect(total > 0)
            let writer = try cache.writer()
            cache.setIgnoreRules(Killfile(rules: [try IgnoreRule(feedPattern: "*", expression: "unread = yes")], mode: .display))
            for store in [cache.store, try cache.connection(), writer, try cache.writer()] {
                #expect(try store.count(.all) == 0)
                #expect(try store.count(ArticleQuery(includesIgnored: true)) == total)
            }
            cache.setIgnoreRules(Killfile())
            #expect(try writer.count(.all) == total)
            #expect(try cache.connection().count(.all) == total)
        }
    }

    @Test("a connection handed out while damage is noted leaves the open cache where it is")
    func aConnectionNeverMovesTheOpenCacheAside() throws {
        try Self.withDemoCache { cache, folder in
            let before = try cache.store.count(.all)
            // Free pages, then a header that loses them: a check the next open would confirm.
            let database = try Database(path: folder.cache, busyTimeout: 1)
            try database.execute(
                """
                CREATE TABLE junk (x);
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 400) INSERT INTO junk SELECT randomblob(2000) FROM n;
                DROP TABLE junk;
                PRAGMA wal_checkpoint(TRUNCATE);
                """)
            let handle = try FileHandle(forUpdating: URL(fileURLWithPath: folder.cache))
            try handle.seek(toOffset: 32)
            try handle.write(contentsOf: Data(repeating: 0, count: 8))
            try handle.close()
            CacheFile.noteDamage(folder.cache, reason: "database disk image is malformed")

            let connection = try cache.connection()
            #expect(connection.recovery == nil)
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.root.path)
            #expect(!files.contains { $0.contains(".corrupt-") }, "\(files)")
            #expect(try connection.count(.all) == before)
            #expect(try cache.store.count(.all) == before)
        }
    }
}
