import BylineTestSupport
import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineRefresh
@testable import BylineSystem
@testable import BylineXML

/// Expiry through the real refresh: a loopback feed that keeps carrying its old items.
@Suite("expiry after a refresh", .serialized)
struct ExpiryRefreshTests {
    /// An RSS feed of items 1…count, item n published n hours after noon, 1 Dec 2026.
    private static func feed(_ count: Int) -> String {
        let items = (1...count).map { number in
            "<item><title>Story \(number)</title><guid>story-\(number)</guid>"
                + "<pubDate>Tue, 01 Dec 2026 \(String(format: "%02d", number)):00:00 GMT</pubDate></item>"
        }
        return "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Daily</title>"
            + items.joined() + "</channel></rss>"
    }

    private func refresh(_ source: Source, _ store: ArticleStore, policy: RefreshPolicy) async throws -> SourceRefreshResult {
        let service = APIService(
            transport: CurlTransport(configuration: .init(timeout: 5)))
        return try #require(
            await RefreshSession(fetcher: SourceFetcher(service: service), store: store, sources: [source], policy: policy).run().sources.first)
    }

    private func titles(_ store: ArticleStore) throws -> [String] {
        try store.summaries(.all, offset: 0, limit: 50).map(\.title)
    }

    @Test("max-items keeps the newest; expired items do not come back on the next two refreshes")
    func expiredItemsStayAwayWhileTheFeedCarriesThem() async throws {
        let feed = try LoopbackFeed(.text(Self.feed(6), contentType: "application/rss+xml"))
        defer { feed.stop() }
        var configuration = Configuration()
        configuration.maxItems = 3
        let policy = RefreshPolicy(configuration: configuration)

        let first = try await refresh(feed.source, feed.store, policy: policy)
        #expect(first.outcome == .updated(new: 6, received: 6))
        #expect(try titles(feed.store) == ["Story 6", "Story 5", "Story 4"])

        for round in 1...2 {
            let again = try await refresh(feed.source, feed.store, policy: policy)
            #expect(again.outcome == .updated(new: 0, received: 6), "round \(round)")
            #expect(try titles(feed.store) == ["Story 6", "Story 5", "Story 4"], "round \(round)")
            let summary = try #require(try feed.store.feeds().first)
            #expect(summary.total == 3 && summary.unread == 3, "round \(round)")
        }
        #expect(try feed.store.integrityCheck() == ["ok"])
    }

    @Test("a source's max-items tag wins over the config, and a starred article outlives it")
    func theTagWinsAndStarredStays() async throws {
        let served = LockedValue(4)
        let feed = try LoopbackFeed { _ in .text(Self.feed(served.current), contentType: "application/rss+xml") }
        defer { feed.stop() }
        var source = feed.source
        source.tags = ["news", "max-items=2"]
        var configuration = Configuration()
        configuration.maxItems = 10
        let policy = RefreshPolicy(configuration: configuration)

        _ = try await refresh(source, feed.store, policy: policy)
        #expect(try titles(feed.store) == ["Story 4", "Story 3"])
        let star = try #require(try feed.store.summaries(.all, offset: 0, limit: 50).last?.id)
        #expect(try feed.store.setStarred(star, true))

        served.current = 6
        _ = try await refresh(source, feed.store, policy: policy)
        #expect(try titles(feed.store) == ["Story 6", "Story 5", "Story 3"])
    }
}
