import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("Storing refreshed sources in groups")
struct StoreRefreshedTests {
    private func article(_ source: Source, _ guid: String, title: String, summary: String? = nil, content: String? = nil) -> Article {
        Article(
            sourceKey: source.key, sourceName: source.displayName, guid: guid, title: title, summary: summary,
            content: content, published: Date(timeIntervalSince1970: 1_795_000_000))
    }

    @Test("a group stores every source's articles and records each source's validators")
    func groupStoresAndRecords() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let first = CacheSamples.source("first")
        let second = CacheSamples.source("second")
        let batch = [
            RefreshedSource(
                prepared: PreparedArticles([article(first, "a", title: "Alpha"), article(first, "b", title: "Beta")]),
                source: first, feedTitle: "First Feed", etag: "\"e1\"", lastModified: nil),
            RefreshedSource(
                prepared: PreparedArticles([article(second, "c", title: "Gamma")]),
                source: second, feedTitle: nil, etag: nil, lastModified: "Sat, 28 Nov 2026 10:00:00 GMT")
        ]
        let results = try store.storeRefreshed(batch)
        #expect(results.map(\.inserted) == [2, 1])
        #expect(try store.count(.all) == 3)
        #expect(try store.feedState(for: first.key)?.etag == "\"e1\"")
        #expect(try store.feedState(for: first.key)?.title == "First Feed")
        #expect(try store.feedState(for: second.key)?.lastModified == "Sat, 28 Nov 2026 10:00:00 GMT")
        #expect(try store.storeRefreshed(batch).map(\.inserted) == [0, 0])
        #expect(try store.count(.all) == 3)
    }

    @Test("a summary that repeats the body is found through the body; a different one is indexed itself")
    func repeatedSummaryStillSearchable() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = CacheSamples.source()
        try store.store(
            [
                article(source, "same", title: "One", summary: "<p>Zebra crossing</p>", content: "<p>Zebra crossing and more words</p>"),
                article(source, "different", title: "Two", summary: "Okapi sighting", content: "<p>Unrelated body text</p>")
            ], for: source)
        #expect(try store.summaries(ArticleQuery(search: "zebra"), offset: 0, limit: 10).map(\.title) == ["One"])
        #expect(try store.summaries(ArticleQuery(search: "okapi"), offset: 0, limit: 10).map(\.title) == ["Two"])
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test("updating an article whose summary was folded into its body keeps the index consistent")
    func updateAfterFolding() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = CacheSamples.source()
        try store.store([article(source, "x", title: "T", summary: "Quokka", content: "Quokka and friends")], for: source)
        try store.store([article(source, "x", title: "T", summary: "Wombat", content: "Numbat stories")], for: source)
        #expect(try store.summaries(ArticleQuery(search: "quokka"), offset: 0, limit: 10).isEmpty)
        #expect(try store.summaries(ArticleQuery(search: "wombat"), offset: 0, limit: 10).count == 1)
        #expect(try store.summaries(ArticleQuery(search: "numbat"), offset: 0, limit: 10).count == 1)
        #expect(try store.integrityCheck() == ["ok"])
    }
}
