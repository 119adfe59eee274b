import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("ArticleStore storing")
struct ArticleStoreStoringTests {
    @Test func storingTheSameArticlesTwiceAddsNoDuplicates() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = CacheSamples.source()
        let articles = (1...5).map { CacheSamples.article("g\($0)", of: source, minutes: $0) }

        let first = try store.store(articles, for: source)
        let second = try store.store(articles, for: source)

        #expect(first == StoreResult(inserted: 5, updated: 0, unchanged: 0))
        #expect(second == StoreResult(inserted: 0, updated: 0, unchanged: 5))
        #expect(try store.count(.all) == 5)
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test func theSameGuidInTwoSourcesIsTwoArticles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let one = CacheSamples.source("one")
        let two = CacheSamples.source("two")

        try store.store([CacheSamples.article("same", of: one)], for: one)
        try store.store([CacheSamples.article("same", of: two)], for: two)

        #expect(try store.count(.all) == 2)
    }

    @Test func aRepeatedGuidWithinOneBatchIsStoredOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = CacheSamples.source()
        let batch = [CacheSamples.article("g", of: source, title: "Old"), CacheSamples.article("g", of: source, title: "New")]

        let result = try store.store(batch, for: source)

        #expect(result == StoreResult(inserted: 1, updated: 1, unchanged: 0))
        let rows = try store.summaries(.all, offset: 0, limit: 10)
        #expect(rows.map(\.title) == ["New"])
    }

    @Test func readAndStarredFlagsAndIdSurviveAnUpdate() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = CacheSamples.source()
        try store.store(
            [CacheSamples.article("g", of: source, title: "First words", content: "<p>old body</p>")],
            for: source)
        let id = try #require(try store.summaries(.all, offset: 0, limit: 1).first?.id)
        try store.setRead([id], true)
        try store.setStarred(id, true)

        let changed = CacheSamples.article("g", of: source, title: "Second words", content: "<p>new body</p>")
        let result = try store.store([changed], for: source)

        #expect(result.updated == 1)
        let article = try #require(try store.article(id: id))
        #expect(article.title == "Second words")
        #expect(article.content == "<p>new body</p>")
        #expect(article.isRead && article.isStarred)
        #expect(try store.count(.all) == 1)
    }

    @Test func anIncomingUnreadFlagDoesNotResetAReadArticle() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = CacheSamples.source()
        let article = CacheSamples.article("g", of: source)
        try store.store([article], for: source)
        let id = try #require(try store.summaries(.all, offset: 0, limit: 1).first?.id)
        try store.setRead([id], true)

        try store.store([article], for: source)
        try store.store([CacheSamples.article("g", of: source, title: "Changed")], for: source)

        #expect(try store.article(id: id)?.isRead == true)
        #expect(try store.unreadCount(.all) == 0)
    }

    @Test func anUpdatedArticleIsFoundByItsNewWordsOnly() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = CacheSamples.source()
        try store.store([CacheSamples.article("g", of: source, title: "Walrus sighted")], for: source)
        try store.store([CacheSamples.article("g", of: source, title: "Penguin sighted")], for: source)

        #expect(try store.count(ArticleQuery(search: "walrus")) == 0)
        #expect(try store.count(ArticleQuery(search: "penguin")) == 1)
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test func aChangedDateMovesTheArticleAndKeepsItFindable() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = CacheSamples.source()
        try store.store(
            [
                CacheSamples.article("old", of: source, title: "Moving walrus", minutes: 1),
                CacheSamples.article("mid", of: source, minutes: 5)
            ], for: source)

        let result = try store.store(
            [CacheSamples.article("old", of: source, title: "Moving walrus", minutes: 9)],
            for: source)

        #expect(result.updated == 1)
        #expect(try store.summaries(.all, offset: 0, limit: 10).map(\.title) == ["Moving walrus", "Title mid"])
        #expect(try store.summaries(ArticleQuery(search: "walrus"), offset: 0, limit: 10).count == 1)
        #expect(try store.count(ArticleQuery(search: "walrus")) == 1)
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test func fullArticleRoundTripsEveryField() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = CacheSamples.source()
        let original = Article(
            sourceKey: source.key, sourceName: "Example News", guid: "urn:1", title: "제목 \u{0}x",
            author: "Kim", summary: "short", content: "<b>long</b>",
            url: URL(string: "https://example.com/a"), imageURL: URL(string: "https://example.com/i.png"),
            published: Date(timeIntervalSince1970: 1_234_567_890))
        try store.store([original], for: source)
        let id = try #require(try store.summaries(.all, offset: 0, limit: 1).first?.id)

        var expected = original
        expected.id = id
        #expect(try store.article(id: id) == expected)
        #expect(try store.article(id: id + 1000) == nil)
    }

    @Test func concurrentStoresFromManyTasksAllLand() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        try await withThrowingTaskGroup(of: Void.self) { group in
            for feed in 0..<8 {
                group.addTask {
                    let source = CacheSamples.source("feed\(feed)")
                    for batch in 0..<5 {
                        let articles = (0..<10).map { CacheSamples.article("b\(batch)-\($0)", of: source, minutes: $0) }
                        try store.store(articles, for: source)
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try store.count(.all) == 400)
        #expect(try store.feeds().count == 8)
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test func theFeedRowKeepsAGivenNameOverALearnedOne() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let named = CacheSamples.source("named", title: "My Name")
        try store.store([], for: named)
        try store.store([], for: CacheSamples.source("named"))

        #expect(try store.feedState(for: named.key)?.title == "My Name")
    }
}
