import BylineCore
import Foundation
import Testing

@testable import BylineUI

/// The list pane on its own, with no screen or store: the selection stays inside the list,
/// the scroll keeps it in view, and the counts follow the flags.
@Suite struct ListPaneTests {
    /// A pane whose first `total` rows (from `Sample.rows`) are loaded.
    private func pane(total: Int) -> ListPane {
        var pane = ListPane()
        let rows = Sample.rows(total)
        pane.load(offset: 0, rows: rows, total: total, unread: rows.filter { !$0.isRead }.count)
        return pane
    }

    @Test func theScrollMovesJustEnoughToShowTheSelection() {
        var pane = pane(total: 50)
        pane.select(index: 30, id: nil)
        #expect(pane.scrollShowingSelection(height: 10) == 21)
        pane.scroll = 25
        pane.select(index: 3, id: nil)
        #expect(pane.scrollShowingSelection(height: 10) == 3)
        pane.scroll = 45
        pane.select(index: 47, id: nil)
        #expect(pane.scrollShowingSelection(height: 10) == 40, "never past the last page")
    }

    @Test func aSelectionIsClampedToTheListOnceItsLengthIsKnown() {
        var pane = pane(total: 5)
        pane.select(index: 9, id: nil)
        #expect(pane.selectedIndex == 4)
        #expect(pane.selectedID == 5)
        var unknown = ListPane()
        unknown.select(index: 9, id: 42)
        #expect(unknown.selectedIndex == 9, "not clamped before the first rows arrive")
        #expect(unknown.selectedID == 42)
    }

    @Test func aShorterListTakesTheSelectionToItsLastHeadline() {
        var pane = pane(total: 10)
        pane.select(index: 8, id: nil)
        pane.load(offset: 0, rows: Array(Sample.rows(10).prefix(4)), total: 4, unread: 3)
        pane.keepSelectionInList()
        #expect(pane.selectedIndex == 3)
        #expect(pane.selectedID == 4)
        pane.load(offset: 0, rows: [], total: 0, unread: 0)
        pane.keepSelectionInList()
        #expect(pane.selectedIndex == 0)
        #expect(pane.scroll == 0)
    }

    @Test func arrivalsAboveAreCountedOnlyAfterAStoreAndForgottenWhenSeen() {
        var pane = pane(total: 50)
        pane.select(index: 20, id: nil)
        pane.keepSelectionVisible(height: 10)
        pane.follow(selectionTo: 23)
        #expect(pane.newAbove == 0, "rows moved for another reason")
        #expect(pane.selectedIndex == 23)
        pane.expectsArrivals = true
        pane.follow(selectionTo: 26)
        #expect(pane.newAbove == 3)
        #expect(pane.scroll == 17, "the selection keeps its line on screen")
        pane.scroll = 1
        pane.seeNewAbove()
        #expect(pane.newAbove == 1)
    }

    @Test func readFlagsKeepTheUnreadCountInStep() {
        var window = pane(total: 6).window
        #expect(window.unread == 4)
        #expect(window.setRead(id: 1, true) == false)
        #expect(window.unread == 3)
        #expect(window.setRead(id: 1, true) == true)
        #expect(window.unread == 3, "no change, no count")
        #expect(window.setRead(id: 99, false) == nil)
        #expect(window.unread == 3)
        window.markAllRead()
        #expect(window.unread == 0)
        #expect(window.rows.allSatisfy { $0.isRead })
    }
}
