import BylineCore
import Foundation
import Testing

@testable import BylineUI

/// Golden screens drawn with a config's colors: a themed list (focus, unread, a
/// `highlight-article` row, `highlight articlelist` matches in Korean and emoji titles) and
/// an article with `highlight article` matches, at 80×24 and 40×10.
@Suite struct ThemeSnapshotTests {
    static let config = """
        color listfocus color208 #000080 bold
        color listnormal_unread green default
        color info white blue
        color title black cyan bold
        color secondary color244 default
        color end-of-text-marker blue default
        color link #5fafff default underline
        highlight articlelist "교통|👍🏽" red default bold
        highlight article "지하철|계획서|Tokyo" black yellow
        highlight-article "title =~ \\"Wire story number 1[0-9]\\" and unread = no" magenta default dim

        """

    static func theme() -> Theme {
        let parsed = Configuration.parse(config)
        #expect(parsed.errors.isEmpty, "\(parsed.errors)")
        return Theme(parsed.configuration.colors)
    }

    static func state(width: Int, height: Int) -> (AppState, FakeStore) {
        var (state, store) = SnapshotScenes.state(width: width, height: height)
        state.theme = theme()
        return (state, store)
    }

    @Test func themedListAt80x24() throws {
        var (state, store) = Self.state(width: 80, height: 24)
        store.drive(&state, .key(.down))
        let canvas = render(state, size: state.size)
        let focused = try #require(canvas.text.firstIndex { $0.contains("東京") })
        #expect(canvas[10, focused].style.foreground == .indexed(208))
        #expect(canvas[10, focused].style.background == .rgb(red: 0, green: 0, blue: 0x80))
        let wire = try #require(canvas.text.firstIndex { $0.contains("Wire story number 10") })
        #expect(canvas.row(wire).contains { $0.style.foreground == .indexed(5) }, "a highlight-article row")
        Snapshot.check(canvas, named: "theme_list_80x24")
    }

    @Test func themedListAt40x10() {
        let (state, _) = Self.state(width: 40, height: 10)
        Snapshot.check(render(state, size: state.size), named: "theme_list_40x10")
    }

    @Test func highlightedArticleAt80x24() throws {
        var (state, store) = Self.state(width: 80, height: 24)
        store.drive(&state, .key(.enter))
        let canvas = render(state, size: state.size)
        let marked = canvas.cells.filter { $0.style.background == .indexed(3) }.map(\.text).joined()
        #expect(marked.contains("지하철") && marked.contains("계획서") && marked.contains("Tokyo"), "highlighted: \(marked)")
        Snapshot.check(canvas, named: "theme_article_80x24")
    }

    @Test func highlightedArticleAt40x10() {
        var (state, store) = Self.state(width: 40, height: 10)
        store.drive(&state, .key(.enter))
        Snapshot.check(render(state, size: state.size), named: "theme_article_40x10")
    }

    @Test func theEndOfTextMarkerIsDrawnOnlyWhenColored() throws {
        let short = Article(
            id: 1, sourceKey: "yna", sourceName: "연합뉴스", guid: "short", title: "짧은 기사 ✨",
            content: "<p>한 줄.</p>", url: nil, published: nil)
        var store = FakeStore(SnapshotScenes.rows)
        store.fullArticles[1] = short
        var state = AppState(now: Sample.now, timeZone: Sample.utc)
        store.drive(&state, .resize(width: 40, height: 10))
        var plain = state
        state.theme = Self.theme()
        store.drive(&state, .key(.enter))
        store.drive(&plain, .key(.enter))
        let themed = render(state, size: state.size)
        let markers = themed.text.filter { $0.hasPrefix(" ~") }.count
        #expect(markers >= 3, "\(themed.text)")
        #expect(themed[1, 8].style.foreground == .indexed(4))
        #expect(!render(plain, size: plain.size).text.contains { $0.hasPrefix(" ~") })
        Snapshot.check(themed, named: "theme_end_marker_40x10")
    }

    @Test func anEmptyThemeDrawsByline_sOwnScreen() {
        var (plain, store) = SnapshotScenes.state(width: 80, height: 24)
        var themed = plain
        themed.theme = Theme(Configuration.parse("color no\n").configuration.colors)
        store.drive(&plain, .key(.down))
        store.drive(&themed, .key(.down))
        #expect(render(plain, size: plain.size) == render(themed, size: themed.size))
        #expect(
            render(themed, size: themed.size)
                != render(
                    {
                        var state = themed
                        state.theme = Self.theme()
                        return state
                    }(), size: themed.size))
    }

    @Test func fallbacksFollowNewsboat() {
        let theme = Theme(Configuration.parse("color listfocus yellow blue\ncolor info white red\n").configuration.colors)
        let unreadFocus = theme.style(.listFocusUnread, otherwise: .plain)
        #expect(unreadFocus.foreground == .indexed(3) && unreadFocus.attributes.contains(.bold))
        #expect(theme.style(.title, otherwise: .plain).background == .indexed(1))
        #expect(theme.style(.hintKey, otherwise: .plain).background == .indexed(1))
        #expect(theme.style(.error, otherwise: CellStyle(.bold, color: .error)) == CellStyle(.bold, color: .error))
    }
}
