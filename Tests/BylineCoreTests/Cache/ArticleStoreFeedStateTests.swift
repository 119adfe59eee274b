import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineRefresh
@testable import BylineSystem
@testable import BylineXML

@Suite("ArticleStore feed state")
struct ArticleStoreFeedStateTests {
    private let key = "https://example.com/feed.xml"
    private let t0 = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func anUnknownFeedHasNoState() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(try ArticleStore.open(at: folder.file("cache.db")).feedState(for: key) == nil)
    }

    @Test func successRecordsValidatorsAndClearsFailures() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        try store.recordFailure(key: key, message: "timed out", retryAfter: t0.addingTimeInterval(60), now: t0)
        try store.recordFailure(key: key, message: "503 Service Unavailable", now: t0.addingTimeInterval(1))

        let failing = try #require(try store.feedState(for: key))
        #expect(failing.consecutiveFailures == 2)
        #expect(failing.lastError == "503 Service Unavailable")
        #expect(failing.retryAfter == nil)
        #expect(failing.lastSuccess == nil)

        try store.recordSuccess(
            key: key, etag: "\"v1\"", lastModified: "Tue, 14 Nov 2023 22:13:20 GMT",
            title: "Feed Title", now: t0.addingTimeInterval(2))
        let good = try #require(try store.feedState(for: key))
        #expect(
            good
                == FeedState(
                    key: key, title: "Feed Title", etag: "\"v1\"",
                    lastModified: "Tue, 14 Nov 2023 22:13:20 GMT", lastError: nil,
                    lastAttempt: t0.addingTimeInterval(2), lastSuccess: t0.addingTimeInterval(2),
                    retryAfter: nil, consecutiveFailures: 0))
    }

    @Test func failureKeepsValidatorsAndSetsRetryAfter() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        try store.recordSuccess(key: key, etag: "e", lastModified: nil, now: t0)
        try store.recordFailure(
            key: key, reason: .text("429 Too Many Requests"), retryAfter: t0.addingTimeInterval(120),
            serverAskedToWait: true, now: t0.addingTimeInterval(10))

        let state = try #require(try store.feedState(for: key))
        #expect(state.etag == "e")
        #expect(state.retryAfter == t0.addingTimeInterval(120))
        #expect(state.serverAskedToWait)
        #expect(
            FetchDecision(state.schedule, intent: .userAsked, now: t0.addingTimeInterval(60))
                == .wait(.serverAsked(until: t0.addingTimeInterval(120), lastError: "429 Too Many Requests")))
        #expect(FetchDecision(state.schedule, intent: .userAsked, now: t0.addingTimeInterval(120)) == .ask)
        #expect(state.lastSuccess == t0)
        #expect(try store.feeds().first?.lastError == "429 Too Many Requests")
    }

    @Test func notModifiedKeepsValidatorsAndTitle() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        try store.recordSuccess(key: key, etag: "e", lastModified: "lm", title: "T", now: t0)
        try store.recordFailure(key: key, message: "boom", now: t0.addingTimeInterval(5))
        try store.recordNotModified(key: key, now: t0.addingTimeInterval(10))

        let state = try #require(try store.feedState(for: key))
        #expect(state.etag == "e" && state.lastModified == "lm" && state.title == "T")
        #expect(state.lastError == nil && state.consecutiveFailures == 0)
        #expect(state.lastSuccess == t0.addingTimeInterval(10))
    }
}
