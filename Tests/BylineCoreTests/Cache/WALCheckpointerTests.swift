import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineRefresh
@testable import BylineSystem
@testable import BylineXML

@Suite("The write-ahead log is checkpointed off the writer's thread")
struct WALCheckpointerTests {
    /// Stores `rounds` transactions of ten articles with a few kilobytes of text each into
    /// `store`; returns the largest size the log reached, in bytes.
    private static func write(rounds: Int, into store: ArticleStore, tag: String) throws -> Int {
        let source = CacheSamples.source()
        let text = String(repeating: "Harbour cranes and tides \(tag) ", count: 120)
        var largest = 0
        for round in 0..<rounds {
            let articles = (0..<10).map {
                CacheSamples.article(
                    "\(tag)-\(round)-\($0)", of: source, content: text + "\(round) \($0)",
                    minutes: round * 10 + $0)
            }
            try store.store(articles, for: source)
            largest = max(largest, Self.logSize(store.path))
        }
        return largest
    }

    private static func logSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path + "-wal"))?[.size] as? NSNumber)?.intValue ?? 0
    }

    /// Waits (up to ten seconds) for `condition`.
    private static func eventually(_ condition: () -> Bool) -> Bool {
        for _ in 0..<1000 where !condition() { usleep(10_000) }
        return condition()
    }

    @Test func theLogStartsOverInsteadOfGrowingAndEveryArticleIsKept() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Without a checkpointer: SQLite's own checkpoints, every 20,000 pages, never come.
        let alone = try ArticleStore.open(at: folder.file("alone.db"))
        let grownAlone = try Self.write(rounds: 60, into: alone, tag: "a")

        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let checkpointer = WALCheckpointer(path: store.path, threshold: 40)
        try store.withDatabase { database throws(StoreError) in checkpointer.attach(to: database) }
        let grown = try Self.write(rounds: 30, into: store, tag: "b")
        #expect(Self.eventually { checkpointer.checkpointsRun >= 2 })
        let grownAgain = try Self.write(rounds: 30, into: store, tag: "c")  // a second refresh's worth
        try store.withDatabase { database throws(StoreError) in checkpointer.detach(from: database) }
        checkpointer.finish()

        #expect(checkpointer.checkpointsRun >= 3)
        #expect(max(grown, grownAgain) * 2 < grownAlone)
        #expect(try store.count(.all) == 600)
        #expect(try store.count(ArticleQuery(search: "cranes")) == 600)
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test func aRefreshWriterStoresTwiceWithItsCheckpointerAndClosingRemovesTheLog() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("cache.db")
        do {
            let store = try ArticleStore.open(at: path)
            do {
                let writer = RefreshWriter(store: store)
                for round in 1...2 {
                    let source = CacheSamples.source("round\(round)")
                    let prepared = PreparedArticles((0..<20).map { CacheSamples.article("r\(round)-\($0)", of: source) })
                    let result = try await writer.storeSuccess(
                        RefreshedSource(
                            prepared: prepared, source: source, feedTitle: nil,
                            etag: nil, lastModified: nil), now: Date())
                    #expect(result.inserted == 20)
                }
            }
            #expect(try store.count(.all) == 40)
        }
        // The writer may be let go on its own thread a moment later.
        #expect(Self.eventually { !FileManager.default.fileExists(atPath: path + "-wal") })
        #expect(try ArticleStore.open(at: path).count(.all) == 40)
    }
}
