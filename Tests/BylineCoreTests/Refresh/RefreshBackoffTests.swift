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

/// The waits a refresh keeps between requests to a failing source, through the real cache
/// (which stores times in whole seconds) and a loopback server, with an injected clock.
@Suite("refresh back-off and Retry-After", .serialized)
struct RefreshBackoffTests {
    /// One refresh of `source` at the time `now`, with `policy`.
    private func refresh(
        _ source: Source, _ store: ArticleStore, at now: TimeInterval,
        policy: RefreshPolicy = RefreshPolicy()
    ) async throws -> SourceRefreshResult {
        let service = APIService(
            transport: CurlTransport(configuration: .init(timeout: 5)))
        let date = Date(timeIntervalSince1970: now)
        return try #require(
            await RefreshSession(fetcher: SourceFetcher(service: service), store: store, sources: [source], policy: policy, now: { date }).run()
                .sources.first)
    }

    /// A loopback server that always answers one response, a new cache, and a feed source on it.
    private typealias FailingFeed = LoopbackFeed

    private func isSkipped(_ result: SourceRefreshResult) -> Bool {
        if case .notAsked = result.outcome { return true }
        return false
    }

    @Test("no request reaches a 429 source before its Retry-After ends, at any fraction of a second")
    func retryAfterIsNeverCutShortByTheCachesWholeSeconds() async throws {
        let feed = try FailingFeed(.text("slow down", status: 429, headers: [("Retry-After", "20")]))
        defer { feed.stop() }
        let (server, store, source) = (feed.server, feed.store, feed.source)
        let start = 1_800_000_000.75

        _ = try await refresh(source, store, at: start)
        let until = try #require(try store.feedState(for: source.key)?.retryAfter)
        #expect(until.timeIntervalSince1970 >= start + 20)

        let early = try await refresh(source, store, at: start + 19.9)
        #expect(isSkipped(early))
        #expect(server.requests.count == 1)
    }

    @Test("a 503 with Retry-After is not asked again before the wait ends, even on its first failure; then it is")
    func serviceUnavailableRetryAfterIsHonoured() async throws {
        let feed = try FailingFeed(.text("down for maintenance", status: 503, headers: [("Retry-After", "120")]))
        defer { feed.stop() }
        let (server, store, source) = (feed.server, feed.store, feed.source)
        let start = 1_800_000_000.25

        let first = try await refresh(source, store, at: start)
        guard case .failed(let message) = first.outcome else {
            Issue.record("expected a failure, got \(first.outcome)")
            return
        }
        #expect(message.hasSuffix("(try again in 2 minutes)"), "\(message)")
        #expect(isSkipped(try await refresh(source, store, at: start + 119.5)))
        #expect(server.requests.count == 1)
        #expect(!isSkipped(try await refresh(source, store, at: start + 121)))
        #expect(server.requests.count == 2)
    }

    @Test("the back-off starts at refresh-backoff after two failures and doubles after each further one")
    func backoffFollowsTheConfiguredBase() async throws {
        let feed = try FailingFeed(.text("broken", status: 500))
        defer { feed.stop() }
        let (server, store, source) = (feed.server, feed.store, feed.source)
        var configuration = Configuration()
        configuration.refreshBackoff = 5
        let policy = RefreshPolicy(configuration: configuration)
        #expect(policy.baseBackoff == 5)
        let start = 1_800_000_000.5

        // (time of the refresh, whether it may ask the server) after failures 1, 2, 3.
        let steps: [(TimeInterval, Bool)] = [
            (0, true), (0.1, true),  // one failure is not yet a pattern
            (5.0, false), (5.6, true),  // then 5 s from the second failure
            (15.5, false), (16.6, true)  // then 10 s from the third (times are kept in whole seconds, rounded up)
        ]
        var expectedRequests = 0
        for (offset, asks) in steps {
            let result = try await refresh(source, store, at: start + offset, policy: policy)
            if asks { expectedRequests += 1 }
            #expect(isSkipped(result) == !asks, "refresh at +\(offset) s")
            #expect(server.requests.count == expectedRequests, "refresh at +\(offset) s")
        }
    }
}

@Suite("Rate limits without Retry-After")
struct RateLimitWithoutRetryAfterTests {
    @Test("a 429 without Retry-After waits the base back-off even on the first failure")
    func waitsBaseBackoff() {
        let policy = RefreshPolicy(baseBackoff: 60)
        let now = Date(timeIntervalSince1970: 1_000)
        #expect(policy.nextAttempt(afterFailures: 1, retryAfter: nil, rateLimited: true, now: now) == Date(timeIntervalSince1970: 1_060))
        #expect(policy.nextAttempt(afterFailures: 1, retryAfter: nil, rateLimited: false, now: now) == nil)
        #expect(policy.nextAttempt(afterFailures: 1, retryAfter: 5, rateLimited: true, now: now) == Date(timeIntervalSince1970: 1_005))
    }
}
