import CBodyCodec
import CSQLite
import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("Article bodies packed in the cache")
struct PackedBodyTests {
    /// A body long enough to be packed: paragraphs of HTML, with Korean and emoji.
    static func body(_ word: String, paragraphs: Int = 30) -> String {
        (1...paragraphs).map { "<p>Paragraph \($0) about \(word): 한국어 문장과 😀 emoji, &amp; more text.</p>" }.joined()
    }

    private func storedColumns(_ store: ArticleStore, guid: String) throws -> (summary: Bool, content: Bool, packed: Int64) {
        try store.withDatabase { database throws(StoreError) in
            try database.first(
                """
                SELECT summary IS NOT NULL, content IS NOT NULL, COALESCE(length(packed_body), 0) FROM articles WHERE guid = ?
                """, [guid]
            ) { (summary: $0.bool(0), content: $0.bool(1), packed: $0.int64(2)) } ?? (false, false, 0)
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
        try store.store(
            [
                CacheSamples.article("own", of: source, summary: summary, content: Self.body("zeppelins"), minutes: 1),
                CacheSamples.article("alone", of: source, summary: Self.body("balloons"), content: nil, minutes: 2)
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
        try store.store(
            [
                CacheSamples.article("a", of: source, content: Self.body("zeppelins"), minutes: 1),
                CacheSamples.article("b", of: source, content: Self.body("submarines"), minutes: 2)
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
            try database.execute(
                """
                UPDATE articles SET content = byline_body(content, packed_body, 1), packed_body = NULL
                """)
        }
        let columns = try storedColumns(store, guid: "old")
        #expect(columns.content && columns.packed == 0)
        let id = try #require(try store.summaries(.all, offset: 0, limit: 1).first?.id)
        #expect(try store.article(id: id)?.content == content)
        #expect(try store.store([CacheSamples.article("old", of: source, content: content)], for: source).unchanged == 1)
    }

    @Test(
        "a damaged packed body reads as no body, and the rest of the article stays",
        arguments: [
            "X'01'", "X'01FFFFFFFFFFFFFFFF00'", "X'02050000000500000078'", "X'0105000000050000007801'", "X'020A0000000500000078'", "randomblob(400)"
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

@Suite("Packed bodies: both codecs, every size")
struct PackedBodyCodecTests {
    @Test func theZlibWindowIsTheSmallestThatHoldsTheText() {
        #expect(byline_body_window_bits(0) == 9)
        #expect(byline_body_window_bits(512) == 9)
        #expect(byline_body_window_bits(513) == 10)
        #expect(byline_body_window_bits(3_000) == 12)
        #expect(byline_body_window_bits(32_768) == 15)
        #expect(byline_body_window_bits(5_000_000) == 15)
    }

    static func text(_ size: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        let words = ["장문", "news", "😀", "market", "the", "東京", "<p>", "&amp;"]
        var content = ""
        while content.utf8.count < size { content += words.randomElement(using: &generator)! + " " }
        return content
    }

    /// Stores an article, then replaces its packed body with `body` packed by `codec`, as a
    /// cache written by that codec would hold it; returns what the store reads back.
    private func readBack(
        summary: String?, content: String?, codec: PackedBody.Codec,
        header: (inout [UInt8]) -> Void = { _ in }
    ) throws -> Article {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = CacheSamples.source()
        try store.store([CacheSamples.article("sized", of: source, summary: summary, content: content)], for: source)
        var bytes = try #require(PackedBody(summary: summary, content: content, codec: codec)).bytes
        #expect(Int(bytes[0]) == (codec == .zstd ? 2 : 0) + (summary.map { content?.hasPrefix($0) == true } == true ? 2 : 1))
        header(&bytes)
        try store.withDatabase { database throws(StoreError) in
            let hex = bytes.map { String(format: "%02X", $0) }.joined()
            try database.execute("UPDATE articles SET summary = NULL, content = NULL, packed_body = X'\(hex)'")
        }
        let id = try #require(try store.summaries(.all, offset: 0, limit: 1).first?.id)
        return try #require(try store.article(id: id))
    }

    @Test(
        "bodies of every size read back the same, with either codec",
        arguments: [
            (200, PackedBody.Codec.zstd), (511, .zlib), (513, .zstd), (4_097, .zlib), (20_000, .zstd), (40_000, .zlib), (300_000, .zstd)
        ])
    func bodiesRoundTrip(_ size: Int, _ codec: PackedBody.Codec) throws {
        let content = Self.text(size)
        let separate = try readBack(summary: "A summary of its own, 한국어 😀", content: content, codec: codec)
        #expect(separate.content == content && separate.summary == "A summary of its own, 한국어 😀")
        let shared = try readBack(summary: String(content.prefix(100)), content: content, codec: codec)
        #expect(shared.content == content && shared.summary == String(content.prefix(100)))
    }

    @Test("the store writes zstd") func theStoreWritesZstd() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = CacheSamples.source()
        try store.store([CacheSamples.article("z", of: source, summary: "Its own summary", content: Self.text(5_000))], for: source)
        let format = try store.withDatabase { database throws(StoreError) in
            try database.first("SELECT hex(substr(packed_body, 1, 1)) FROM articles") { $0.string(0) }
        }
        #expect(format == "03")
    }

    @Test("a zstd frame that disagrees with its header reads as no body", arguments: [1, 5])
    func aFrameThatDisagreesReadsAsNoBody(_ tagByte: Int) throws {
        let content = Self.text(3_000)
        let article = try readBack(summary: "Its own summary", content: content, codec: .zstd) { bytes in
            bytes[tagByte] = bytes[tagByte] &+ 1
        }
        #expect(article.content == nil && article.summary == nil)
    }

    @Test func aFormatThatIsNotKnownReadsAsNoBody() throws {
        let article = try readBack(summary: nil, content: Self.text(3_000), codec: .zstd) { $0[0] = 5 }
        #expect(article.content == nil)
    }
}
