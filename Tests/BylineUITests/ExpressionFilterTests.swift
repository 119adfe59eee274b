import BylineCore
import Foundation
import Testing

@testable import BylineUI

/// `F`: a filter-language expression narrows the list; a mistake names its column.
@Suite struct ExpressionFilterTests {
    @Test func fAppliesAnExpressionAndEscClearsIt() throws {
        var store = FakeStore(Sample.rows(5))
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.character("F")))
        #expect(state.overlay == .expressionPrompt(""))
        for character in "unread = yes" { store.drive(&state, .key(.character(character))) }
        let effects = store.drive(&state, .key(.enter))
        let expected = try FilterExpression.parse("unread = yes")
        #expect(state.query.filter == expected)
        #expect(effects.first == .loadRows(query: state.query, offset: 0, limit: AppState.minimumWindow))
        #expect(render(state, size: state.size).text[0].contains("F: unread = yes"))
        store.drive(&state, .key(.escape))
        #expect(state.query.filter == nil)
    }

    @Test func aBadExpressionIsNotAppliedAndItsColumnIsNamedAndTheTextIsKept() {
        var store = FakeStore(Sample.rows(5))
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.character("F")))
        for character in "title =~" { store.drive(&state, .key(.character(character))) }
        #expect(store.drive(&state, .key(.enter)).isEmpty)
        #expect(state.query.filter == nil)
        #expect(state.status?.text.hasPrefix("Filter not applied: column ") == true, "\(state.status?.text ?? "")")
        store.drive(&state, .key(.character("F")))
        #expect(state.overlay == .expressionPrompt("title =~"), "the text comes back to be mended")
        store.drive(&state, .key(.escape))
        #expect(state.overlay == .none)
    }

    @Test func aQueryFeedRowShowsItsMatches() throws {
        let expression = try FilterExpression.parse("unread = yes")
        var store = FakeStore(Sample.rows(5))
        var state = AppState(
            now: Sample.now, timeZone: Sample.utc,
            sources: [
                SourceEntry(key: "https://example.example/feed", fallbackName: "Example"),
                SourceEntry(key: "query:Unread", title: "Unread stories", fallbackName: "query:Unread", kind: .query(expression))
            ])
        store.drive(&state, .resize(width: 80, height: 24))
        store.drive(&state, .key(.character("S")))
        #expect(state.sources.rows.map(\.name).suffix(2) == ["Query feeds", "Unread stories"])
        store.drive(&state, .key(.end))
        let effects = store.drive(&state, .key(.enter))
        #expect(state.query.filter == expression)
        #expect(state.sourceName == "Unread stories")
        #expect(effects.first == .loadRows(query: state.query, offset: 0, limit: AppState.minimumWindow))
    }
}
