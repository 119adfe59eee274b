import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("Removing a source's articles from the cache")
struct ArticleStoreRemovalTests {
    private let gone = CacheSamples.source("gone")
    private let kept = CacheSamples.source("kept")

    /// A store with three articles of ``gone`` (the second starred, the third with a reader page)
    /// and one of ``kept``, all about "zeppelin".
    private func makeStore(in folder: TemporaryFolder) throws -> ArticleStore {
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        try store.store((1...3).map { CacheSamples.article("g\($0)", of: gone, title: "Zeppelin \($0)", minutes: $0) }, for: gone)
        try store.store([CacheSamples.article("k1", of: kept, title: "Zeppelin kept")], for: kept)
        let ids = try store.summaries(ArticleQuery(sourceKey: gone.key), offset: 0, limit: 10).map(\.id)
        try #require(ids.count == 3)
        _ = try store.setStarred(ids[1], true)
        try store.saveFullText(
            ExtractedArticle(
                title: "Page", byline: nil, siteName: nil, published: nil, language: nil,
                direction: nil, excerpt: nil, html: "<p>airship</p>", text: "airship"),
            forArticle: ids[0], pageURL: nil)
        return store
    }

    /// How many entries the search index itself holds for `word` (the list joins articles,
    /// so it cannot show an entry left behind).
    private func indexEntries(_ store: ArticleStore, _ word: String) throws -> Int64 {
        try store.withDatabase { database throws(StoreError) in
            try database.integer("SELECT count(*) FROM article_search WHERE article_search MATCH ?", [word])
        }
    }

    private func titles(_ store: ArticleStore, search: String) throws -> [String] {
        try store.summaries(ArticleQuery(search: search), offset: 0, limit: 10).map(\.title).sorted()
    }

    @Test("the unstarred articles go, with their search entries and reader pages; starred ones and other sources stay")
    func keepsStarred() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try makeStore(in: folder)
        let result = try store.removeArticles(ofSource: gone.key, keepStarred: true)
        #expect(result == SourceRemoval(deleted: 2, keptStarred: 1))
        #expect(try titles(store, search: "zeppelin") == ["Zeppelin 2", "Zeppelin kept"])
        #expect(try titles(store, search: "airship").isEmpty)
        #expect(try indexEntries(store, "zeppelin") == 2)
        #expect(try indexEntries(store, "airship") == 0)
        #expect(try store.integrityCheck() == ["ok"])
        #expect(try store.feeds().first { $0.key == gone.key }?.total == 1)
    }

    @Test("without starred ones to keep, the source leaves the cache entirely; doing it twice is the same")
    func removesAll() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try makeStore(in: folder)
        #expect(try store.removeArticles(ofSource: gone.key, keepStarred: false) == SourceRemoval(deleted: 3, keptStarred: 0))
        #expect(try store.removeArticles(ofSource: gone.key, keepStarred: false) == SourceRemoval(deleted: 0, keptStarred: 0))
        #expect(try titles(store, search: "zeppelin") == ["Zeppelin kept"])
        #expect(try indexEntries(store, "zeppelin") == 1)
        #expect(try store.feeds().map(\.key) == [kept.key])
        #expect(try store.integrityCheck() == ["ok"])
    }
}
