import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("A prepared feed lets go of text it holds packed, and stores and updates the same")
struct PreparedArticlesReleaseTests {
    private static let longBody = "<p>" + String(repeating: "The committee met again on Tuesday to discuss the budget. ", count: 40) + "</p>"

    private func article(_ source: Source, _ guid: String, summary: String?, content: String?) -> Article {
        Article(
            sourceKey: source.key, sourceName: source.displayName, guid: guid, title: "Title \(guid)", summary: summary,
            content: content, published: Date(timeIntervalSince1970: 1_795_000_000))
    }

    private func refreshed(_ articles: [Article], _ source: Source) -> [RefreshedSource] {
        [RefreshedSource(prepared: PreparedArticles(articles, releasingText: true), source: source, feedTitle: nil, etag: nil, lastModified: nil)]
    }

    @Test func packedBodiesLoseTheirTextAndShortOnesKeepIt() throws {
        let source = CacheSamples.source()
        let prepared = PreparedArticles(
            [
                article(source, "long", summary: "Short summary", content: Self.longBody),
                article(source, "short", summary: "tiny", content: nil)
            ], releasingText: true)
        #expect(prepared.packed[0] != nil)
        #expect(prepared.articles[0].summary == nil && prepared.articles[0].content == nil)
        #expect(prepared.packed[1] == nil)
        #expect(prepared.articles[1].summary == "tiny")
        // Without the option (a refresh with a killfile) nothing is dropped.
        #expect(PreparedArticles([article(source, "long", summary: nil, content: Self.longBody)]).articles[0].content == Self.longBody)
    }

    @Test func storedReleasedArticlesReadBackWholeAndAreUnchangedTheSecondTime() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = CacheSamples.source()
        let articles = [article(source, "long", summary: "Short summary", content: Self.longBody)]
        #expect(try store.storeRefreshed(refreshed(articles, source)).map(\.inserted) == [1])
        let id = try #require(try store.summaries(ArticleQuery(), offset: 0, limit: 5).first?.id)
        #expect(try store.article(id: id)?.content == Self.longBody)
        #expect(try store.article(id: id)?.summary == "Short summary")
        // The same feed again: nothing changed, though the prepared articles carry no text.
        let again = try store.storeRefreshed(refreshed(articles, source))
        #expect(again.map(\.unchanged) == [1])
        #expect(again.map(\.updated) == [0])
        #expect(try store.summaries(ArticleQuery(search: "committee"), offset: 0, limit: 5).count == 1)
    }

    @Test func anEditedBodyIsStillNoticedAndReindexed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = CacheSamples.source()
        _ = try store.storeRefreshed(refreshed([article(source, "long", summary: "Short summary", content: Self.longBody)], source))
        let edited = Self.longBody.replacingOccurrences(of: "Tuesday", with: "Wednesday")
        for round in 0..<2 {
            let result = try store.storeRefreshed(refreshed([article(source, "long", summary: "Short summary", content: edited)], source))
            #expect(result.map(\.updated) == [round == 0 ? 1 : 0])
        }
        let id = try #require(try store.summaries(ArticleQuery(), offset: 0, limit: 5).first?.id)
        #expect(try store.article(id: id)?.content == edited)
        #expect(try store.summaries(ArticleQuery(search: "tuesday"), offset: 0, limit: 5).isEmpty)
        #expect(try store.summaries(ArticleQuery(search: "wednesday"), offset: 0, limit: 5).count == 1)
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test func theDigestTellsFieldsApart() {
        func digest(_ title: String, _ summary: String?, _ content: String?) -> TextDigest {
            TextDigest(IndexedText(title: title, summary: summary, content: content))
        }
        #expect(digest("a", "b", "c") == digest("a", "b", "c"))
        #expect(digest("a", nil, "c") != digest("a", "", "c"))
        #expect(digest("ab", "c", nil) != digest("a", "bc", nil))
        #expect(digest("a", "12345678x", nil) != digest("a", "12345678y", nil))
        #expect(digest("정부", "東京の", "🙂") != digest("정부", "東京の", "🙃"))
    }
}
