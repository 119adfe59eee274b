import BylineCore
import Foundation
import Testing

@testable import BylineUI

@Suite struct UpdateMovementTests {
    /// 80×24 gives a 22-row list in single mode.
    private static let page = 22

    @Test func firstResizeAsksForTheFirstWindowAndSelectsTheFirstRow() {
        var store = FakeStore(Sample.rows(50))
        var state = Sample.state()
        let effects = store.drive(&state, .resize(width: 80, height: 24))
        #expect(effects.first == .loadRows(query: .all, offset: 0, limit: AppState.minimumWindow))
        #expect(state.listPane.window.total == 50)
        #expect(state.listPane.selectedIndex == 0)
        #expect(state.listPane.selectedID == 1)
    }

    @Test func downAndUpMoveAndClampAtBothEnds() {
        var store = FakeStore(Sample.rows(3))
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.character("j")))
        store.drive(&state, .key(.down))
        #expect(state.listPane.selectedIndex == 2)
        #expect(state.listPane.selectedID == 3)
        store.drive(&state, .key(.down))
        #expect(state.listPane.selectedIndex == 2)
        for _ in 0..<5 { store.drive(&state, .key(.character("k"))) }
        #expect(state.listPane.selectedIndex == 0)
        store.drive(&state, .key(.up))
        #expect(state.listPane.selectedIndex == 0)
        #expect(state.listPane.scroll == 0)
    }

    @Test func pageDownMovesViewAndSelectionByAPageAndSpaceDoesTheSame() {
        var store = FakeStore(Sample.rows(100))
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.pageDown))
        #expect(state.listPane.selectedIndex == Self.page)
        #expect(state.listPane.scroll == Self.page)
        store.drive(&state, .key(.character(" ")))
        #expect(state.listPane.selectedIndex == 2 * Self.page)
        store.drive(&state, .key(.pageUp))
        #expect(state.listPane.selectedIndex == Self.page)
        #expect(state.listPane.scroll == Self.page)
    }

    @Test func pagingClampsAtTheEndOfTheList() {
        var store = FakeStore(Sample.rows(30))
        var state = Sample.loaded(&store)
        for _ in 0..<4 { store.drive(&state, .key(.pageDown)) }
        #expect(state.listPane.selectedIndex == 29)
        #expect(state.listPane.scroll == 30 - Self.page)
        for _ in 0..<4 { store.drive(&state, .key(.pageUp)) }
        #expect(state.listPane.selectedIndex == 0)
        #expect(state.listPane.scroll == 0)
    }

    @Test func homeEndAndGJumpToTheEnds() {
        var store = FakeStore(Sample.rows(60))
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.end))
        #expect(state.listPane.selectedIndex == 59)
        #expect(state.listPane.selectedID == 60)
        #expect(state.listPane.scroll == 60 - Self.page)
        store.drive(&state, .key(.home))
        #expect(state.listPane.selectedIndex == 0)
        store.drive(&state, .key(.character("G")))
        #expect(state.listPane.selectedIndex == 59)
        store.drive(&state, .key(.character("g")))
        #expect(state.listPane.selectedIndex == 0)
        #expect(state.listPane.scroll == 0)
    }

    @Test func theSelectionStaysOnScreenWhileMovingOneRowAtATime() {
        var store = FakeStore(Sample.rows(100))
        var state = Sample.loaded(&store)
        for step in 1...40 {
            store.drive(&state, .key(.down))
            #expect(state.listPane.selectedIndex == step)
            #expect(state.listPane.selectedIndex >= state.listPane.scroll && state.listPane.selectedIndex < state.listPane.scroll + Self.page)
        }
        #expect(state.listPane.scroll == 40 - Self.page + 1)
        for _ in 0..<30 { store.drive(&state, .key(.up)) }
        #expect(state.listPane.selectedIndex == 10)
        #expect(state.listPane.scroll == 10)
    }

    @Test func movingPastTheLoadedWindowAsksForTheNextWindow() {
        var store = FakeStore(Sample.rows(1000))
        var state = Sample.loaded(&store)
        #expect(state.listPane.window.end == 100)
        store.holdBack = { if case .loadRows = $0 { return true } else { return false } }
        var asked: [Effect] = []
        while asked.isEmpty {
            asked = store.drive(&state, .key(.pageDown)).filter { if case .loadRows = $0 { return true } else { return false } }
        }
        guard case .loadRows(_, let offset, let limit) = asked.first else {
            Issue.record("expected a loadRows effect")
            return
        }
        #expect(offset <= state.listPane.scroll)
        #expect(offset + limit >= state.listPane.scroll + Self.page)
        // The same window is not asked for twice while the answer is on its way.
        let again = store.drive(&state, .key(.down)).filter { if case .loadRows = $0 { return true } else { return false } }
        #expect(again.isEmpty)
    }

    @Test func aPageCostsTheSameWithAHundredOrAHundredThousandArticles() {
        for count in [100, 100_000] {
            var store = FakeStore(Sample.rows(count))
            var state = Sample.loaded(&store)
            store.drive(&state, .key(.end))
            for _ in 0..<3 { store.drive(&state, .key(.pageUp)) }
            let limits = store.effects.compactMap { effect -> Int? in
                if case .loadRows(_, _, let limit) = effect { return limit }
                return nil
            }
            #expect(limits.allSatisfy { $0 == AppState.minimumWindow }, "count \(count): \(limits)")
            #expect(state.listPane.window.rows.count <= AppState.minimumWindow)
            #expect(state.listPane.selectedID == Int64(count - 3 * Self.page))
        }
    }

    @Test func rowsNotYetLoadedHaveNoSelectedIDUntilTheyArrive() {
        var store = FakeStore(Sample.rows(1000))
        var state = Sample.loaded(&store)
        store.holdBack = { if case .loadRows = $0 { return true } else { return false } }
        store.drive(&state, .key(.end))
        #expect(state.listPane.selectedIndex == 999)
        #expect(state.listPane.selectedID == nil)
        let all = store.matching(.all)
        _ = update(&state, .rowsLoaded(query: .all, offset: 900, rows: Array(all[900...]), total: 1000, unread: 600))
        #expect(state.listPane.selectedID == 1000)
    }

    @Test func resizeKeepsTheSelectionVisibleAndRelaysTheArticle() {
        var store = FakeStore(Sample.rows(100))
        var state = Sample.loaded(&store, width: 120, height: 40)
        for _ in 0..<30 { store.drive(&state, .key(.down)) }
        #expect(state.articlePane.article?.id == 31)
        #expect(state.articlePane.article?.width == 69)
        store.drive(&state, .resize(width: 60, height: 10))
        #expect(state.listPane.selectedIndex == 30)
        #expect(state.listPane.scroll <= 30 && 30 < state.listPane.scroll + 8)
        #expect(state.articlePane.article?.width == 58)
    }
}
