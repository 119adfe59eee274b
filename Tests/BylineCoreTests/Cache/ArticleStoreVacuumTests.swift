import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineRefresh
@testable import BylineSystem
@testable import BylineXML

/// Giving space back after expiry: the incremental step in a new cache, and `vacuum`, which
/// also converts an older cache made without incremental vacuum.
@Suite("ArticleStore vacuum")
struct ArticleStoreVacuumTests {
    private let source = CacheSamples.source("big")

    /// Stores 2,000 articles of about 2 KB each, of words that do not repeat (so packing
    /// the bodies leaves them about as big).
    private func fill(_ store: ArticleStore) throws {
        func body(_ article: Int) -> String {
            "<p>words " + (0..<250).map { "w\(($0 * 7919 + article * 104_729) % 1_000_003)" }.joined(separator: " ") + "</p>"
        }
        let articles = (0..<2000).map { CacheSamples.article("g\($0)", of: source, content: body($0), minutes: $0) }
        try store.store(articles, for: source)
    }

    private func expireAllButTen(_ store: ArticleStore) throws {
        let updated = SourceRefreshResult(source: source, outcome: .updated(new: 0, received: 0))
        let result = try store.expire(ExpiryPolicy(maxItems: 10), after: [updated], since: Date())
        #expect(result.removed == 1990)
    }

    private func pragma(_ store: ArticleStore, _ name: String) throws -> Int64 {
        try store.withDatabase { database throws(StoreError) in try database.integer("PRAGMA \(name)") }
    }

    @Test func aNewCacheGivesFreedPagesBackAfterExpiry() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        #expect(try pragma(store, "auto_vacuum") == 2)
        try fill(store)
        let full = try pragma(store, "page_count")
        try expireAllButTen(store)
        #expect(try pragma(store, "freelist_count") > 0)
        // Expiry merged the index four segments at a time and set sixteen back for refreshes.
        #expect(
            try store.withDatabase { database throws(StoreError) in
                try database.integer("SELECT v FROM article_search_config WHERE k = 'automerge'")
            } == Int64(Schema.searchMergeWidth))

        #expect(try store.reclaimFreePages() > 0)

        #expect(try pragma(store, "freelist_count") == 0)
        #expect(try pragma(store, "page_count") < full / 2)
        #expect(try store.count(.all) == 10)
    }

    @Test func vacuumShrinksTheFileAndTurnsOnIncrementalVacuumInAnOlderCache() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("cache.db")
        do {
            // A cache as older versions made it: no auto_vacuum.
            try CacheFile.prepare(path)
            let database = try Database(path: path, busyTimeout: 1)
            try database.execute("PRAGMA auto_vacuum = NONE; PRAGMA journal_mode = WAL;")
            try Schema.migrate(database)
        }
        let store = try ArticleStore.open(at: path)
        #expect(try pragma(store, "auto_vacuum") == 0)
        try fill(store)
        try expireAllButTen(store)
        #expect(try store.reclaimFreePages() == 0)

        let result = try store.vacuum()

        #expect(result.bytesAfter < result.bytesBefore / 2, "\(result)")
        #expect(result.bytesAfter == CacheFile.bytes(path))
        #expect(try pragma(store, "auto_vacuum") == 2)
        #expect(try store.count(.all) == 10)
        #expect(try store.count(ArticleQuery(search: "words")) == 10)
        #expect(try store.integrityCheck() == ["ok"])
    }
}
