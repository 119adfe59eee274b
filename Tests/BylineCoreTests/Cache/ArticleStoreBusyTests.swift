import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("ArticleStore under a second writer")
struct ArticleStoreBusyTests {
    @Test func aWriterBlockedPastItsTimeoutGetsTheBusyMessage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("cache.db")
        let store = try ArticleStore.open(at: path, busyTimeout: 0.2)
        let source = CacheSamples.source()
        try store.store([CacheSamples.article("g", of: source)], for: source)
        let other = try Database(path: path, busyTimeout: 1)
        try other.execute("BEGIN IMMEDIATE")

        let error = #expect(throws: StoreError.self) {
            try store.store([CacheSamples.article("h", of: source)], for: source)
        }
        #expect(error == .busy(seconds: 0.2))
        #expect(error?.localizedDescription == "the cache is busy: another byline is writing (tried for 0.2 s)")
        #expect(throws: StoreError.busy(seconds: 0.2)) { try store.setStarred(1, true) }

        // Readers are not blocked by a writer (WAL), and the writer can finish afterwards.
        #expect(try store.count(.all) == 1)
        try other.execute("ROLLBACK")
        try store.store([CacheSamples.article("h", of: source)], for: source)
        #expect(try store.count(.all) == 2)
    }

    @Test func openingAndReadingDoNotWaitForAWriter() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("cache.db")
        let source = CacheSamples.source()
        try ArticleStore.open(at: path).store([CacheSamples.article("g", of: source)], for: source)
        let writer = try Database(path: path, busyTimeout: 1)
        try writer.execute("BEGIN IMMEDIATE")
        defer { try? writer.execute("ROLLBACK") }

        let reader = try ArticleStore.open(at: path, busyTimeout: 0.1)

        #expect(try reader.summaries(.all, offset: 0, limit: 10).count == 1)
        #expect(try reader.feedState(for: source.key) != nil)
    }

    @Test func twoStoresOnOneFileSeeEachOthersWrites() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("cache.db")
        let refresh = try ArticleStore.open(at: path)
        let interface = try ArticleStore.open(at: path)
        let source = CacheSamples.source()

        try refresh.store([CacheSamples.article("g", of: source)], for: source)
        let id = try #require(try interface.summaries(.all, offset: 0, limit: 1).first?.id)
        try interface.setRead([id], true)

        #expect(try refresh.article(id: id)?.isRead == true)
    }

    @Test func defaultTimeoutIsFiveSecondsInTheMessage() {
        #expect(
            StoreError.busy(seconds: ArticleStore.defaultBusyTimeout).message
                == "the cache is busy: another byline is writing (tried for 5 s)")
    }
}
