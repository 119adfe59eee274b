import BylineCore
import Foundation
import Testing

@testable import BylineUI

@Suite struct UpdateSelectionTests {
    @Test func newRowsAtTheTopKeepTheSelectionOnTheSameArticleAndScreenLine() {
        var store = FakeStore(Sample.rows(50))
        var state = Sample.loaded(&store)
        for _ in 0..<5 { store.drive(&state, .key(.down)) }
        #expect(state.listPane.selectedID == 6)
        let lineOnScreen = state.listPane.selectedIndex - state.listPane.scroll
        // A refresh stores three newer articles ahead of everything.
        let fresh = (0..<3).map { ArticleSummary(id: Int64(1000 + $0), sourceName: "New", title: "Fresh \($0)", published: Sample.now) }
        store.articles = fresh + store.articles
        store.drive(&state, .refreshRequested(.all))
        store.drive(&state, .refreshFinished(generation: 1, summary: "3 new articles", failures: []))
        #expect(state.listPane.selectedID == 6)
        #expect(state.listPane.selectedIndex == 8)
        #expect(state.listPane.selectedIndex - state.listPane.scroll == lineOnScreen)
        #expect(state.listPane.window.total == 53)
    }

    @Test func anArticlePushedOutOfTheWindowIsLocatedByID() {
        var store = FakeStore(Sample.rows(300))
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.down))
        #expect(state.listPane.selectedID == 2)
        let fresh = (0..<250).map { ArticleSummary(id: Int64(5000 + $0), sourceName: "New", title: "Fresh \($0)", published: Sample.now) }
        store.articles = fresh + store.articles
        let effects = store.drive(&state, .storeChanged)
        #expect(effects.contains(.locate(id: 2, query: .all)))
        #expect(state.listPane.selectedID == 2)
        #expect(state.listPane.selectedIndex == 251)
        #expect(state.listPane.window.row(at: 251)?.id == 2)
        #expect(state.listPane.scroll <= 251 && 251 < state.listPane.scroll + 22)
    }

    @Test func aSelectedArticleThatLeftTheListGivesWayToTheRowAtItsPlace() {
        var store = FakeStore(Sample.rows(10))
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.down))
        store.articles.removeAll { $0.id == 2 }
        store.drive(&state, .storeChanged)
        #expect(state.listPane.selectedIndex == 1)
        #expect(state.listPane.selectedID == 3)
    }

    @Test func answersForAnOldQueryAreIgnored() {
        var store = FakeStore(Sample.rows(10))
        var state = Sample.loaded(&store)
        let stale = ArticleQuery(search: "old")
        let effects = update(&state, .rowsLoaded(query: stale, offset: 0, rows: [], total: 0, unread: 0))
        #expect(effects.isEmpty)
        #expect(state.listPane.window.total == 10)
    }

    @Test func anArticleArrivingForAnotherSelectionIsNotShown() {
        var store = FakeStore(Sample.rows(10))
        var state = Sample.loaded(&store, width: 120, height: 40)
        store.holdBack = { if case .layOutArticle = $0 { return true } else { return false } }
        let toSecond = store.drive(&state, .key(.down))
        let toThird = store.drive(&state, .key(.down))
        #expect(toSecond.map(\.kind) == ["layOutArticle 2"])
        #expect(toThird.map(\.kind) == ["layOutArticle 3"])
        for effect in toSecond { for answer in store.answer(effect) { _ = update(&state, answer) } }
        #expect(state.shownArticle == nil)
        #expect(state.articlePane.article?.id == 1, "the superseded layout of 2 is not put in the pane")
        for effect in toThird { for answer in store.answer(effect) { _ = update(&state, answer) } }
        #expect(state.shownArticle?.id == 3)
    }

    @Test func theSplitViewPreviewsTheSelectedArticleWithoutMarkingItRead() {
        var store = FakeStore(Sample.rows(10))
        var state = Sample.loaded(&store, width: 120, height: 40)
        #expect(state.shownArticle?.id == 1)
        let effects = store.drive(&state, .key(.down))
        #expect(effects.map(\.kind) == ["layOutArticle 2"])
        #expect(state.shownArticle?.id == 2)
        #expect(state.focus == .list)
        #expect(state.listPane.window.row(at: 1)?.isRead == false)
    }

    @Test func theSingleViewLoadsNoArticleWhileBrowsingTheList() {
        var store = FakeStore(Sample.rows(10))
        var state = Sample.loaded(&store)
        let effects = store.drive(&state, .key(.down))
        #expect(effects.isEmpty)
        #expect(state.articlePane.article == nil)
    }
}
