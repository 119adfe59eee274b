import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineRefresh
@testable import BylineSystem
@testable import BylineXML

/// Expiry in the cache: by count and by age, starred articles kept, counters and the search
/// index following, and the memory that keeps an expired article out.
@Suite("ArticleStore expiry")
struct ArticleStoreExpiryTests {
    private let folder: TemporaryFolder
    private let store: ArticleStore
    private let source = CacheSamples.source("alpha")
    private let day: TimeInterval = 86_400

    init() throws {
        folder = try TemporaryFolder()
        store = try ArticleStore.open(at: folder.file("cache.db"))
    }

    /// Articles g0…g(count-1) of `source`, g(n) published n days after the base date.
    private func articles(_ count: Int, of source: Source) -> [Article] {
        (0..<count).map { CacheSamples.article("g\($0)", of: source, content: "<p>story \($0) body</p>", minutes: $0 * 24 * 60) }
    }

    private func updated(_ source: Source) -> SourceRefreshResult {
        SourceRefreshResult(source: source, outcome: .updated(new: 0, received: 0))
    }

    private func guids(_ query: ArticleQuery = .all) throws -> [String] {
        try store.summaries(query, offset: 0, limit: 100).compactMap { try store.article(id: $0.id)?.guid }
    }

    /// The id of the article `guid` of `source` (default: the suite's).
    private func id(_ guid: String, of source: Source? = nil) throws -> Int64 {
        let query = ArticleQuery(sourceKey: (source ?? self.source).key)
        return try #require(try store.summaries(query, offset: 0, limit: 100).first { try store.article(id: $0.id)?.guid == guid }?.id)
    }

    /// One column of the remembered expired articles, in order.
    private func remembered(_ column: String) throws -> [String?] {
        try store.withDatabase { database throws(StoreError) in
            try database.query("SELECT \(column) FROM expired_articles ORDER BY \(column)") { $0.string(0) }
        }
    }

    @Test func maxItemsKeepsTheNewestOfEachSourceAndEveryStarredOne() throws {
        defer { folder.remove() }
        let tagged = Source(kind: CacheSamples.source("beta").kind, key: CacheSamples.source("beta").key, tags: ["max-items=4"])
        try store.store(articles(10, of: source), for: source)
        try store.store(articles(10, of: tagged), for: tagged)
        #expect(try store.setStarred(try id("g1"), true))
        _ = try store.setRead([try id("g9")], true)

        let result = try store.expire(ExpiryPolicy(maxItems: 3), after: [updated(source), updated(tagged)], since: Date())

        #expect(result.removed == 6 + 6)
        #expect(try guids(ArticleQuery(sourceKey: source.key)) == ["g9", "g8", "g7", "g1"])
        #expect(try guids(ArticleQuery(sourceKey: tagged.key)) == ["g9", "g8", "g7", "g6"])
        let counts = try store.feeds().map { [$0.total, $0.unread] }
        #expect(counts.sorted { $0[1] < $1[1] } == [[4, 3], [4, 4]])
        #expect(try store.count(ArticleQuery(search: "story")) == 8)
        #expect(try store.count(ArticleQuery(starredOnly: true)) == 1)
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test func keepArticlesDaysRemovesOlderOnesButNotStarredOrUndatedNewOnes() throws {
        defer { folder.remove() }
        let now = CacheSamples.baseDate.addingTimeInterval(10 * day)
        try store.store(articles(10, of: source), for: source)
        try store.store([CacheSamples.article("undated", of: source, undated: true)], for: source, now: now)
        #expect(try store.setStarred(try id("g0"), true))

        let result = try store.expire(ExpiryPolicy(keepArticlesDays: 3), after: [], since: now, now: now)

        // g7 was published exactly 3 days before `now`: not older than 3 days.
        #expect(result.removed == 6)
        #expect(try guids() == ["undated", "g9", "g8", "g7", "g0"])
        #expect(try store.feeds().first?.total == 5)
        #expect(try store.count(ArticleQuery(search: "story")) == 4)
    }

    @Test func anExpiredArticleIsNotStoredAgainWhileItsFeedCarriesIt() throws {
        defer { folder.remove() }
        try store.store(articles(5, of: source), for: source)
        try store.expire(ExpiryPolicy(maxItems: 2), after: [updated(source)], since: Date())
        for _ in 1...2 {
            let again = try store.store(articles(5, of: source), for: source)
            #expect(again.inserted == 0)
            #expect(try guids() == ["g4", "g3"])
            #expect(try store.feeds().first?.total == 2)
        }
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test func theMemoryForgetsAnArticleOnceTheFeedNoLongerCarriesIt() throws {
        defer { folder.remove() }
        let first = Date(timeIntervalSince1970: 1_800_000_000)
        try store.store(articles(5, of: source), for: source, now: first)
        try store.expire(ExpiryPolicy(maxItems: 2), after: [updated(source)], since: first, now: first)
        // The feed now carries g1…g4 (g0 dropped off its end): g0's id is forgotten, the rest kept.
        let second = first.addingTimeInterval(3600)
        try store.store(Array(articles(5, of: source).dropFirst()), for: source, now: second)
        let result = try store.expire(ExpiryPolicy(maxItems: 2), after: [updated(source)], since: second, now: second)
        #expect(result.forgotten == 1)
        #expect(try remembered("guid") == ["g1", "g2"])
    }

    @Test func aNotModifiedFeedKeepsItsMemoryAndAnUnrefreshedOneForgetsAfterLong() throws {
        defer { folder.remove() }
        let first = Date(timeIntervalSince1970: 1_800_000_000)
        let other = CacheSamples.source("quiet")
        try store.store(articles(3, of: source), for: source, now: first)
        try store.store(articles(3, of: other), for: other, now: first)
        try store.expire(ExpiryPolicy(maxItems: 1), after: [updated(source), updated(other)], since: first, now: first)

        let later = first.addingTimeInterval(ExpiryPolicy.memory + day)
        let notModified = SourceRefreshResult(source: source, outcome: .notModified)
        let result = try store.expire(ExpiryPolicy(maxItems: 1), after: [notModified], since: later, now: later)

        #expect(result.forgotten == 2)
        #expect(try remembered("source_key") == [source.key, source.key])
    }

    @Test func anExpiredArticlesReaderPageGoesAndOthersStay() throws {
        defer { folder.remove() }
        try store.store(articles(3, of: source), for: source)
        let page = ExtractedArticle(title: "Page", html: "<p>cables</p>", text: "galvanised cables")
        let old = try id("g0")
        let kept = try id("g2")
        try store.saveFullText(page, forArticle: old, pageURL: nil)
        try store.saveFullText(page, forArticle: kept, pageURL: nil)

        try store.expire(ExpiryPolicy(maxItems: 2), after: [updated(source)], since: Date())

        #expect(try store.fullText(forArticle: old) == nil)
        #expect(try store.fullText(forArticle: kept)?.page == page)
        #expect(try store.count(ArticleQuery(search: "galvanised")) == 1)
        #expect(try store.integrityCheck() == ["ok"])
    }
}
