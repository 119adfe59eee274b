import BylineCore
import Foundation
import Testing

@testable import BylineUI

/// The config's bindings and macros, through `update`.
@Suite struct UpdateKeyBindingTests {
    /// A loaded list of `count` headlines (every third one read) with `config`'s keys.
    static func loaded(_ store: inout FakeStore, config: String, width: Int = 80) -> AppState {
        var state = Sample.loaded(&store, width: width, height: 24)
        state.keyMap = KeyMapCustomizingTests.customized(config).map
        return state
    }

    /// The keys `,` then `key`.
    static func macro(_ key: Character, _ store: inout FakeStore, _ state: inout AppState) -> [Effect] {
        store.drive(&state, .key(.character(","))) + store.drive(&state, .key(.character(key)))
    }

    @Test func aBoundKeyProducesItsActionEachTime() {
        var store = FakeStore(Sample.rows(5))
        var state = Self.loaded(&store, config: "bind-key x toggle-article-read")
        #expect(store.drive(&state, .key(.character("x"))) == [.setRead(ids: [1], read: true)])
        #expect(store.drive(&state, .key(.character("x"))) == [.setRead(ids: [1], read: false)])
        #expect(store.articles[0].isRead == false)
    }

    @Test func anUnboundDefaultNoLongerDoesAnything() {
        var store = FakeStore(Sample.rows(5))
        var state = Self.loaded(&store, config: "unbind-key N\nunbind-key j")
        let before = state.listPane.selectedIndex
        #expect(store.drive(&state, .key(.character("N"))).isEmpty)
        #expect(store.drive(&state, .key(.character("j"))).isEmpty)
        #expect(state.listPane.selectedIndex == before)
        #expect(state.listPane.window.row(at: 0)?.isRead == false)
        store.drive(&state, .key(.down))
        #expect(state.listPane.selectedIndex == before + 1)
    }

    @Test func aContextBindingHoldsOnlyInItsPane() {
        var store = FakeStore(Sample.rows(8))
        var state = Self.loaded(&store, config: "bind-key j next-unread article", width: 120)
        store.drive(&state, .key(.character("j")))
        #expect(state.listPane.selectedIndex == 1)
        store.drive(&state, .key(.enter))
        #expect(state.focus == .detail)
        // In the article, j now goes to the next unread headline: 2 → 4 (3 is read), not a scroll.
        store.drive(&state, .key(.character("j")))
        #expect(state.listPane.selectedIndex == 3)
        #expect(state.articlePane.scroll == 0)
    }

    @Test func aMacroRunsItsOperationsInOrderTwice() {
        var store = FakeStore(Sample.rows(8))
        var state = Self.loaded(&store, config: "macro m down ; down ; toggle-star")
        #expect(Self.macro("m", &store, &state) == [.setStarred(id: 3, starred: true)])
        #expect(state.listPane.selectedIndex == 2)
        #expect(Self.macro("m", &store, &state) == [.setStarred(id: 5, starred: true)])
        #expect(state.listPane.selectedIndex == 4)
        #expect(store.articles.filter(\.isStarred).map(\.id) == [3, 5])
    }

    /// 400 headlines, all read but 300 and 400: beyond the loaded rows, so next-unread asks the cache.
    static func farUnread() -> FakeStore {
        var rows = Sample.rows(400)
        for index in rows.indices { rows[index].isRead = ![299, 399].contains(index) }
        return FakeStore(rows)
    }

    @Test func aMacroStepWaitsForTheAnswerItsStepBeforeAskedFor() {
        var store = Self.farUnread()
        var state = Self.loaded(&store, config: "macro u next-unread ; toggle-star")
        // The star goes to the article the cache finds, not to the one selected when the macro began.
        let first = Self.macro("u", &store, &state)
        #expect(first.first?.kind == "findUnread" && first.last?.kind == "setStarred")
        #expect(store.articles.filter(\.isStarred).map(\.id) == [300])
        _ = Self.macro("u", &store, &state)
        #expect(store.articles.filter(\.isStarred).map(\.id) == [300, 400])
        #expect(state.listPane.selectedID == 400)
    }

