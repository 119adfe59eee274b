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

/// What a refresh asks depends on why it runs, through the real refresher, cache and a
/// loopback server; and a refresh that is stopped leaves nothing behind.
@Suite("refreshes by intent, and stopping one", .serialized)
struct RefreshIntentTests {
    private func service() throws -> APIService {
        // A generous timeout: these tests run beside the whole suite on two cores.
        APIService(
            transport: CurlTransport(configuration: .init(timeout: 30)))
    }

    private static func feed(_ edition: Int) -> String {
        let items = (1...edition).reversed().map { FeedItem(id: "story-\($0)", title: "Story \($0)", link: "http://example.org/\($0)") }
        return FeedBuilder.rss(title: "Timed", items: items)
            .replacingOccurrences(of: "<channel>", with: "<channel><ttl>60</ttl>")
    }

    @Test("a feed with <ttl>60</ttl> is asked again by every refresh the user asks for, and left alone by the automatic one")
    func ttlPacesOnlyTheAutomaticRefresh() async throws {
        let editions = LockedValue(0)
        let feed = try LoopbackFeed { _ in
            let edition = editions.next()
            return .text(Self.feed(edition), contentType: "application/rss+xml")
        }
        defer { feed.stop() }
        let service = try service()
        let first = try #require(
            await RefreshSession(fetcher: SourceFetcher(service: service), store: feed.store, sources: [feed.source], policy: RefreshPolicy()).run()
                .sources.first)
        #expect(first.outcome == .updated(new: 1, received: 1))
        for edition in 2...3 {
            let again = try #require(
                await RefreshSession(
                    fetcher: SourceFetcher(service: service), store: feed.store, sources: [feed.source], policy: RefreshPolicy(intent: .userAsked)
                ).run().sources.first)
            #expect(again.outcome == .updated(new: 1, received: edition), "r brings edition \(edition)")
        }
        let automatic = try #require(
            await RefreshSession(
                fetcher: SourceFetcher(service: service), store: feed.store, sources: [feed.source], policy: RefreshPolicy(intent: .automatic)
            ).run().sources.first)
        guard case .notAsked(.fresh) = automatic.outcome else {
            Issue.record("the automatic refresh should wait for the feed's ttl, got \(automatic.outcome)")
            return
        }
        #expect(feed.server.requests.count == 3)
        let pointed = try #require(
            await RefreshSession(
                fetcher: SourceFetcher(service: service), store: feed.store, sources: [feed.source], policy: RefreshPolicy(intent: .oneSource)
            ).run().sources.first)
        #expect(pointed.outcome == .updated(new: 1, received: 4))
    }

    @Test("a refresh stopped mid-fetch changes nothing stored: no error, no failure counted, no back-off, validators kept")
    func cancelledFetchStoresNothing() async throws {
        let answers = LockedValue(0)
        let feed = try LoopbackFeed { _ in
            let number = answers.next()
            guard number == 1 else { return .hang }
            return .respond(
                status: 200, headers: [("Content-Type", "application/rss+xml"), ("ETag", "\"v1\"")],
                body: Data(Self.feed(1).utf8))
        }
        defer { feed.stop() }
        let service = try service()
        let first = try #require(
            await RefreshSession(fetcher: SourceFetcher(service: service), store: feed.store, sources: [feed.source], policy: RefreshPolicy()).run()
                .sources.first)
        try #require(first.outcome == .updated(new: 1, received: 1), "the first fetch: \(first.summary)")
        let before = try #require(try feed.store.feedState(for: feed.source.key))
        for attempt in 2...3 {
            let store = feed.store
            let source = feed.source
            let task = Task {
                await RefreshSession(fetcher: SourceFetcher(service: service), store: store, sources: [source], policy: RefreshPolicy()).run().sources
            }
            let deadline = Date().addingTimeInterval(20)
            while feed.server.requests.count < attempt && Date() < deadline { try await Task.sleep(for: .milliseconds(20)) }
            try #require(feed.server.requests.count == attempt, "the fetch was asked")
            task.cancel()
            let results = await task.value
            #expect(results.map(\.outcome) == [.cancelled])
            #expect(try feed.store.feedState(for: feed.source.key) == before, "attempt \(attempt) left the source as it was")
        }
        #expect(before.consecutiveFailures == 0 && before.lastError == nil && before.etag == "\"v1\"")
    }
}
