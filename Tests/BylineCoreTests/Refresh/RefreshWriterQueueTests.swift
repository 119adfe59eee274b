import BylineTestSupport
import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineRefresh
@testable import BylineSystem
@testable import BylineXML

#if canImport(Glibc)
    import Glibc
#endif

/// The refresh writer's bounded queue: parsed sources wait for room instead of piling up.
@Suite("refresh writer queue", .serialized)
struct RefreshWriterQueueTests {
    /// A parsed source of `count` articles.
    private func refreshed(_ name: String, count: Int) -> RefreshedSource {
        let source = CacheSamples.source(name)
        let articles = (0..<count).map { CacheSamples.article("\(name)-\($0)", of: source, minutes: $0) }
        return RefreshedSource(prepared: PreparedArticles(articles), source: source, feedTitle: nil, etag: nil, lastModified: nil)
    }

    /// Polls `condition` for up to ten seconds, sleeping without holding a thread of the
    /// cooperative pool (the tasks under test need one); never a timing assertion, it only waits.
    private func eventually(_ condition: () -> Bool) async -> Bool {
        for _ in 0..<1_000 where !condition() { try? await Task.sleep(nanoseconds: 10_000_000) }
        return condition()
    }

    @Test("past its capacity the queue makes sources wait, then stores them all, twice")
    func fullQueueMakesSourcesWait() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        for round in 1...2 {
            let writer = RefreshWriter(store: store, capacity: 8)
            let accepted = LockedValue(0)
            let release = LockedValue(false)
            let holding = LockedValue(false)
            // Hold the store's connection so the writer's first transaction cannot start.
            let holder = Thread {
                try? store.withDatabase { _ throws(StoreError) in
                    holding.update { $0 = true }
                    while !release.current { usleep(2_000) }
                }
            }
            holder.start()
            #expect(await eventually { holding.current })
            func submit(_ index: Int) -> Task<Int, Never> {
                Task {
                    let item = refreshed("r\(round)s\(index)", count: 4)
                    let result = try? await writer.storeSuccess(item, now: Date(), accepted: { accepted.update { $0 += 1 } })
                    return result?.inserted ?? -1
                }
            }
            var tasks = [submit(0)]
            #expect(await eventually { accepted.current == 1 && writer.queued.sources == 0 })
            tasks += (1..<6).map(submit)
            // One source is taken into the blocked transaction, two fill the queue's eight
            // articles, and the other three wait for room, not yet accepted.
            #expect(await eventually { writer.queued == (sources: 2, articles: 8, waitingForRoom: 3) })
            #expect(accepted.current == 3)
            release.update { $0 = true }
            var inserted = 0
            for task in tasks { inserted += await task.value }
            #expect(inserted == 24)
            #expect(accepted.current == 6)
            #expect(writer.queued == (sources: 0, articles: 0, waitingForRoom: 0))
            #expect(try store.count(.all) == 24 * round)
        }
    }

    @Test("a source bigger than the whole queue still gets in when the queue is empty")
    func oversizedSourceGetsIn() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let writer = RefreshWriter(store: store, capacity: 2)
        for round in 1...2 {
            let result = try await writer.storeSuccess(refreshed("big\(round)", count: 10), now: Date())
            #expect(result.inserted == 10)
        }
        #expect(try store.count(.all) == 20)
    }
}
