import Foundation
import Testing
@testable import BylineCore

@Suite("ArticleStore importing another reader's articles")
struct ArticleStoreImportTests {
    @Test("imported flags win over stored ones, counters follow, and importing twice is the same as once")
    func importTwiceIsOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = CacheSamples.source()
        // A refresh stored "a" unread before the import.
        try store.store([CacheSamples.article("a", of: source)], for: source)
        var read = CacheSamples.article("a", of: source)
        read.isRead = true
        var starred = CacheSamples.article("b", of: source, minutes: 1)
        starred.isStarred = true
        let unread = CacheSamples.article("c", of: source, minutes: 2)
        for _ in 0..<2 {
            try store.importArticles([read, starred, unread], for: source)
            #expect(try store.count(.all) == 3)
            #expect(try store.unreadCount(.all) == 2)
            #expect(try store.count(ArticleQuery(starredOnly: true)) == 1)
            let feed = try #require(try store.feeds().first { $0.key == source.key })
            #expect(feed.unread == 2 && feed.total == 3)
        }
        // A later refresh of the same items keeps the imported state.
        try store.store([CacheSamples.article("a", of: source), CacheSamples.article("b", of: source, minutes: 1)], for: source)
        #expect(try store.count(.all) == 3 && store.unreadCount(.all) == 2)
    }
}
