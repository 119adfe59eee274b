import BylineTestSupport
import BylineText
import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineRefresh
@testable import BylineSystem
@testable import BylineXML

/// The background full-text fetch through the real refresh, network and cache, against a
/// loopback site: batches after refreshes, failures remembered, the per-host bound.
@Suite("background full text", .serialized)
struct FullTextHarvesterTests {
    /// The service the harvests use. No test here waits for a timeout, so it is generous: a
    /// loaded CI machine must not turn a slow loopback answer into a failed refresh.
    private static func service() throws -> APIService {
        APIService(
            transport: CurlTransport(configuration: .init(timeout: 20)))
    }

    /// One refresh of `source` and then the harvest, as `byline refresh` runs them.
    private static func refreshAndHarvest(
        _ source: Source, _ store: ArticleStore,
        policy: FullTextPolicy = FullTextPolicy()
    ) async throws -> FullTextHarvestSummary {
        let service = try service()
        let refreshed = await RefreshSession(fetcher: SourceFetcher(service: service), store: store, sources: [source], policy: RefreshPolicy()).run()
            .sources
        let failures = refreshed.filter(\.isFailure).map(\.summary)
        try #require(failures.isEmpty, "the feed's refresh failed: \(failures)")
        return await FullTextHarvester(service: service, policy: policy).run([source], store: store)
    }

    private static func storedText(_ store: ArticleStore, story: Int) throws -> String? {
        let rows = try store.summaries(ArticleQuery(), offset: 0, limit: 100)
        guard let row = rows.first(where: { $0.title == "Story \(story)" }) else { return nil }
        return try store.fullText(forArticle: row.id)?.page.text
    }

    private static func id(_ store: ArticleStore, story: Int) throws -> Int64 {
        try #require(try store.summaries(ArticleQuery(), offset: 0, limit: 100).first { $0.title == "Story \(story)" }?.id)
    }

    @Test("two refreshes bring two batches; each batch's pages are fetched once and stored")
    func twoRefreshesTwoBatches() async throws {
        let site = try FullTextSite(published: 3)
        defer { site.stop() }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = Source(kind: .feed(site.feedURL), key: site.feedURL.absoluteString, tags: ["full-text=yes"])

        let first = try await Self.refreshAndHarvest(source, store)
        #expect(first.fetched == 3)
        #expect(first.failures.isEmpty)
        site.published.current = 5
        let second = try await Self.refreshAndHarvest(source, store)
        #expect(second.fetched == 2)
        for story in 0..<5 {
            #expect(try Self.storedText(store, story: story)?.contains(FullTextSite.marker(story)) == true, "story \(story)")
            #expect(site.pageRequests(story) == 1, "story \(story) fetched once")
        }
        // The page's words are found by search, like a page fetched with f.
        #expect(try store.summaries(ArticleQuery(search: "Harbourmaster4"), offset: 0, limit: 5).map(\.title) == ["Story 4"])
        let third = try await Self.refreshAndHarvest(source, store)
        #expect(third.isEmpty)
    }

    @Test("a failing page and a page that is no article are remembered, not fetched again, and harm nothing stored")
    func failuresAreRemembered() async throws {
        let site = try FullTextSite(published: 4)
        defer { site.stop() }
        site.failing.current = [1]
        site.notArticles.current = [2]
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = Source(kind: .feed(site.feedURL), key: site.feedURL.absoluteString)

        let first = try await Self.refreshAndHarvest(source, store)
        #expect(first.fetched == 2)
        #expect(first.failures.count == 2)
        #expect(first.failures.contains { $0.contains("500") }, "\(first.failures)")
        #expect(first.failures.contains { $0.contains("no article") }, "\(first.failures)")
        let failed = try #require(try store.fullTextSkip(forArticle: try Self.id(store, story: 1)))
        #expect(failed.attempts == 1)
        #expect(failed.retryAfter != nil, "a server error may pass: tried again later")
        #expect(try store.fullTextSkip(forArticle: try Self.id(store, story: 2))?.retryAfter == nil)
        #expect(try Self.storedText(store, story: 1) == nil)

        // The page stored for story 3 survives its server failing later.
        site.failing.current = [1, 3]
        let second = try await Self.refreshAndHarvest(source, store)
        #expect(second.isEmpty)
        #expect(site.pageRequests(1) == 1 && site.pageRequests(2) == 1 && site.pageRequests(3) == 1)
        #expect(try Self.storedText(store, story: 3)?.contains(FullTextSite.marker(3)) == true)
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test("a failed page is tried again once its retry time has passed, and then stored")
    func retriedAfterTheWait() async throws {
        let site = try FullTextSite(published: 1)
        defer { site.stop() }
        site.failing.current = [0]
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = Source(kind: .feed(site.feedURL), key: site.feedURL.absoluteString)
        let service = try Self.service()
        _ = await RefreshSession(fetcher: SourceFetcher(service: service), store: store, sources: [source], policy: RefreshPolicy()).run().sources
        _ = await FullTextHarvester(service: service).run([source], store: store)
        site.failing.current = []
        let later = Date().addingTimeInterval(FullTextPolicy.retryDelay + 60)
        let summary = await FullTextHarvester(service: service, now: { later }).run([source], store: store)
        #expect(summary.fetched == 1)
        #expect(site.pageRequests(0) == 2)
    }

    @Test("at most two pages at once per host, the hosts in parallel, and at most perSource per refresh")
    func perHostBound() async throws {
        let site = try FullTextSite(published: 12, hosts: ["127.0.0.1", "localhost"])
        defer { site.stop() }
        site.pageDelay.current = 0.15
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = Source(kind: .feed(site.feedURL), key: site.feedURL.absoluteString)

        let summary = try await Self.refreshAndHarvest(source, store, policy: FullTextPolicy(perSource: 10))
        #expect(summary.fetched == 10, "\(summary.failures)")
        for host in site.hosts {
            #expect(site.peakInFlight(host) == 2, "host \(host)")
        }
        let rest = try await Self.refreshAndHarvest(source, store, policy: FullTextPolicy(perSource: 10))
        #expect(rest.fetched == 2)
    }

    @Test("articles whose feed has the whole story, or no web page, are not fetched")
    func longFeedTextIsNotFetched() throws {
        #expect(FullTextPolicy.isTeaser("A short teaser…"))
        #expect(FullTextPolicy.isTeaser("<p>" + String(repeating: "<b>x</b> ", count: 150) + "</p>"))
        #expect(!FullTextPolicy.isTeaser("<p>" + String(repeating: "word ", count: 400) + "</p>"))
        #expect(!FullTextPolicy.isTeaser(String(repeating: "y", count: 100_000)))
    }

    @Test("the tag full-text=yes|no wins over the config's default; queries and the demo never fetch")
    func sourceSetting() throws {
        let url = try #require(URL(string: "https://example.org/feed"))
        #expect(Source(kind: .feed(url), key: "k", tags: ["full-text=yes"]).wantsFullText(default: false))
        #expect(!Source(kind: .feed(url), key: "k", tags: ["Full-Text=NO"]).wantsFullText(default: true))
        #expect(Source(kind: .feed(url), key: "k", tags: ["tech"]).wantsFullText(default: true))
        #expect(!Source(kind: .feed(url), key: "k").wantsFullText(default: false))
        #expect(!Source.demo.wantsFullText(default: true))
        var configuration = Configuration()
        #expect(!configuration.fullText)
        try ConfigurationKey.fullText.apply("yes", to: &configuration)
        #expect(configuration.fullText)
        #expect(throws: SourceKeyError.self) { try ConfigurationKey.fullText.apply("maybe", to: &configuration) }
    }
}
