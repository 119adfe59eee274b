import BylineCore
import Foundation
import Testing
@testable import BylineUI

/// The background full-text fetch after each refresh: one run at a time, another asked for
/// when a refresh ends during one, progress in the status bar, pages shown as they arrive.
@Suite struct FullTextHarvestLifecycleTests {
    private static func state(fullText: Bool = true) -> (AppState, FakeStore) {
        var store = FakeStore(Sample.rows(3))
        var settings = BrowserSettings(refreshOnStart: false)
        settings.fetchesFullText = fullText
        var state = AppState(now: Sample.now, timeZone: Sample.utc, settings: settings)
        store.drive(&state, .resize(width: 80, height: 24))
        return (state, store)
    }

    private static func refresh(_ state: inout AppState, _ store: inout FakeStore) -> [Effect] {
        store.drive(&state, .key(.character("r")))
        return store.drive(&state, .refreshFinished(generation: state.refreshGeneration, summary: "Refreshed 1 source: 2 new", failures: []))
    }

    @Test func eachRefreshIsFollowedByARunTwiceInOneSession() {
        var (state, store) = Self.state()
        #expect(Self.refresh(&state, &store).contains(.fetchFullTexts(generation: 1)))
        #expect(state.fullTextHarvest?.generation == 1)
        store.drive(&state, .fullTextHarvestFinished(generation: 1, summary: "Full text: 2 pages stored"))
        #expect(state.fullTextHarvest == nil)
        #expect(state.status?.text == "Full text: 2 pages stored")
        #expect(Self.refresh(&state, &store).contains(.fetchFullTexts(generation: 2)))
        store.drive(&state, .fullTextHarvestFinished(generation: 2, summary: "Full text: 1 page stored"))
        #expect(state.fullTextHarvest == nil)
    }

    @Test func aRefreshEndingDuringARunAsksForOneMoreAfterIt() {
        var (state, store) = Self.state()
        _ = Self.refresh(&state, &store)
        let second = Self.refresh(&state, &store)
        #expect(!second.contains { if case .fetchFullTexts = $0 { return true } else { return false } }, "never two runs at once")
        #expect(state.fullTextHarvest?.again == true)
        let after = store.drive(&state, .fullTextHarvestFinished(generation: 1, summary: ""))
        #expect(after == [.fetchFullTexts(generation: 2)])
        // A finish from another run changes nothing.
        store.drive(&state, .fullTextHarvestFinished(generation: 1, summary: "stale"))
        #expect(state.fullTextHarvest?.generation == 2)
    }

    @Test func withoutFullTextSourcesNothingRuns() {
        var (state, store) = Self.state(fullText: false)
        #expect(!Self.refresh(&state, &store).contains { if case .fetchFullTexts = $0 { return true } else { return false } })
        #expect(state.fullTextHarvest == nil)
    }

    @Test func progressShowsOnTheRightOfTheStatusBar() {
        var (state, store) = Self.state()
        _ = Self.refresh(&state, &store)
        store.drive(&state, .fullTextHarvestProgress(generation: 1, done: 3, total: 12))
        let canvas = render(state, size: state.size)
        #expect(canvas.text.last?.contains("Full text 3/12") == true)
    }

    @Test func aStoredPageShowsInTheOpenArticleAndAKeptLayoutIsDropped() throws {
        var (state, store) = Self.state()
        store.drive(&state, .key(.enter))
        let open = try #require(state.shownArticle)
        let page = ExtractedArticle(title: "T", html: "<p>The whole story, from its page.</p>", text: "The whole story, from its page.")
        _ = Self.refresh(&state, &store)
        store.drive(&state, .fullTextHarvested(id: open.id, page: page))
        #expect(state.shownArticle?.lines.contains { $0.plainText.contains("The whole story, from its page.") } == true)
        let other: Int64 = open.id + 1
        var kept = FakeStore.article(for: Sample.rows(3)[1])
        kept.id = other
        state.articlePane.layouts.cache.insert(OpenArticle(document: ArticleDocument(article: kept, timeZone: Sample.utc), width: 40))
        var probe = state.articlePane.layouts.cache
        #expect(probe.take(id: other, width: 40) != nil, "kept before the page arrives")
        store.drive(&state, .fullTextHarvested(id: other, page: page))
        #expect(state.articlePane.layouts.cache.take(id: other, width: 40) == nil)
    }
}
