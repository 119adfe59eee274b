import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("ArticleStore search")
struct ArticleStoreSearchTests {
    /// A store holding a few articles in Korean, Japanese and English.
    private func makeStore(in folder: TemporaryFolder) throws -> ArticleStore {
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = CacheSamples.source()
        try store.store(
            [
                CacheSamples.article("ko", of: source, title: "정부는 오늘 새 정책을 발표했다", minutes: 1),
                CacheSamples.article("ja", of: source, title: "東京で大雨、交通に影響", minutes: 2),
                CacheSamples.article(
                    "en", of: source, title: "Swift Concurrency in Practice",
                    summary: "<p>Actors and <em>tasks</em></p>",
                    content: "<div class=\"body\"><p>Structured concurrency &amp; cancellation.</p></div>",
                    minutes: 3),
                CacheSamples.article("other", of: source, title: "Weather report", content: "<p>Sunny all week</p>", minutes: 4)
            ], for: source)
        return store
    }

    /// The titles found for `text`.
    private func titles(_ store: ArticleStore, _ text: String) throws -> [String] {
        try store.summaries(ArticleQuery(search: text), offset: 0, limit: 10).map(\.title)
    }

    @Test func koreanFindsAWordWithAParticleAttached() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try makeStore(in: folder)
        #expect(try titles(store, "정부") == ["정부는 오늘 새 정책을 발표했다"])
        #expect(try titles(store, "정책") == ["정부는 오늘 새 정책을 발표했다"])
        #expect(try titles(store, "정부 발표") == ["정부는 오늘 새 정책을 발표했다"])
    }

    @Test func japaneseFindsCharactersInsideARun() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try makeStore(in: folder)
        #expect(try titles(store, "東京") == ["東京で大雨、交通に影響"])
        #expect(try titles(store, "大雨") == ["東京で大雨、交通に影響"])
        #expect(try titles(store, "雨") == ["東京で大雨、交通に影響"])
        #expect(try titles(store, "京都").isEmpty)
    }

    @Test func englishIgnoresCaseAndMatchesWordStarts() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try makeStore(in: folder)
        #expect(try titles(store, "SWIFT") == ["Swift Concurrency in Practice"])
        #expect(try titles(store, "concur") == ["Swift Concurrency in Practice"])
        #expect(try titles(store, "swift weather").isEmpty)
    }

    @Test func summaryAndContentTextIsSearchedButNotMarkup() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try makeStore(in: folder)
        #expect(try titles(store, "actors") == ["Swift Concurrency in Practice"])
        #expect(try titles(store, "cancellation") == ["Swift Concurrency in Practice"])
        #expect(try titles(store, "sunny") == ["Weather report"])
        #expect(try titles(store, "div").isEmpty)
        #expect(try titles(store, "class").isEmpty)
    }

    @Test(arguments: [
        "\"", "\"\"", "'", "*", "swift*", "AND", "OR", "NOT", "NEAR", "NEAR(a b)", "a AND", "OR b", "-swift",
        "title:swift", ":", "(", ")", "(swift", "swift)", "^swift", "{title}: x", "a + b", "\\", "%", "_",
        "'; DROP TABLE articles; --", "\u{0}", "\u{1B}[31m", "\"unbalanced", "*\"*", "🙂", "東京*", "정부\""
    ])
    func hostileQueriesNeverFail(_ text: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try makeStore(in: folder)
        let query = ArticleQuery(search: text)
        _ = try store.summaries(query, offset: 0, limit: 10)
        _ = try store.summaries(query, after: nil, limit: 10)
        #expect(try store.count(query) >= 0)
        #expect(try store.count(.all) == 4)
    }

    @Test func punctuationOnlySearchShowsEverything() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try makeStore(in: folder)
        #expect(try store.count(ArticleQuery(search: "  * ( ")) == 4)
    }

    @Test func syntaxWordsAreSearchedAsWords() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try makeStore(in: folder)
        #expect(try titles(store, "in").contains("Swift Concurrency in Practice"))
        #expect(try titles(store, "swift AND weather").isEmpty)
        #expect(try titles(store, "swift OR weather").isEmpty)
    }

    @Test func searchCombinesWithOtherFilters() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try makeStore(in: folder)
        let id = try #require(try store.summaries(ArticleQuery(search: "swift"), offset: 0, limit: 1).first?.id)
        try store.setRead([id], true)
        #expect(try store.count(ArticleQuery(unreadOnly: true, search: "swift")) == 0)
        #expect(try store.count(ArticleQuery(unreadOnly: false, search: "swift")) == 1)
        #expect(try store.unreadCount(ArticleQuery(search: "東京")) == 1)
    }
}
