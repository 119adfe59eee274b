import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

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

    /// `guid → [read, starred]` of every cached article.
    private func states(_ store: ArticleStore) throws -> [String: [Bool]] {
        let rows = try store.summaries(.all, offset: 0, limit: 100)
        return Dictionary(
            uniqueKeysWithValues: try rows.map { row in
                let article = try #require(try store.article(id: row.id))
                return (article.guid, [row.isRead, row.isStarred])
            })
    }

    @Test("importing again never undoes a read or star changed here; a change made only in the other reader comes across")
    func importAgainKeepsFlagsChangedHere() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = CacheSamples.source()
        func imported(_ guid: String, read: Bool, starred: Bool, minutes: Int) -> Article {
            var article = CacheSamples.article(guid, of: source, minutes: minutes)
            (article.isRead, article.isStarred) = (read, starred)
            return article
        }
        var other = [
            imported("read-there", read: true, starred: false, minutes: 0),
            imported("starred-there", read: false, starred: true, minutes: 1),
            imported("plain", read: false, starred: false, minutes: 2),
            imported("later-there", read: false, starred: false, minutes: 3)
        ]
        try store.importArticles(other, for: source)
        #expect(
            try states(store) == [
                "read-there": [true, false], "starred-there": [false, true],
                "plain": [false, false], "later-there": [false, false]
            ])
        let ids = Dictionary(
            uniqueKeysWithValues: try store.summaries(.all, offset: 0, limit: 100).map {
                (try #require(try store.article(id: $0.id)).guid, $0.id)
            })
        // Here: read-there back to unread, starred-there unstarred, plain read and starred.
        _ = try store.setRead([try #require(ids["read-there"])], false)
        _ = try store.setStarred(try #require(ids["starred-there"]), false)
        _ = try store.setRead([try #require(ids["plain"])], true)
        _ = try store.setStarred(try #require(ids["plain"]), true)
        // There, meanwhile: later-there read and starred, plain starred too, and a new article.
        other[3] = imported("later-there", read: true, starred: true, minutes: 3)
        other[2] = imported("plain", read: false, starred: true, minutes: 2)
        other.append(imported("new-there", read: true, starred: false, minutes: 4))
        let expected: [String: [Bool]] = [
            "read-there": [false, false], "starred-there": [false, false],
            "plain": [true, true], "later-there": [true, true], "new-there": [true, false]
        ]
        for _ in 0..<2 {
            try store.importArticles(other, for: source)
            #expect(try states(store) == expected)
            let feed = try #require(try store.feeds().first { $0.key == source.key })
            #expect(feed.unread == 2 && feed.total == 5)
        }
    }

    @Test("an import keeps the text a refresh stored; it only adds the articles the cache lacks")
    func importKeepsRefreshedText() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = CacheSamples.source()
        try store.store([CacheSamples.article("a", of: source, title: "Refreshed title", summary: "fresh")], for: source)
        try store.importArticles(
            [
                CacheSamples.article("a", of: source, title: "Old title", summary: "stale"),
                CacheSamples.article("b", of: source, minutes: 1)
            ], for: source)
        let titles = try store.summaries(.all, offset: 0, limit: 10).map(\.title)
        #expect(titles == ["Title b", "Refreshed title"])
    }
}