    @Test func aKeyPressedWhileAMacroWaitsEndsIt() {
        var store = Self.farUnread()
        var state = Self.loaded(&store, config: "macro u next-unread ; toggle-star")
        store.holdBack = { $0.kind == "findUnread" }
        _ = Self.macro("u", &store, &state)
        #expect(state.keyInput.pendingSteps == [.command(.toggleStar)])
        store.drive(&state, .key(.character("k")))
        #expect(state.keyInput.pendingSteps == [])
        store.holdBack = { _ in false }
        store.drive(&state, .unreadFound(query: state.query, position: ListPosition(index: 299, id: 300)))
        #expect(store.articles.allSatisfy { !$0.isStarred })
    }

    @Test func setBrowserInAMacroOpensLinksWithThatCommand() {
        var store = FakeStore(Sample.rows(3))
        var state = Self.loaded(&store, config: "macro p set browser \"mpv %u\" ; open-in-browser ; set browser lynx")
        let url = URL(string: "https://example.example/1")
        #expect(store.drive(&state, .key(.character("o"))) == url.map { [.openURL($0)] })
        #expect(Self.macro("p", &store, &state) == url.map { [.openURLWithBrowser($0, browser: "mpv %u")] })
        #expect(store.drive(&state, .key(.character("o"))) == url.map { [.openURLWithBrowser($0, browser: "lynx")] })
    }

    @Test func aMacroStopsAtThePipePromptAsAtTheOtherPrompts() {
        var store = FakeStore(Sample.rows(3))
        var state = Self.loaded(&store, config: "macro m pipe-to ; help")
        store.drive(&state, .key(.enter))
        _ = Self.macro("m", &store, &state)
        // The prompt takes the keys: the help step is dropped, not drawn over the prompt.
        #expect(state.overlay == .pipePrompt(""))
        #expect(state.keyInput.pendingSteps.isEmpty)
    }

    @Test func theMacroPrefixSaysWhenThereIsNoSuchMacro() {
        var store = FakeStore(Sample.rows(3))
        var state = Self.loaded(&store, config: "macro m down")
        #expect(Self.macro("z", &store, &state).isEmpty)
        #expect(state.status?.text == "No macro on z")
        #expect(state.listPane.selectedIndex == 0)
        store.drive(&state, .key(.character(",")))
        store.drive(&state, .key(.escape))
        #expect(state.status == nil && state.listPane.selectedIndex == 0 && state.overlay == .none)
        var plain = Sample.loaded(&store)
        store.drive(&plain, .key(.character(",")))
        #expect(plain.status?.text.hasPrefix("No macros") == true)
    }

    @Test func newsboatOperationsWithoutADefaultKeyWork() {
        var store = FakeStore(Sample.rows(6))
        var state = Self.loaded(&store, config: "bind-key x toggle-show-read-feeds\nbind-key C mark-all-feeds-read\nbind-key X clear-filter")
        store.drive(&state, .key(.character("x")))
        #expect(state.query.unreadOnly)
        #expect(state.listPane.window.total == 4)
        store.drive(&state, .key(.character("x")))
        #expect(!state.query.unreadOnly && state.listPane.window.total == 6)
        store.drive(&state, .key(.character("/")))
        store.drive(&state, .key(.character("3")))
        store.drive(&state, .key(.enter))
        #expect(state.listPane.window.total == 1)
        store.drive(&state, .key(.character("X")))
        #expect(state.listPane.window.total == 6)
        store.drive(&state, .key(.character("C")))
        #expect(store.articles.allSatisfy { $0.isRead })
    }

    @Test func theStatusBarHintsFollowTheBindings() {
        var store = FakeStore(Sample.rows(3))
        var state = Self.loaded(&store, config: "unbind-key ?\nunbind-key F1\nbind-key H help\nbind-key x open articlelist")
        let hints = StatusBar.hints(state, width: 200)
        #expect(hints.hasPrefix("H help  x open"))
        store.drive(&state, .key(.character("H")))
        #expect(state.overlay.isHelp)
    }
}
