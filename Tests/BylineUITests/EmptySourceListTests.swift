import BylineCore
import Foundation
import Testing

@testable import BylineText
@testable import BylineUI

/// A source's empty list says why it is empty, and what `r` and `R` will do about it.
@Suite("a failing source's empty list")
struct EmptySourceListTests {
    private let key = "https://broken.example/feed"

    /// The list of the source `key`, empty, with the cache's word on it as `schedule` says.
    private func emptyList(_ schedule: FetchSchedule) -> (AppState, FakeStore) {
        var store = FakeStore([])
        var state = AppState(query: ArticleQuery(sourceKey: key), sourceName: "Broken", now: Sample.now, timeZone: Sample.utc)
        store.drive(&state, .resize(width: 80, height: 24))
        let feed = FeedSummary(
            key: key, title: "Broken", unread: 0, total: 0, lastError: schedule.lastError, lastSuccess: nil,
            schedule: schedule)
        store.drive(&state, .sourceCountsLoaded(SourceCounts(feeds: [feed])))
        return (state, store)
    }

    @Test("backing off after failures: the error, when r asks again, and that R asks now")
    func backingOff() {
        let schedule = FetchSchedule(
            retryAfter: Sample.now.addingTimeInterval(125), consecutiveFailures: 3,
            lastError: "503 Service Unavailable: the server failed; try again later")
        let message = Localization.$override.withValue(.english) { ListView.emptyMessage(emptyList(schedule).0) }
        #expect(
            message == "No articles yet: the last refresh of this source failed: 503 Service Unavailable: the server failed; "
                + "try again later. r asks it again after 10:03; R asks it now.")
    }

    @Test("its server asked to wait: the error and until when")
    func serverAsked() {
        let schedule = FetchSchedule(
            retryAfter: Sample.now.addingTimeInterval(600), serverAskedToWait: true, consecutiveFailures: 1,
            lastError: "429 Too Many Requests: slow down")
        let message = Localization.$override.withValue(.english) { ListView.emptyMessage(emptyList(schedule).0) }
        #expect(
            message == "No articles yet: the last refresh of this source failed: 429 Too Many Requests: slow down. "
                + "Its server asked to wait until 10:10.")
    }

    @Test("failed once, nothing holds it back: the error and press r")
    func failedOnce() {
        let schedule = FetchSchedule(consecutiveFailures: 1, lastError: "could not connect to broken.example")
        let message = Localization.$override.withValue(.english) { ListView.emptyMessage(emptyList(schedule).0) }
        #expect(
            message == "No articles yet: the last refresh of this source failed: could not connect to broken.example. "
                + "Press r to ask it again.")
    }

    @Test("gone: not asked again, and R asks it")
    func gone() {
        let schedule = FetchSchedule(goneSince: Sample.now.addingTimeInterval(-3600), consecutiveFailures: 1, lastError: "410 Gone")
        let message = Localization.$override.withValue(.english) { ListView.emptyMessage(emptyList(schedule).0) }
        #expect(message == "No articles: this feed answered 410 Gone on 09:00 and is not asked again; R asks it now.")
    }

    @Test("a source that never failed keeps the usual words")
    func neverFailed() {
        let message = Localization.$override.withValue(.english) { ListView.emptyMessage(emptyList(FetchSchedule()).0) }
        #expect(message == BrowserText.noArticlesYet.text(in: .english))
    }

    @Test("R in the empty list refreshes that source, as the words promise")
    func capitalRRefreshesTheSource() {
        var (state, store) = emptyList(
            FetchSchedule(
                retryAfter: Sample.now.addingTimeInterval(125), consecutiveFailures: 3,
                lastError: "503"))
        #expect(
            store.drive(&state, .key(.character("R"))).first
                == .refresh(.sources(keys: [key], name: "Broken"), intent: .oneSource, generation: 1))
    }
}
