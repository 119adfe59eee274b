import Foundation
import Testing
@testable import BylineCore

/// Reader-mode pages in the cache: saved, read back, replaced, searched, and kept in the
/// search index when a refresh updates the article.
@Suite("ArticleStore full texts")
struct ArticleStoreFullTextTests {
    private static func page(_ text: String) -> ExtractedArticle {
        ExtractedArticle(title: "Bridge reopens", byline: "Mira Okafor", siteName: "Herald", published: "2026-11-30",
                         language: "en", direction: "ltr", excerpt: "The bridge is open.",
                         html: "<p>\(text)</p>", text: text)
    }

    private func storeWithOneArticle(_ folder: TemporaryFolder) throws -> (ArticleStore, Int64) {
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = CacheSamples.source()
        try store.store([CacheSamples.article("a", of: source, title: "Bridge news", summary: "A teaser.", minutes: 1)], for: source)
        let id = try #require(try store.summaries(.all, offset: 0, limit: 1).first?.id)
        return (store, id)
    }

    private func titles(_ store: ArticleStore, _ text: String) throws -> [String] {
        try store.summaries(ArticleQuery(search: text), offset: 0, limit: 10).map(\.title)
    }

    @Test func aSavedPageReadsBackWholeAfterReopening() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (store, id) = try storeWithOneArticle(folder)
        let url = URL(string: "https://herald.example/bridge")
        #expect(try store.saveFullText(Self.page("Galvanised cables everywhere."), forArticle: id, pageURL: url))
        let reopened = try ArticleStore.open(at: folder.file("cache.db"))
        let stored = try #require(try reopened.fullText(forArticle: id))
        #expect(stored.page == Self.page("Galvanised cables everywhere."))
        #expect(stored.pageURL == url)
        #expect(try reopened.fullText(forArticle: id + 1) == nil)
    }

    @Test func savingForAMissingArticleSaysSo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (store, id) = try storeWithOneArticle(folder)
        #expect(try !store.saveFullText(Self.page("x"), forArticle: id + 100, pageURL: nil))
    }

    @Test func thePagesWordsAreSearchableAndASecondSaveReplacesThem() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (store, id) = try storeWithOneArticle(folder)
        #expect(try titles(store, "galvanised").isEmpty)
        try store.saveFullText(Self.page("Galvanised cables everywhere."), forArticle: id, pageURL: nil)
        #expect(try titles(store, "galvanised") == ["Bridge news"])
        #expect(try titles(store, "teaser") == ["Bridge news"])
        try store.saveFullText(Self.page("Stainless steel this time."), forArticle: id, pageURL: nil)
        #expect(try titles(store, "galvanised").isEmpty)
        #expect(try titles(store, "stainless") == ["Bridge news"])
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test func aRefreshThatChangesTheArticleKeepsThePageSearchable() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (store, id) = try storeWithOneArticle(folder)
        try store.saveFullText(Self.page("Galvanised cables everywhere."), forArticle: id, pageURL: nil)
        let source = CacheSamples.source()
        try store.store([CacheSamples.article("a", of: source, title: "Bridge news, updated", summary: "A new teaser.", minutes: 1)],
                        for: source)
        #expect(try titles(store, "galvanised") == ["Bridge news, updated"])
        #expect(try titles(store, "new teaser") == ["Bridge news, updated"])
        #expect(try store.integrityCheck() == ["ok"])
    }
}
