import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("ArticleStore listing, paging and counts")
struct ArticleStoreListingTests {
    /// Two sources; "alpha" has 12 articles (two pairs share a time), "beta" 6, one undated.
    private func makeStore(in folder: TemporaryFolder) throws -> ArticleStore {
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let alpha = CacheSamples.source("alpha", title: "Alpha News")
        let beta = CacheSamples.source("beta")
        try store.store(
            (0..<12).map { CacheSamples.article("a\($0)", of: alpha, minutes: $0 / 2 * 2 + ($0 < 8 ? 0 : $0)) },
            for: alpha)
        let undatedSeen = CacheSamples.baseDate.addingTimeInterval(7 * 60)
        try store.store([CacheSamples.article("b-undated", of: beta, undated: true)], for: beta, now: undatedSeen)
        try store.store((0..<5).map { CacheSamples.article("b\($0)", of: beta, minutes: 100 + $0) }, for: beta)
        return store
    }

    /// Every row of `query`, read one big page at a time.
    private func all(_ store: ArticleStore, _ query: ArticleQuery = .all) throws -> [ArticleSummary] {
        try store.summaries(query, offset: 0, limit: 1000)
    }

    @Test func theListIsNewestFirstWithUndatedArticlesPlacedByFirstSeen() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try makeStore(in: folder)
        let rows = try all(store)

