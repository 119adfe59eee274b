import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

/// Reader-mode pages in the cache: saved, read back, replaced, searched, and kept in the
/// search index when a refresh updates the article.
@Suite("ArticleStore full texts")
struct ArticleStoreFullTextTests {
    private static func page(_ text: String) -> ExtractedArticle {
        ExtractedArticle(
            title: "Bridge reopens", byline: "Mira Okafor", siteName: "Herald", published: "2026-11-30",
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
        try store.store(
            [CacheSamples.article("a", of: source, title: "Bridge news, updated", summary: "A new teaser.", minutes: 1)],
            for: source)
        #expect(try titles(store, "galvanised") == ["Bridge news, updated"])
        #expect(try titles(store, "new teaser") == ["Bridge news, updated"])
        #expect(try store.integrityCheck() == ["ok"])
    }

    // Reader pages are packed as article bodies are; pages stored as text before version 13 still read.

    /// A long page: paragraphs that repeat, as real pages' markup does.
    private static let longPage: ExtractedArticle = {
        let paragraphs = (0..<400).map { "Paragraph \($0): the council met on Tuesday to discuss the bridge, the budget and the buses." }
        return ExtractedArticle(
            title: "Long page", html: paragraphs.map { "<p>\($0)</p>" }.joined(separator: "\n"),
            text: paragraphs.joined(separator: "\n\n"))
    }()

    @Test("a saved page takes a fraction of its text's room and reads back the same, twice")
    func aPageIsPackedAndReadsBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (store, id) = try storeWithOneArticle(folder)
        for _ in 1...2 {
            #expect(try store.saveFullText(Self.longPage, forArticle: id, pageURL: nil))
            #expect(try ArticleStore.open(at: folder.file("cache.db")).fullText(forArticle: id)?.page == Self.longPage)
        }
        let sizes = try store.withDatabase { database throws(StoreError) in
            try database.first("SELECT length(CAST(html AS BLOB)) + length(CAST(text AS BLOB)), length(packed_page) FROM full_texts") {
                (plain: $0.int(0), packed: $0.int(1))
            }
        }
        let stored = try #require(sizes)
        let text = Self.longPage.html.utf8.count + Self.longPage.text.utf8.count
        #expect(stored.plain == 0)
        #expect(stored.packed < text / 4, "\(stored.packed) bytes packed for \(text) of text")
        #expect(try store.summaries(ArticleQuery(search: "budget"), offset: 0, limit: 5).count == 1)
    }

    @Test("a page stored as text before packing existed still reads")
    func anUnpackedPageStillReads() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (store, id) = try storeWithOneArticle(folder)
        try store.withDatabase { database throws(StoreError) in
            try database.run(
                """
                INSERT INTO full_texts (article_id, title, html, text, indexed, fetched) VALUES (?, 'Old', '<p>Old page.</p>', 'Old page.', 'old page', 0)
                """, [id])
        }
        let page = try #require(try store.fullText(forArticle: id)?.page)
        #expect(page.html == "<p>Old page.</p>")
        #expect(page.text == "Old page.")
    }

    @Test("a short page is stored as text, where packing gains nothing, and reads back")
    func aShortPageStaysText() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (store, id) = try storeWithOneArticle(folder)
        let short = ExtractedArticle(title: "Short", html: "<p>Hi.</p>", text: "Hi.")
        #expect(try store.saveFullText(short, forArticle: id, pageURL: nil))
        #expect(try store.fullText(forArticle: id)?.page == short)
        #expect(
            try store.withDatabase { database throws(StoreError) in
                try database.integer("SELECT count(*) FROM full_texts WHERE packed_page IS NULL AND html = '<p>Hi.</p>'")
            } == 1)
    }

}
