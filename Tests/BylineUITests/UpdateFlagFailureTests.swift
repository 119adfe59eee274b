import BylineCore
import Foundation
import Testing

@testable import BylineUI

/// A cache that refuses flag changes (read-only, full): the screen shows them undone, with
/// the reason, never a ★ or a read mark that was not stored.
@Suite("flag changes the cache refused")
struct UpdateFlagFailureTests {
    private static let reason = "the cache at /home/me/cache.db is read-only"

    @Test("s on a read-only cache takes the star back and says why, twice")
    func aRefusedStarIsTakenBack() {
        var store = FakeStore(Sample.rows(3))
        var state = Sample.loaded(&store)
        store.refusesFlags = Self.reason
        for _ in 1...2 {
            store.drive(&state, .key(.character("s")))
            #expect(state.listPane.window.row(at: 0)?.isStarred == false)
            #expect(state.lastError == "not saved: \(Self.reason)")
            #expect(!render(state, size: state.size).text.joined().contains("★"))
        }
        // Nothing was stored, so there is nothing to undo.
        store.drive(&state, .key(.character("u")))
        #expect(state.status?.text == "Nothing to undo")
    }

    @Test("N on a read-only cache leaves the article unread and the count as it was")
    func aRefusedReadMarkIsTakenBack() {
        var store = FakeStore(Sample.rows(3))
        var state = Sample.loaded(&store)
        let unread = state.listPane.window.unread
        store.refusesFlags = Self.reason
        store.drive(&state, .key(.character("N")))
        #expect(state.listPane.window.row(at: 0)?.isRead == false)
        #expect(state.listPane.window.unread == unread)
        #expect(state.lastError == "not saved: \(Self.reason)")
    }

    @Test("A on a read-only cache shows every article unread again")
    func aRefusedMarkAllIsTakenBack() {
        var store = FakeStore(Sample.rows(5))
        var state = Sample.loaded(&store)
        let unread = state.listPane.window.unread
        store.refusesFlags = Self.reason
        store.drive(&state, .key(.character("A")))
        #expect(state.listPane.window.unread == unread)
        #expect(state.listPane.window.rows.filter { !$0.isRead }.count == unread)
        #expect(state.lastError == "not saved: \(Self.reason)")
    }
}
