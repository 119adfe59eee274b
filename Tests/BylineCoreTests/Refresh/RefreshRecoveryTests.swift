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

/// A feed that turns ill-formed, through the real refresh, cache and a loopback server.
@Suite("refresh of broken feeds", .serialized)
struct RefreshRecoveryTests {
    private static let good = """
        <?xml version="1.0"?>
        <rss version="2.0"><channel><title>Good &amp;amp; then bad</title>
        <item><title>A</title><link>https://news.example.com/a</link></item>
        <item><title>B</title><link>https://news.example.com/b</link></item>
        </channel></rss>
        """
    private static let broken = """
        <?xml version="1.0"?>
        <rss version="2.0"><channel><title>Good &amp;amp; then bad</title>
        <item><title>B</title><link>https://news.example.com/b</link></item>
        <item><title>C</title><link>https://news.example.com/c?x=1&y=2</link></item>
        <item><description>D has no title</description></item>

        """

    private func refresh(_ source: Source, _ store: ArticleStore) async throws -> SourceRefreshResult {
        let service = APIService(
            transport: CurlTransport(configuration: .init(timeout: 5)))
        return try #require(
            await RefreshSession(fetcher: SourceFetcher(service: service), store: store, sources: [source], policy: RefreshPolicy()).run().sources
                .first)
    }

    @Test("a broken feed's articles are stored, its status says broken, and nothing stored before is lost")
    func brokenFeedKeepsArticlesAndSaysSo() async throws {
        let served = LockedValue(0)
        let feed = try LoopbackFeed { _ in
            let count = served.update { count -> Int in
                count += 1
                return count
            }
            return .text(count == 1 ? Self.good : Self.broken, contentType: "application/rss+xml")
        }
        defer { feed.stop() }
        let (store, source) = (feed.store, feed.source)

        let first = try await refresh(source, store)
        #expect(first.summary == "2 new of 2")
        #expect(try store.feedState(for: source.key)?.lastError == nil)

        for round in 1...2 {
            let result = try await refresh(source, store)
            guard case .updated(let new, let received) = result.outcome else {
                Issue.record("round \(round): expected an update, got \(result.outcome)")
                return
            }
            #expect(new == (round == 1 ? 2 : 0))
            #expect(received == 3)
            #expect(result.summary.contains("the feed is not well-formed XML (line "), "\(result.summary)")
            #expect(!result.isFailure)
            let status = try #require(try store.feedState(for: source.key)?.lastError)
            #expect(status.hasPrefix("the feed is not well-formed XML"), "\(status)")
            let titles = try store.summaries(ArticleQuery(), offset: 0, limit: 10).map(\.title).sorted()
            #expect(titles == ["A", "B", "C", "D has no title"])
        }
        #expect(try store.feedState(for: source.key)?.title == "Good & then bad")
    }

    @Test("the Content-Type charset reaches the parser through a refresh")
    func headerCharsetReachesTheParser() async throws {
        let body =
            "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Новости</title><item><title>Привет</title>"
            + "<link>https://ru.example.com/1</link></item></channel></rss>"
        let bytes = try #require(body.data(using: .windowsCP1251))
        let feed = try LoopbackFeed { _ in
            .respond(status: 200, headers: [("Content-Type", "application/xml; charset=windows-1251")], body: bytes)
        }
        defer { feed.stop() }
        let (store, source) = (feed.store, feed.source)
        for _ in 1...2 { _ = try await refresh(source, store) }
        #expect(try store.summaries(ArticleQuery(), offset: 0, limit: 10).map(\.title) == ["Привет"])
        #expect(try store.feedState(for: source.key)?.title == "Новости")
    }
}
