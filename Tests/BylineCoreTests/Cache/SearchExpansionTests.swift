import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

/// Prefix words rewritten as the index terms they stand for, with the same results in list order.
@Suite("search prefix expansion")
struct SearchExpansionTests {
    /// Titles, newest first: list order is the reverse of this order.
    private static let titles = [
        "The market opens", "Their market closed", "Theory of markets", "Théâtre tonight",
        "Other news", "Marketing the theme", "정부는 발표했다", "정부 예산", "Then again"
    ]

    private func makeStore(in folder: TemporaryFolder, extra: [String] = []) throws -> ArticleStore {
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = CacheSamples.source()
        let all = Self.titles + extra
        try store.store(
            all.enumerated().map { index, title in
                CacheSamples.article("a\(index)", of: source, title: title, minutes: -index)
            }, for: source)
        return store
    }

    /// The titles a page of `limit` finds for `text`.
    private func page(_ store: ArticleStore, _ text: String, limit: Int = 50) throws -> [String] {
        try store.summaries(ArticleQuery(search: text), offset: 0, limit: limit).map(\.title)
    }

    /// The expression the store runs for `text`.
    private func expression(_ store: ArticleStore, _ text: String) throws -> String {
        try store.withDatabase { database throws(StoreError) in
            try SearchExpansion.expression(for: SearchQuery.phrases(text), in: database)
        }
    }

    @Test("a prefix word becomes an OR of its terms and finds what FTS5's prefix finds, in list order, twice")
    func prefixBecomesTerms() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try makeStore(in: folder)
        for _ in 1...2 {
            #expect(try expression(store, "The") == #"("the" OR "theatre" OR "their" OR "theme" OR "then" OR "theory")"#)
            #expect(
                try page(store, "The") == [
                    "The market opens", "Their market closed", "Theory of markets",
                    "Théâtre tonight", "Marketing the theme", "Then again"
                ])
            #expect(
                try page(store, "the market") == [
                    "The market opens", "Their market closed", "Theory of markets",
                    "Marketing the theme"
                ])
            #expect(try page(store, "the market", limit: 2) == ["The market opens", "Their market closed"])
            #expect(try page(store, "정부") == ["정부는 발표했다", "정부 예산"])
        }
    }

    @Test("words that are not prefixes, and letters Swift may fold differently, are left to FTS5")
    func othersUnchanged() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try makeStore(in: folder)
        #expect(try expression(store, "of") == #""of""#)
        #expect(try expression(store, "thé") == #""thé"*"#)
        #expect(try page(store, "théâ") == ["Théâtre tonight"])
        #expect(try expression(store, "zzz") == #""zzz"*"#)
        #expect(try page(store, "zzz").isEmpty)
    }

    @Test("a prefix with more terms than the limit keeps FTS5's own prefix search and the same results")
    func tooManyTermsFallBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let words = (0..<(SearchExpansion.maximumTerms + 1)).map { "quark\(String(UnicodeScalar(UInt8(97 + $0 % 26))))\($0)" }
        let store = try makeStore(in: folder, extra: words)
        #expect(try expression(store, "quark") == #""quark"*"#)
        #expect(try page(store, "quark").count == words.count)
    }
}
