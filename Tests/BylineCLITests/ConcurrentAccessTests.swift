import BylineTestSupport
import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("two byline refreshes at once on one cache, with a reader beside them", .serialized)
struct ConcurrentAccessTests {
    /// Runs `byline list` over and over until stopped, keeping every result.
    final class ReaderLoop: @unchecked Sendable {
        /// Every run's result.
        let results = LockedValue<[BylineProcess.Result]>([])
        private let stopped = LockedValue(false)
        private let finished = DispatchSemaphore(value: 0)

        /// Starts listing the cache in `folder`.
        init(folder: CacheFolder) {
            let thread = Thread { [self] in
                while !stopped.current {
                    if let result = try? folder.run(["list", "--limit", "50"]) {
                        results.update { $0.append(result) }
                    }
                }
                finished.signal()
            }
            thread.start()
        }

        /// Stops after the run in flight and returns every result.
        func stop() -> [BylineProcess.Result] {
            stopped.current = true
            finished.wait()
            return results.current
        }
    }

    /// A result is acceptable when it succeeded, or failed only with the store's own busy message.
    static func isCleanOrBusy(_ result: BylineProcess.Result) -> Bool {
        guard !result.allOutput.localizedCaseInsensitiveContains("database is locked") else { return false }
        if result.status == 0 { return true }
        return result.stderrLines.allSatisfy { $0.contains("the cache is busy: another byline is writing") }
    }

    @Test(
        "both refreshes succeed or say the cache is busy; nothing is lost or corrupted; readers always read",
        arguments: ["a new cache", "an existing cache"])
    func twoRefreshesAndAReader(start: String) throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let farm = try FeedFarm(feeds: 40, itemsPerFeed: 50, delay: 0.05)
        defer { farm.stop() }
        try folder.writeURLs(farm.urlLines)
        if start == "an existing cache" {
            try #require(try folder.run(["refresh"]).status == 0)
            farm.edition.current = 1
        }

        let reader = ReaderLoop(folder: folder)
        let refreshes = [try folder.start(["refresh"]), try folder.start(["refresh"])]
        let ended = refreshes.map { $0.wait(timeout: 90) }
        let reads = reader.stop()

        print("ConcurrentAccessTests (\(start)): refreshes exited \(ended.map(\.status)); \(reads.count) lists ran beside them")
        for result in ended {
            #expect(Self.isCleanOrBusy(result), "refresh exited \(result.status): \(result.stderr)")
            #expect(result.status == 0 || result.status == 1)
        }
        #expect(ended.contains { $0.status == 0 }, "neither refresh succeeded: \(ended.map(\.stderr))")
        #expect(!reads.isEmpty)
        #expect(reads.allSatisfy(Self.isCleanOrBusy), "\(reads.filter { !Self.isCleanOrBusy($0) }.map(\.stderr).prefix(3))")
        #expect(reads.filter { $0.status == 0 }.count * 2 >= reads.count)

        #expect(try folder.integrityCheck() == ["ok"])
        let articles = try folder.list()
        #expect(articles.count == farm.corpusSize)
        #expect(Set(articles.map { "\($0.source)\t\($0.url ?? "")" }).count == farm.corpusSize)
        let edition = farm.edition.current
        #expect(articles.allSatisfy { $0.title.hasSuffix("edition \(edition)") })
        if let duplicates = try folder.sqlite("SELECT count(*) FROM (SELECT 1 FROM articles GROUP BY source_key, guid HAVING count(*) > 1)") {
            #expect(duplicates == "0")
        }
    }

    @Test("while another writer holds the cache, mark says the cache is busy (exit 1) and list still reads")
    func heldWriteLock() throws {
        let folder = try NewsCorpus.refreshed()
        defer { folder.remove() }
        let id = String(try #require(try folder.list().first).id)
        let store = try ArticleStore.open(at: folder.cache)
        let holding = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        Thread {
            _ = try? store.write { _ throws(StoreError) in
                holding.signal()
                release.wait()
                return 0
            }
            done.signal()
        }.start()
        holding.wait()

        let busy = try folder.run(["mark", id, "--read"])
        let list = try folder.run(["list"])
        release.signal()
        done.wait()

        #expect(busy.status == 1)
        #expect(busy.stderr == "byline: the cache is busy: another byline is writing (tried for 5 s)\n")
        #expect(list.status == 0 && list.stdoutLines.count == 6 && list.stderr.isEmpty)
        #expect(try folder.run(["mark", id, "--read"]).status == 0)
        #expect(try folder.list().first { String($0.id) == id }?.read == true)
    }
}
