import BylineCore
import Foundation
import Testing

@testable import BylineUI

/// The refresh lifecycle has one owner, `AppState.refresh`: the launch, keys, the sources
/// view and the timed reload all start a refresh through `update`, and only that refresh's
/// own finish ends it.
@Suite struct RefreshLifecycleTests {
    @Test func theLaunchRefreshIsAnActionAndRWorksAfterItEveryTime() {
        var store = FakeStore(Sample.rows(3))
        var state = Sample.loaded(&store)
        #expect(store.drive(&state, .launched) == [.refresh(.all, intent: .automatic, generation: 1)])
        store.drive(&state, .refreshFinished(generation: 1, summary: "Refreshed 1 source: 0 new", failures: []))
        for generation in 2...4 {
            #expect(store.drive(&state, .key(.character("r"))) == [.refresh(.all, intent: .userAsked, generation: generation)])
            store.drive(&state, .refreshFinished(generation: generation, summary: "Refreshed 1 source: 1 new", failures: []))
            #expect(state.refresh == nil)
        }
    }

    @Test func withRefreshOnStartOffTheLaunchFetchesNothing() {
        var store = FakeStore(Sample.rows(3))
        var state = AppState(now: Sample.now, timeZone: Sample.utc, settings: BrowserSettings(refreshOnStart: false))
        store.drive(&state, .resize(width: 80, height: 24))
        // No refresh: only the sources' counts, so the failures the last one left are counted.
        #expect(store.drive(&state, .launched) == [.loadSourceCounts(hidden: [])])
        #expect(store.drive(&state, .key(.character("r"))) == [.refresh(.all, intent: .userAsked, generation: 1)])
    }

    @Test func anAnswerFromAnotherRefreshChangesNothing() {
        var store = FakeStore(Sample.rows(3))
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.character("r")))
        store.drive(&state, .refreshProgress(generation: 7, done: 5, total: 9, message: "stale"))
        store.drive(&state, .refreshFinished(generation: 7, summary: "stale", failures: ["stale"]))
        #expect(state.refresh == RefreshRun(generation: 1, scope: .all))
        #expect(state.lastError == nil)
    }

    @Test func aRefreshThatCannotStartEndsThroughItsOwnFinishWithTheReason() {
        var store = FakeStore(Sample.rows(3))
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.character("r")))
        store.drive(&state, .refreshFinished(generation: 1, summary: "", failures: ["cannot refresh: the NewsAPI settings are invalid"]))
        #expect(state.refresh == nil)
        #expect(state.lastError == "cannot refresh: the NewsAPI settings are invalid")
        #expect(store.drive(&state, .key(.character("r"))) == [.refresh(.all, intent: .userAsked, generation: 2)])
    }

    @Test func autoReloadRefreshesWhenDueAgainAndAgainAndWaitsForARunningRefresh() {
        var store = FakeStore(Sample.rows(3))
        var state = AppState(
            now: Sample.now, timeZone: Sample.utc,
            settings: BrowserSettings(refreshOnStart: false, autoReloadInterval: 600))
        store.drive(&state, .resize(width: 80, height: 24))
        store.drive(&state, .launched)
        #expect(state.nextAutoReload == Sample.now.addingTimeInterval(600))
        #expect(state.nextDeadline == state.nextAutoReload)
        #expect(store.drive(&state, .tick(Sample.now.addingTimeInterval(599))).isEmpty)
        #expect(store.drive(&state, .tick(Sample.now.addingTimeInterval(600))) == [.refresh(.all, intent: .automatic, generation: 1)])
        store.drive(&state, .refreshFinished(generation: 1, summary: "done", failures: []))
        #expect(state.nextAutoReload == Sample.now.addingTimeInterval(1200))
        #expect(store.drive(&state, .tick(Sample.now.addingTimeInterval(1200))) == [.refresh(.all, intent: .automatic, generation: 2)])
        // A key refresh that is running when the reload falls due: nothing twice, and the
        // next reload counts from its end.
        store.drive(&state, .refreshFinished(generation: 2, summary: "done", failures: []))
        store.drive(&state, .tick(Sample.now.addingTimeInterval(1790)))
        store.drive(&state, .key(.character("r")))
        #expect(store.drive(&state, .tick(Sample.now.addingTimeInterval(1800))).isEmpty)
        store.drive(&state, .tick(Sample.now.addingTimeInterval(1850)))
        store.drive(&state, .refreshFinished(generation: 3, summary: "done", failures: []))
        #expect(state.nextAutoReload == Sample.now.addingTimeInterval(2450))
    }

    @Test func undoTakesBackReadStarAndMarkAllOneStepAtATime() {
        var store = FakeStore(Sample.rows(30))
        var state = Sample.loaded(&store)
        let unread = state.listPane.window.unread
        store.drive(&state, .key(.character("N")))
        store.drive(&state, .key(.character("s")))
        store.drive(&state, .key(.character("A")))
        #expect(state.listPane.window.unread == 0)
        store.drive(&state, .key(.character("u")))
        #expect(state.listPane.window.unread == unread - 1, "mark-all undone in one step; the N before it stays")
        #expect(store.articles.filter { !$0.isRead }.count == unread - 1)
        store.drive(&state, .key(.character("u")))
        #expect(store.articles[0].isStarred == false)
        #expect(state.selectedRow?.isStarred == false)
        store.drive(&state, .key(.character("u")))
        #expect(state.listPane.window.unread == unread)
        #expect(store.articles.filter { !$0.isRead }.count == unread)
    }

    @Test func articlesCycleDateTitleSourceAndTheSelectionStays() {
        var store = FakeStore(
            Sample.rows(5)
                + Sample.rows(3, source: "Alpha").map {
                    ArticleSummary(
                        id: $0.id + 100, sourceKey: $0.sourceKey, sourceName: $0.sourceName, title: "Z " + $0.title, published: $0.published)
                })
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.down))
        let selected = state.listPane.selectedID
        store.drive(&state, .key(.character("O")))
        #expect(state.query.order == .title)
        #expect(state.listPane.selectedID == selected)
        #expect(state.listPane.window.rows.last?.title.hasPrefix("Z ") == true)
        store.drive(&state, .key(.character("O")))
        #expect(state.query.order == .source)
        #expect(state.listPane.window.rows.first?.sourceName == "Alpha")
        store.drive(&state, .key(.character("O")))
        #expect(state.query.order == .date)
    }
}
