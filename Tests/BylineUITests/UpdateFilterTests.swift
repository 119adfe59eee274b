import BylineCore
import Foundation
import Testing

@testable import BylineUI

@Suite struct UpdateFilterTests {
    private static func typing(_ text: String, into state: inout AppState, store: inout FakeStore) -> [Effect] {
        text.flatMap { store.drive(&state, .key(.character($0))) }
    }

    @Test func slashOpensThePromptAndEveryKeystrokeReloadsWithTheSearch() {
        var store = FakeStore(Sample.rows(30))
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.character("/")))
        #expect(state.overlay == .filterPrompt)
        let effects = Self.typing("2", into: &state, store: &store) + Self.typing("1", into: &state, store: &store)
        #expect(
            effects == [
                .loadRows(query: ArticleQuery(search: "2"), offset: 0, limit: AppState.minimumWindow),
                .loadRows(query: ArticleQuery(search: "21"), offset: 0, limit: AppState.minimumWindow)
            ])
        #expect(state.query.search == "21")
        #expect(state.listPane.window.total == 1)
        #expect(state.listPane.selectedID == 21)
    }

    @Test func keysBoundToCommandsAreTextWhileThePromptIsOpen() {
        var store = FakeStore(Sample.rows(5))
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.character("/")))
        let effects = Self.typing("qjQ", into: &state, store: &store)
        #expect(state.filterText == "qjQ")
        #expect(!effects.contains(.quit))
        #expect(state.listPane.window.total == 0)
    }

    @Test func hangulSearchesMatchWholeSyllables() {
        var rows = Sample.rows(5)
        rows.append(ArticleSummary(id: 99, sourceName: "연합뉴스", title: "서울 교통 정책 발표"))
        var store = FakeStore(rows)
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.character("/")))
        _ = Self.typing("교통", into: &state, store: &store)
        #expect(state.query.search == "교통")
        #expect(state.listPane.selectedID == 99)
    }

    @Test func backspaceEditsTheFilterAndOnEmptyClosesThePrompt() {
        var store = FakeStore(Sample.rows(30))
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.character("/")))
        _ = Self.typing("21", into: &state, store: &store)
        store.drive(&state, .key(.backspace))
        #expect(state.query.search == "2")
        store.drive(&state, .key(.backspace))
        #expect(state.query.search == nil)
        #expect(state.overlay == .filterPrompt)
        store.drive(&state, .key(.backspace))
        #expect(state.overlay == .none)
    }

    @Test func enterKeepsTheFilterAndEscClearsItKeepingTheSelectedArticle() {
        var store = FakeStore(Sample.rows(30))
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.character("/")))
        _ = Self.typing("2", into: &state, store: &store)
        store.drive(&state, .key(.enter))
        #expect(state.overlay == .none)
        #expect(state.query.search == "2")
        store.drive(&state, .key(.down))
        store.drive(&state, .key(.down))
        #expect(state.listPane.selectedID == 20)
        let effects = store.drive(&state, .key(.escape))
        #expect(effects.contains(.locate(id: 20, query: .all)))
        #expect(state.query.search == nil)
        #expect(state.filterText.isEmpty)
        #expect(state.listPane.selectedID == 20)
        #expect(state.listPane.selectedIndex == 19)
    }

    @Test func escInThePromptClearsTheFilter() {
        var store = FakeStore(Sample.rows(30))
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.character("/")))
        _ = Self.typing("zzz", into: &state, store: &store)
        #expect(state.listPane.window.total == 0)
        store.drive(&state, .key(.escape))
        #expect(state.overlay == .none)
        #expect(state.query == .all)
        #expect(state.listPane.window.total == 30)
    }

    @Test func arrowsMoveTheSelectionWhileThePromptStaysOpen() {
        var store = FakeStore(Sample.rows(30))
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.character("/")))
        _ = Self.typing("1", into: &state, store: &store)
        store.drive(&state, .key(.down))
        #expect(state.overlay == .filterPrompt)
        #expect(state.listPane.selectedIndex == 1)
        #expect(state.listPane.selectedID == 10)
    }

    @Test func aTrailingSpaceDoesNotReload() {
        var store = FakeStore(Sample.rows(30))
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.character("/")))
        _ = Self.typing("1", into: &state, store: &store)
        let effects = Self.typing(" ", into: &state, store: &store)
        #expect(effects.isEmpty)
        #expect(state.filterText == "1 ")
    }
}
