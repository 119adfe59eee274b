import BylineCore
import Foundation
import Testing

@testable import BylineUI

@Suite struct UpdateCommandTests {
    @Test func openingAnArticleLoadsItAndMarksItRead() {
        var store = FakeStore(Sample.rows(5))
        var state = Sample.loaded(&store)
        let unread = state.listPane.window.unread
        let effects = store.drive(&state, .key(.enter))
        #expect(effects.map(\.kind) == ["layOutArticle 1", "setRead"])
        #expect(effects.last == .setRead(ids: [1], read: true))
        #expect(state.focus == .detail)
        #expect(state.shownArticle?.id == 1)
        #expect(state.listPane.window.row(at: 0)?.isRead == true)
        #expect(state.listPane.window.unread == unread - 1)
        #expect(store.articles[0].isRead)
    }

    @Test func openingAReadArticleDoesNotMarkItAgain() {
        var store = FakeStore(Sample.rows(5))
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.down))
        store.drive(&state, .key(.down))
        let effects = store.drive(&state, .key(.character("l")))
        #expect(effects.map(\.kind) == ["layOutArticle 3"])
    }

    @Test func escAndQGoBackFromTheArticleInTheSingleView() {
        for key in [Key.escape, .character("q"), .left, .character("h")] {
            var store = FakeStore(Sample.rows(5))
            var state = Sample.loaded(&store)
            store.drive(&state, .key(.right))
            #expect(state.layout.showsDetail && !state.layout.showsList)
            let effects = store.drive(&state, .key(key))
            #expect(effects.isEmpty, "\(key)")
            #expect(state.focus == .list)
            #expect(state.layout.showsList)
        }
    }

    @Test func escAndQMoveTheKeyboardBackToTheListInTheSplitView() {
        var store = FakeStore(Sample.rows(5))
        var state = Sample.loaded(&store, width: 120, height: 40)
        store.drive(&state, .key(.enter))
        #expect(state.focus == .detail)
        #expect(state.layout.showsList && state.layout.showsDetail)
        store.drive(&state, .key(.character("q")))
        #expect(state.focus == .list)
        store.drive(&state, .key(.enter))
        store.drive(&state, .key(.escape))
        #expect(state.focus == .list)
    }

    @Test func qUnwindsFilterThenQuitsButEscNeverQuits() {
        var store = FakeStore(Sample.rows(30))
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.character("/")))
        store.drive(&state, .key(.character("2")))
        store.drive(&state, .key(.enter))
        #expect(store.drive(&state, .key(.escape)).contains(.quit) == false)
        #expect(state.query.search == nil)
        #expect(store.drive(&state, .key(.escape)).isEmpty)
        store.drive(&state, .key(.character("/")))
        store.drive(&state, .key(.character("2")))
        store.drive(&state, .key(.enter))
        #expect(!store.drive(&state, .key(.character("q"))).contains(.quit))
        #expect(state.query.search == nil)
        #expect(store.drive(&state, .key(.character("q"))) == [.quit])
    }

    @Test func capitalQQuitsFromAnywhere() {
        var store = FakeStore(Sample.rows(5))
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.enter))
        #expect(store.drive(&state, .key(.character("Q"))) == [.quit])
        store.drive(&state, .key(.character("?")))
        #expect(store.drive(&state, .key(.character("Q"))) == [.quit])
    }

    @Test func helpOpensWithQuestionMarkAndClosesWithQEscOrQuestionMark() {
        for key in [Key.character("q"), .escape, .character("?")] {
            var store = FakeStore(Sample.rows(5))
            var state = Sample.loaded(&store)
            store.drive(&state, .key(.character("?")))
            #expect(state.overlay.isHelp)
            #expect(store.drive(&state, .key(key)).isEmpty)
            #expect(!state.overlay.isHelp)
        }
    }

    @Test func helpScrollsWithTheMovementKeysAndStopsAtItsEnd() {
        var store = FakeStore(Sample.rows(5))
        var state = Sample.loaded(&store, width: 80, height: 10)
        store.drive(&state, .key(.character("?")))
        store.drive(&state, .key(.character("j")))
        #expect(state.helpScroll == 1)
        store.drive(&state, .key(.end))
        let last = state.helpScroll
        #expect(last == state.keyMap.helpLines.count - HelpOverlay.visibleLines(in: state.size, lineCount: state.keyMap.helpLines.count))
        store.drive(&state, .key(.down))
        #expect(state.helpScroll == last)
        #expect(state.listPane.selectedIndex == 0)
    }

    @Test func tabSwitchesPanesInTheSplitViewAndOpensInTheSingleView() {
        var store = FakeStore(Sample.rows(5))
        var split = Sample.loaded(&store, width: 120, height: 40)
        #expect(store.drive(&split, .key(.tab)).isEmpty)
        #expect(split.focus == .detail)
        store.drive(&split, .key(.tab))
        #expect(split.focus == .list)
        var single = Sample.loaded(&store)
        #expect(store.drive(&single, .key(.tab)).contains(.setRead(ids: [1], read: true)))
        #expect(single.focus == .detail)
    }

    @Test func movementKeysScrollTheArticleWhenItHasTheKeyboard() throws {
        var rows = Sample.rows(3)
        rows[0] = ArticleSummary(id: 1, sourceName: "Long", title: "Long read")
        var store = FakeStore(rows)
        let longBody = (1...60).map { "<p>Paragraph \($0)</p>" }.joined()
        store.fullArticles[1] = Article(id: 1, sourceKey: "k", sourceName: "Long", guid: "g", title: "Long read", content: longBody)
        var state = Sample.loaded(&store, width: 80, height: 10)
        store.drive(&state, .key(.enter))
        let lines = try #require(state.shownArticle?.lines.count)
        store.drive(&state, .key(.character("j")))
        #expect(state.articlePane.scroll == 1)
        store.drive(&state, .key(.pageDown))
        #expect(state.articlePane.scroll == 1 + 7)
        store.drive(&state, .key(.end))
        #expect(state.articlePane.scroll == lines - 8)
        store.drive(&state, .key(.down))
        #expect(state.articlePane.scroll == lines - 8)
        store.drive(&state, .key(.character("g")))
        #expect(state.articlePane.scroll == 0)
        #expect(state.listPane.selectedIndex == 0)
    }
}