        #expect(rows.count == 18)
        for (newer, older) in zip(rows, rows.dropFirst()) {
            #expect(newer.sortDate > older.sortDate || (newer.sortDate == older.sortDate && newer.id > older.id))
        }
        let undated = try #require(rows.first { $0.published == nil })
        #expect(undated.sortDate == CacheSamples.baseDate.addingTimeInterval(7 * 60))
        #expect(rows.first?.title == "Title b4")
    }

    @Test func offsetPagesTileTheWholeList() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try makeStore(in: folder)
        var paged: [ArticleSummary] = []
        for offset in stride(from: 0, to: 20, by: 5) {
            paged += try store.summaries(.all, offset: offset, limit: 5)
        }
        #expect(CacheSamples.ids(paged) == CacheSamples.ids(try all(store)))
    }

    @Test func keysetPagesTileTheWholeListBothWays() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try makeStore(in: folder)
        var forward: [ArticleSummary] = []
        var page = try store.summaries(.all, after: nil, limit: 4)
        while !page.isEmpty {
            forward += page
            page = try store.summaries(.all, after: page.last?.cursor, limit: 4)
        }
        #expect(CacheSamples.ids(forward) == CacheSamples.ids(try all(store)))

        var backward: [ArticleSummary] = []
        var cursor = try #require(forward.last?.cursor)
        while true {
            let newer = try store.summaries(.all, before: cursor, limit: 4)
            guard let top = newer.first else { break }
            backward = newer + backward
            cursor = top.cursor
        }
        #expect(CacheSamples.ids(backward + [forward[forward.count - 1]]) == CacheSamples.ids(forward))
    }

    @Test("a reversed order lists oldest first (Z to A by title), and paging and positions follow it", arguments: ArticleOrder.allCases)
    func reversedOrdersTurnTheListAround(order: ArticleOrder) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try makeStore(in: folder)
        var usual = ArticleQuery.all
        usual.order = order
        var reversed = usual
        reversed.isReversed = true
        let rows = try all(store, reversed)
        #expect(CacheSamples.ids(rows) == CacheSamples.ids(try all(store, usual)).reversed())
        var forward: [ArticleSummary] = []
        var page = try store.summaries(reversed, after: nil, limit: 4)
        while !page.isEmpty {
            forward += page
            page = try store.summaries(reversed, after: page.last?.cursor, limit: 4)
        }
        #expect(CacheSamples.ids(forward) == CacheSamples.ids(rows))
        let lastCursor = try #require(rows.last?.cursor)
        #expect(CacheSamples.ids(try store.summaries(reversed, before: lastCursor, limit: 3)) == CacheSamples.ids(Array(rows.dropLast().suffix(3))))
        for (position, row) in rows.enumerated() {
            #expect(try store.index(of: row.id, in: reversed) == position)
        }
    }

    @Test func keysetPagingRespectsFilters() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try makeStore(in: folder)
        let query = ArticleQuery(sourceKey: CacheSamples.source("alpha").key)
        let first = try store.summaries(query, after: nil, limit: 5)
        let second = try store.summaries(query, after: first.last?.cursor, limit: 50)
        #expect(CacheSamples.ids(first + second) == CacheSamples.ids(try all(store, query)))
        #expect((first + second).allSatisfy { $0.sourceKey == query.sourceKey })
    }

    @Test func countsMatchTheListForEveryFilter() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try makeStore(in: folder)
        let rows = try all(store)
        try store.setRead(Array(CacheSamples.ids(rows).prefix(5)), true)
        try store.setStarred(rows[2].id, true)
        try store.setStarred(rows[9].id, true)

        let alphaKey = CacheSamples.source("alpha").key
        let queries = [
            ArticleQuery.all, ArticleQuery(unreadOnly: true), ArticleQuery(starredOnly: true),
            ArticleQuery(sourceKey: alphaKey), ArticleQuery(unreadOnly: true, sourceKey: alphaKey),
            ArticleQuery(sourceName: "alpha news"), ArticleQuery(sourceName: "beta.example.com"),
            ArticleQuery(unreadOnly: true, starredOnly: true), ArticleQuery(search: "title"),
            ArticleQuery(sourceKey: "https://nobody.example.com/")
        ]
        for query in queries {
            let listed = try all(store, query)
            #expect(try store.count(query) == listed.count, "count for \(query)")
            #expect(try store.unreadCount(query) == listed.filter { !$0.isRead }.count, "unread for \(query)")
        }
        #expect(try store.count(.all) == 18)
        #expect(try store.unreadCount(.all) == 13)
        #expect(try store.count(ArticleQuery(starredOnly: true)) == 2)
        #expect(try store.count(ArticleQuery(sourceName: "ALPHA NEWS")) == 12)
    }

    @Test func indexOfFindsEachArticlesPosition() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try makeStore(in: folder)
        let rows = try all(store)
        for (position, row) in rows.enumerated() {
            #expect(try store.index(of: row.id, in: .all) == position)
        }
        let alpha = ArticleQuery(sourceKey: CacheSamples.source("alpha").key)
        let alphaRows = try all(store, alpha)
        #expect(try store.index(of: alphaRows[3].id, in: alpha) == 3)
        let betaID = try #require(rows.first { $0.sourceKey != alpha.sourceKey }?.id)
        #expect(try store.index(of: betaID, in: alpha) == nil)
        #expect(try store.index(of: 999_999, in: .all) == nil)
    }

    @Test func markAllReadChangesOnlyTheQueryAndKeepsCountersRight() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try makeStore(in: folder)
        let alphaKey = CacheSamples.source("alpha").key

        let changed = try store.markAllRead(ArticleQuery(sourceKey: alphaKey))

        #expect(changed == 12)
        #expect(try store.markAllRead(ArticleQuery(sourceKey: alphaKey)) == 0)
        #expect(try store.unreadCount(.all) == 6)
        #expect(try all(store, ArticleQuery(unreadOnly: true)).count == 6)
        let feeds = try store.feeds()
        #expect(feeds.map(\.title) == ["Alpha News", "beta.example.com"])
        #expect(feeds.map(\.unread) == [0, 6])
        #expect(feeds.map(\.total) == [12, 6])
    }

    @Test func setReadReportsHowManyIdsExistAndCanUnread() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try makeStore(in: folder)
        let ids = CacheSamples.ids(try all(store)).prefix(3)

        #expect(try store.setRead(Array(ids) + [424_242], true) == 3)
        #expect(try store.unreadCount(.all) == 15)
        #expect(try store.setRead([ids[ids.startIndex]], false) == 1)
        #expect(try store.unreadCount(.all) == 16)
        #expect(try store.setStarred(424_242, true) == false)
    }
}
