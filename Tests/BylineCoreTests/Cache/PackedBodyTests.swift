import Foundation
import Testing
@testable import BylineCore

@Suite("Article bodies packed in the cache")
struct PackedBodyTests {
    /// A body long enough to be packed: paragraphs of HTML, with Korean and emoji.
    static func body(_ word: String, paragraphs: Int = 30) -> String {
        (1...paragraphs).map { "<p>Paragraph \($0) about \(word): 한국어 문장과 😀 emoji, &amp; more text.</p>" }.joined()
    }

    private func storedColumns(_ store: ArticleStore, guid: String) throws -> (summary: Bool, content: Bool, packed: Int64) {
        try store.withDatabase { database throws(StoreError) in
            try database.first("""
                SELECT summary IS NOT NULL, content IS NOT NULL, COALESCE(length(packed_body), 0) FROM articles WHERE guid = ?
                """, [guid]) { (summary: $0.bool(0), content: $0.bool(1), packed: $0.int64(2)) } ?? (false, false, 0)
        }
    }

    @Test func aLongBodyIsStoredPackedAndReadsBackTheSame() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = CacheSamples.source()
        let content = Self.body("zeppelins")
        let summary = String(content.prefix(120))
        try store.store([CacheSamples.article("long", of: source, summary: summary, content: content)], for: source)

        let columns = try storedColumns(store, guid: "long")
        #expect(!columns.summary && !columns.content)
        #expect(columns.packed > 0 && columns.packed < Int64(content.utf8.count / 3))
        let id = try #require(try store.summaries(.all, offset: 0, limit: 1).first?.id)
        let article = try #require(try store.article(id: id))
        #expect(article.summary == summary)
        #expect(article.content == content)
    }

    @Test func aSummaryOfItsOwnAndASummaryWithoutContentArePackedToo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = CacheSamples.source()
        let summary = "<p>A teaser of its own, not the start of the body; 요약 😀.</p>" + Self.body("teasers", paragraphs: 3)
        try store.store([
            CacheSamples.article("own", of: source, summary: summary, content: Self.body("zeppelins"), minutes: 1),
            CacheSamples.article("alone", of: source, summary: Self.body("balloons"), content: nil, minutes: 2),
        ], for: source)

        for guid in ["own", "alone"] {
            let columns = try storedColumns(store, guid: guid)
            #expect(!columns.summary && !columns.content && columns.packed > 0, "\(guid)")
        }
        let rows = try store.summaries(.all, offset: 0, limit: 2)
        let alone = try #require(try store.article(id: rows[0].id))
        #expect(alone.summary == Self.body("balloons") && alone.content == nil)
        let own = try #require(try store.article(id: rows[1].id))
        #expect(own.summary == summary && own.content == Self.body("zeppelins"))
        #expect(try store.count(ArticleQuery(search: "teasers")) == 1)
    }

    @Test func aShortBodyStaysText() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = CacheSamples.source()
        try store.store([CacheSamples.article("short", of: source, summary: "One line.", content: nil)], for: source)

        let columns = try storedColumns(store, guid: "short")
        #expect(columns.summary && !columns.content && columns.packed == 0)
        let id = try #require(try store.summaries(.all, offset: 0, limit: 1).first?.id)
        #expect(try store.article(id: id)?.summary == "One line.")
    }

    @Test func searchAndTheFilterLanguageSeeThePackedText() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = CacheSamples.source()
        try store.store([
            CacheSamples.article("a", of: source, content: Self.body("zeppelins"), minutes: 1),
            CacheSamples.article("b", of: source, content: Self.body("submarines"), minutes: 2),
        ], for: source)

        #expect(try store.summaries(ArticleQuery(search: "zeppelins"), offset: 0, limit: 10).map(\.title) == ["Title a"])
        let filtered = ArticleQuery(filter: try FilterExpression.parse("content =~ \"subm.rines\""))
        #expect(try store.summaries(filtered, offset: 0, limit: 10).map(\.title) == ["Title b"])
        let negated = ArticleQuery(filter: try FilterExpression.parse("content !~ \"zeppelin\""))
        #expect(try store.count(negated) == 1)
    }

    @Test func anUpdatedBodyReplacesThePackedOneAndItsSearchEntry() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = CacheSamples.source()
        try store.store([CacheSamples.article("g", of: source, content: Self.body("zeppelins"))], for: source)
        for round in 1...2 {
            let word = round == 1 ? "submarines" : "balloons"
            let result = try store.store([CacheSamples.article("g", of: source, content: Self.body(word))], for: source)
            #expect(result.updated == 1)
            #expect(try store.count(ArticleQuery(search: word)) == 1)
            #expect(try store.count(ArticleQuery(search: "zeppelins")) == 0)
        }
        let id = try #require(try store.summaries(.all, offset: 0, limit: 1).first?.id)
        #expect(try store.article(id: id)?.content == Self.body("balloons"))
        #expect(try store.store([CacheSamples.article("g", of: source, content: Self.body("balloons"))], for: source).unchanged == 1)
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test func rowsStoredAsTextBeforePackingReadTheSame() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = CacheSamples.source()
        let content = Self.body("zeppelins")
        try store.store([CacheSamples.article("old", of: source, content: content)], for: source)
        // What a cache written before version 11 holds: the text in its columns, no packed body.
        try store.withDatabase { database throws(StoreError) in
            try database.execute("""
                UPDATE articles SET content = byline_body(content, packed_body, 1), packed_body = NULL
                """)
        }
        let columns = try storedColumns(store, guid: "old")
        #expect(columns.content && columns.packed == 0)
        let id = try #require(try store.summaries(.all, offset: 0, limit: 1).first?.id)
        #expect(try store.article(id: id)?.content == content)
        #expect(try store.store([CacheSamples.article("old", of: source, content: content)], for: source).unchanged == 1)
    }

    @Test("a damaged packed body reads as no body, and the rest of the article stays", arguments: [
        "X'01'", "X'01FFFFFFFFFFFFFFFF00'", "X'02050000000500000078'", "X'0105000000050000007801'", "X'020A0000000500000078'", "randomblob(400)",
    ])
    func damagedBodies(blob: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = CacheSamples.source()
        try store.store([CacheSamples.article("g", of: source, title: "Kept", content: Self.body("zeppelins"))], for: source)
        try store.withDatabase { database throws(StoreError) in
            try database.execute("UPDATE articles SET packed_body = \(blob)")
        }
        let id = try #require(try store.summaries(.all, offset: 0, limit: 1).first?.id)
        let article = try #require(try store.article(id: id))
        #expect(article.title == "Kept")
        #expect(article.content == nil && article.summary == nil)
        #expect(try store.count(ArticleQuery(filter: try FilterExpression.parse("content =~ \"x\""))) == 0)
    }
}
