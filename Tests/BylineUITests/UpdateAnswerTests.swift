import BylineCore
import Foundation
import Testing

@testable import BylineUI

@Suite struct UpdateAnswerTests {
    @Test func showSourceReloadsTheListForThatSourceAndNamesItInTheTopBar() {
        var store = FakeStore(
            Sample.rows(5, source: "Alpha")
                + Sample.rows(3, source: "Beta").map {
                    ArticleSummary(id: $0.id + 100, sourceKey: $0.sourceKey, sourceName: $0.sourceName, title: $0.title, published: $0.published)
                })
        var state = Sample.loaded(&store)
        let effects = store.drive(&state, .showSource(.source(key: "https://beta.example/feed"), name: "Beta\u{1B}[2J"))
        let query = ArticleQuery(sourceKey: "https://beta.example/feed")
        #expect(effects.first == .loadRows(query: query, offset: 0, limit: AppState.minimumWindow))
        #expect(state.listPane.window.total == 3)
        #expect(state.listPane.selectedID == 101)
        let top = render(state, size: state.size).text[0]
        #expect(top.contains("Beta"))
        #expect(!top.contains("[2J"))
    }

    @Test func anErrorIsShownAndWhatWasLoadingIsAskedForAgainOnTheNextMove() {
        var store = FakeStore(Sample.rows(1000))
        var state = Sample.loaded(&store)
        store.holdBack = { if case .loadRows = $0 { return true } else { return false } }
        store.drive(&state, .key(.end))
        #expect(store.drive(&state, .key(.up)).isEmpty)
        store.drive(&state, .error("The cache could not be read: disk I/O error"))
        #expect(state.lastError == "The cache could not be read: disk I/O error")
        let retry = store.drive(&state, .key(.up))
        #expect(retry.contains { if case .loadRows = $0 { return true } else { return false } })
    }

    @Test func anArticleThatCannotBeLoadedSaysWhy() {
        var store = FakeStore(Sample.rows(3))
        var state = Sample.loaded(&store)
        store.articles.removeFirst()
        store.drive(&state, .key(.enter))
        #expect(state.articlePane.loadingID == nil)
        #expect(state.lastError == "the article is no longer in the cache")
    }

    @Test func theResizeKeyLeavesTheSizeToTheRuntime() {
        var store = FakeStore(Sample.rows(3))
        var state = Sample.loaded(&store)
        #expect(store.drive(&state, .key(.resize)).isEmpty)
        #expect(state.size == Size(width: 80, height: 24))
    }

    @Test func progressIntoAnEmptyListShowsTheFirstArticlesAsTheyArrive() {
        var store = FakeStore([])
        var state = Sample.loaded(&store)
        #expect(state.listPane.window.isLoaded && state.listPane.window.total == 0)
        store.articles = Sample.rows(4)
        store.drive(&state, .refreshRequested(.all))
        store.drive(&state, .refreshProgress(generation: 1, done: 1, total: 10, message: "Example"))
        #expect(state.listPane.window.total == 4)
        #expect(state.listPane.selectedID == 1)
        store.articles = Sample.rows(8)
        store.drive(&state, .refreshProgress(generation: 1, done: 2, total: 10, message: nil))
        #expect(state.listPane.window.total == 4)
        store.drive(&state, .storeChanged)
        #expect(state.listPane.window.total == 8)
    }
}
