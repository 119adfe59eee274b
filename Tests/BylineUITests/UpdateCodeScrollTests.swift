import BylineCore
import Foundation
import Testing

@testable import BylineUI

/// `<` and `>` slide the open article's clipped code sideways, within its widest line; a
/// caption never starts a page without its image.
@Suite struct UpdateCodeScrollTests {
    private static let code = String(repeating: "abcdefghij", count: 12)

    private static func opened(_ html: String, width: Int = 40, height: Int = 12) -> (AppState, FakeStore) {
        var store = FakeStore(Sample.rows(3))
        var state = AppState(now: Sample.now, timeZone: Sample.utc)
        store.drive(&state, .resize(width: width, height: height))
        let first = Sample.rows(3)[0]
        var article = FakeStore.article(for: first)
        article.content = html
        store.fullArticles[first.id] = article
        store.drive(&state, .key(.enter))
        return (state, store)
    }

    @Test func rightAndLeftMoveTheCodeAndStopAtItsEnds() throws {
        var (state, store) = Self.opened("<p>Intro.</p><pre>\(Self.code)</pre>")
        let shown = try #require(state.shownArticle)
        let widest = try #require(shown.lines.compactMap(\.code?.maximumOffset).max())
        store.drive(&state, .key(.character(">")))
        #expect(state.codeOffset(for: shown) == AppState.codeScrollStep)
        for _ in 0..<40 { store.drive(&state, .key(.character(">"))) }
        #expect(state.codeOffset(for: shown) == widest)
        store.drive(&state, .key(.character("<")))
        #expect(state.codeOffset(for: shown) == widest - AppState.codeScrollStep)
        for _ in 0..<40 { store.drive(&state, .key(.character("<"))) }
        #expect(state.codeOffset(for: shown) == 0)
    }

    @Test func anotherArticleOpensWithItsCodeAtTheLeftEdge() throws {
        var (state, store) = Self.opened("<pre>\(Self.code)</pre>")
        store.drive(&state, .key(.character(">")))
        let first = try #require(state.shownArticle)
        #expect(state.codeOffset(for: first) > 0)
        store.drive(&state, .key(.escape))
        store.drive(&state, .key(.down))
        store.drive(&state, .key(.enter))
        let second = try #require(state.shownArticle)
        #expect(second.id != first.id)
        #expect(state.codeOffset(for: second) == 0)
    }

    @Test func withoutWideCodeTheKeysSaySo() {
        var (state, store) = Self.opened("<p>No code at all.</p><pre>short</pre>")
        store.drive(&state, .key(.character(">")))
        #expect(state.articlePane.codeScroll == nil)
        #expect(state.status?.text == "No code here is wider than the pane")
    }

    @Test func theKeysAreNamedActionsInTheHelp() {
        #expect(KeyMap.standard.command(for: .character("<")) == .scrollCodeLeft)
        #expect(KeyMap.standard.command(for: .character(">")) == .scrollCodeRight)
        #expect(KeyMap.standard.helpLines.contains { $0.contains("< >") && $0.contains("code sideways") })
    }

    @Test func pagingNeverLeavesACaptionAtThePageTopWithoutItsImage() throws {
        let html =
            String(repeating: "<p>Before.</p>", count: 12)
            + "<figure><img src=\"https://x.example/f.png\" alt=\"Fig\"><figcaption>Its caption</figcaption></figure>"
            + String(repeating: "<p>After.</p>", count: 30)
        var (state, store) = Self.opened(html)
        let lines = try #require(state.shownArticle?.lines)
        let caption = try #require(lines.firstIndex { $0.plainText == "Its caption" })
        #expect(lines[caption].keepsWithPrevious)
        // A page down from here would put the caption first; it starts at the image instead.
        state.articlePane.scroll = caption - state.detailPage
        store.drive(&state, .key(.pageDown))
        #expect(state.articlePane.scroll == caption - 1)
        #expect(lines[state.articlePane.scroll].plainText.hasPrefix("[image: Fig]"))
        // Paging up onto the caption shows the image above it too.
        state.articlePane.scroll = caption + state.detailPage
        store.drive(&state, .key(.pageUp))
        #expect(state.articlePane.scroll == caption - 1)
        // Elsewhere a page is a page.
        state.articlePane.scroll = 0
        store.drive(&state, .key(.pageDown))
        #expect(state.articlePane.scroll == state.detailPage)
    }
}
