import BylineCore
import Foundation
import Testing

@testable import BylineUI

/// `q` and Esc go back one level: from a row's list (a source, a tag) to the sources view,
/// with the list shown before behind it; only the top-level list's `q` quits. `R` on a
/// row's empty list refreshes what the row stands for.
@Suite struct BackNavigationTests {
    /// Enters the row called `name` from the sources view.
    static func enter(_ name: String, _ state: inout AppState, _ store: inout FakeStore) {
        if state.focus != .sources { store.drive(&state, .key(.character("S"))) }
        store.drive(&state, .key(.home))
        while state.sources.selectedRow?.name != name {
            let before = state.sources.selectedIndex
            store.drive(&state, .key(.down))
            if state.sources.selectedIndex == before { break }
        }
        store.drive(&state, .key(.enter))
    }

    @Test func qAndEscInASourcesListGoBackToTheSourcesViewAndQQuitsOnlyAtTheTop() {
        for key in [Key.character("q"), .escape] {
            var (state, store) = SourcesViewTests.scene()
            store.drive(&state, .key(.down))
            let topQuery = state.query
            let selected = state.listPane.selectedID
            Self.enter("NHK ニュース", &state, &store)
            #expect(state.query.sourceKey == "nhk")
            #expect(state.listOrigin?.target == .source(key: "nhk"))
            #expect(store.drive(&state, .key(key)).contains(.quit) == false)
            #expect(state.focus == .sources)
            #expect(state.listOrigin == nil)
            #expect(state.query == topQuery, "the list behind is the one shown before")
            #expect(state.listPane.selectedID == selected, "with its selection")
            #expect(render(state, size: state.size).text[0].contains("Sources by name"))
            // From the sources view, back to the top-level list; its q quits.
            store.drive(&state, .key(.character("q")))
            #expect(state.focus == .list)
            #expect(state.query == topQuery)
            #expect(store.drive(&state, .key(.character("q"))) == [.quit])
        }
    }

    @Test func aTagsListGoesBackToo_AndAFilterInItIsClearedFirst() {
        var (state, store) = SourcesViewTests.scene()
        Self.enter("news", &state, &store)
        #expect(state.query.sourceKeys == ["yna", "nhk"])
        store.drive(&state, .key(.character("/")))
        store.drive(&state, .key(.character("x")))
        store.drive(&state, .key(.enter))
        #expect(state.query.search == "x")
        store.drive(&state, .key(.character("q")))
        #expect(state.query.search == nil)
        #expect(state.query.sourceKeys == ["yna", "nhk"], "first the filter goes")
        #expect(state.focus == .list)
        store.drive(&state, .key(.character("q")))
        #expect(state.focus == .sources)
    }

    @Test func rowsEnteredOneAfterAnotherGoBackToTheFirstList() {
        var (state, store) = SourcesViewTests.scene()
        let topQuery = state.query
        Self.enter("news", &state, &store)
        Self.enter("Wire", &state, &store)
        #expect(state.query.sourceKey == "wire")
        store.drive(&state, .key(.escape))
        #expect(state.focus == .sources)
        #expect(state.query == topQuery)
        // All is the top level: no going back from it.
        Self.enter("All", &state, &store)
        #expect(state.listOrigin == nil)
        #expect(store.drive(&state, .key(.character("q"))) == [.quit])
    }

    @Test func rOnASourcesEmptyListRefreshesThatSourceAndElsewhereSaysWhy() {
        var (state, store) = SourcesViewTests.scene()
        Self.enter("Broken feed", &state, &store)
        #expect(state.listPane.window.isLoaded && state.listPane.window.total == 0)
        #expect(
            store.drive(&state, .key(.character("R"))) == [
                .refresh(.sources(keys: ["broken"], name: "Broken feed"), intent: .oneSource, generation: 1)
            ])
        store.drive(&state, .refreshFinished(generation: 1, summary: "Refreshed 1 source: 0 new", failures: []))

        var (top, topStore) = SourcesViewTests.scene()
        topStore.drive(&top, .key(.character("/")))
        for character in "zzzz" { topStore.drive(&top, .key(.character(character))) }
        topStore.drive(&top, .key(.enter))
        #expect(top.listPane.window.total == 0)
        #expect(topStore.drive(&top, .key(.character("R"))).isEmpty)
        #expect(top.status?.text == "The list is empty: R refreshes the selected article's source, r every source")
    }
}
