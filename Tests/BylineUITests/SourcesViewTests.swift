import BylineCore
import Foundation
import Testing

@testable import BylineUI

/// The sources view through `update` and `render`: rows, counts, errors, Enter, `A`, `u`,
/// `R`, sorting, hidden sources, the pinned pane; golden screens with Korean and emoji names.
@Suite struct SourcesViewTests {
    /// The configured sources of the scene: three fetched (one tagged hidden, one broken) and
    /// the keys the snapshot rows use.
    static let entries = [
        SourceEntry(key: "yna", title: "연합뉴스", fallbackName: "yna.example", tags: ["korea", "news"]),
        SourceEntry(key: "nhk", title: "NHK ニュース", fallbackName: "nhk.example", tags: ["news"]),
        SourceEntry(key: "emoji", title: "Emoji 🚀 Daily", fallbackName: "emoji.example", tags: ["fun"], isHidden: true),
        SourceEntry(key: "wire", fallbackName: "wire.example/feed"),
        SourceEntry(key: "broken", title: "Broken feed", fallbackName: "broken.example")
    ]

    /// A browser over the snapshot rows with these sources, the broken one failing.
    static func scene(width: Int = 80, height: Int = 24) -> (AppState, FakeStore) {
        var store = FakeStore(SnapshotScenes.rows)
        store.feedErrors = ["broken": "404 Not Found: the feed has moved 🚧"]
        var state = AppState(now: Sample.now, timeZone: Sample.utc, sources: entries)
        store.drive(&state, .resize(width: width, height: height))
        return (state, store)
    }

    @Test func theRowsAreAllUnreadStarredThenTagsThenSourcesWithCountsAndErrors() {
        var (state, store) = Self.scene()
        store.drive(&state, .key(.character("S")))
        #expect(state.focus == .sources)
        let rows = state.sources.rows
        // The feed's own title ("Wire") names a source the urls file does not name.
        #expect(
            rows.map(\.name) == [
                "All", "Unread", "Starred", "Tags", "fun", "korea", "news", "Sources", "Broken feed",
                "Emoji 🚀 Daily", "NHK ニュース", "Wire", "연합뉴스"
            ])
        // All counts what the All list shows: the 30 articles less the hidden source's one.
        #expect(rows[0].tally == Tally(unread: 16, total: 29))
        #expect(rows[0].tally.total == state.listPane.window.total)
        #expect(rows[1].tally == Tally(unread: 16, total: 16))
        #expect(rows[2].tally == Tally(unread: 1, total: 1))
        #expect(rows[6].tally == Tally(unread: 2, total: 2), "news: yna and nhk")
        #expect(rows[8].error == "404 Not Found: the feed has moved 🚧")
        #expect(rows[8].lastSuccess == nil)
        #expect(rows[10].lastSuccess == store.lastSuccess)
        #expect(!rows[3].isSelectable && !rows[7].isSelectable)
    }

    @Test func movingStepsOverHeadingsAndEnterShowsTheRowsArticlesNamedInTheTopBar() {
        var (state, store) = Self.scene()
        store.drive(&state, .key(.character("S")))
        for _ in 0..<4 { store.drive(&state, .key(.down)) }
        #expect(state.sources.selectedRow?.name == "korea", "the Tags heading is stepped over")
        store.drive(&state, .key(.enter))
        #expect(state.focus == .list)
        #expect(state.query.sourceKeys == ["yna"])
        #expect(state.listPane.window.total == 1)
        #expect(render(state, size: state.size).text[0].contains("Byline  korea"))
        store.drive(&state, .key(.character("S")))
        store.drive(&state, .key(.end))
        store.drive(&state, .key(.enter))
        #expect(state.query.sourceKey == "yna")
        #expect(state.sourceName == "연합뉴스")
    }

    @Test func escAndQGoBackAndTheHiddenSourceKeepsItsOwnRow() {
        var (state, store) = Self.scene()
        #expect(state.query.hiddenSourceKeys == ["emoji"], "All starts without the hidden source")
        #expect(state.listPane.window.total == 29)
        store.drive(&state, .key(.character("S")))
        store.drive(&state, .key(.escape))
        #expect(state.focus == .list && !state.sources.isShown)
        store.drive(&state, .key(.character("S")))
        store.drive(&state, .key(.character("q")))
        #expect(state.focus == .list, "q in the sources view goes back, it does not quit")
        store.drive(&state, .key(.character("S")))
        for _ in 0..<7 { store.drive(&state, .key(.down)) }
        #expect(state.sources.selectedRow?.name == "Emoji 🚀 Daily")
        store.drive(&state, .key(.enter))
        #expect(state.listPane.window.total == 1)
    }

    @Test func capitalAMarksTheSelectedSourceReadAndUUndoesItTwice() {
        var (state, store) = Self.scene()
        store.drive(&state, .key(.character("S")))
        for _ in 0..<9 { store.drive(&state, .key(.down)) }
        #expect(state.sources.selectedRow?.name == "Wire")
        for _ in 1...2 {
            let effects = store.drive(&state, .key(.character("A")))
            #expect(effects.first == .markAllRead(query: ArticleQuery(sourceKey: "wire"), name: "Wire"))
            #expect(state.status?.text == "Marked 12 articles of Wire read (u undoes)")
            #expect(state.sources.selectedRow?.tally == Tally(unread: 0, total: 24))
            store.drive(&state, .key(.character("u")))
            #expect(state.status?.text == "Undone: 12 articles of Wire unread again")
            #expect(state.sources.selectedRow?.tally == Tally(unread: 12, total: 24))
        }
        store.drive(&state, .key(.character("u")))
        #expect(state.status?.text == "Nothing to undo")
    }

    @Test func capitalRRefreshesTheSelectedSourceOrTheTagsSources() {
        var (state, store) = Self.scene()
        store.drive(&state, .key(.character("S")))
        for _ in 0..<5 { store.drive(&state, .key(.down)) }
        #expect(state.sources.selectedRow?.name == "news")
        #expect(
            store.drive(&state, .key(.character("R"))) == [.refresh(.sources(keys: ["yna", "nhk"], name: "news"), intent: .oneSource, generation: 1)])
        store.drive(&state, .refreshFinished(generation: 1, summary: "Refreshed 2 sources: 0 new", failures: []))
        store.drive(&state, .key(.down))
        #expect(state.sources.selectedRow?.name == "Broken feed")
        #expect(
            store.drive(&state, .key(.character("R"))).first
                == .refresh(.sources(keys: ["broken"], name: "Broken feed"), intent: .oneSource, generation: 2))
    }

    @Test func capitalOCyclesTheSourceOrderAndTheSelectionStaysOnItsRow() {
        var (state, store) = Self.scene()
        store.drive(&state, .key(.character("S")))
        for _ in 0..<8 { store.drive(&state, .key(.down)) }
        #expect(state.sources.selectedRow?.name == "NHK ニュース")
        store.drive(&state, .key(.character("O")))
        #expect(state.sources.sort == .unread)
        let sources = state.sources.rows.drop { $0.name != "Sources" }.dropFirst().map(\.name)
        #expect(sources == ["Wire", "NHK ニュース", "연합뉴스", "Broken feed", "Emoji 🚀 Daily"], "most unread first, then by name")
        #expect(state.sources.selectedRow?.name == "NHK ニュース")
        store.drive(&state, .key(.character("O")))
        #expect(state.sources.sort == .lastUpdate)
        #expect(state.sources.rows.drop { $0.name != "Sources" }.dropFirst().last?.name == "Broken feed", "never refreshed last")
    }

    @Test func theSourcesViewAt80x24WithKoreanEmojiAndAnError() {
        var (state, store) = Self.scene(width: 80, height: 24)
        store.drive(&state, .key(.character("S")))
        for _ in 0..<6 { store.drive(&state, .key(.down)) }
        let canvas = render(state, size: state.size)
        RenderSnapshotTests.assertClean(canvas)
        #expect(canvas.text[0].contains("Sources by name"))
        #expect(canvas.text.contains { $0.hasPrefix("✗ Broken feed") && $0.contains("404 Not Found") })
        Snapshot.check(canvas, named: "sources_80x24")
    }

    @Test func theSourcesViewAt40x10PutsTheSelectedErrorInTheStatusBar() {
        var (state, store) = Self.scene(width: 40, height: 10)
        store.drive(&state, .key(.character("S")))
        for _ in 0..<6 { store.drive(&state, .key(.down)) }
        let canvas = render(state, size: state.size)
        RenderSnapshotTests.assertClean(canvas)
        #expect(canvas.text[9].contains("✗ 404 Not Found"))
        Snapshot.check(canvas, named: "sources_40x10")
    }

    @Test func atOneHundredSixtyColumnsTheSourcesArePinnedBesideListAndArticle() {
        var (state, store) = Self.scene(width: 170, height: 20)
        #expect(state.sources.isPinned)
        #expect(state.focus == .list)
        store.drive(&state, .key(.tab))
        store.drive(&state, .key(.tab))
        #expect(state.focus == .sources, "Tab goes round the three panes")
        let canvas = render(state, size: state.size)
        RenderSnapshotTests.assertClean(canvas)
        Snapshot.check(canvas, named: "sources_pinned_170x20")
        var never = AppState(now: Sample.now, timeZone: Sample.utc, settings: BrowserSettings(sourcesPane: .never), sources: Self.entries)
        store.drive(&never, .resize(width: 170, height: 20))
        #expect(!never.sources.isPinned)
    }

    @Test func sourcesSortByNameIgnoringCaseAndCaseBreaksATie() throws {
        let entries = ["zeta", "Alpha", "beta", "Beta", "éclair", "Ébène", "서울"].map {
            SourceEntry(key: $0, title: $0, fallbackName: $0)
        }
        var store = FakeStore(SnapshotScenes.rows)
        var state = AppState(now: Sample.now, timeZone: Sample.utc, sources: entries)
        store.drive(&state, .resize(width: 80, height: 24))
        store.drive(&state, .key(.character("S")))
        let names = state.sources.rows.map(\.name)
        let sources = Array(names[(try #require(names.firstIndex(of: "Sources")) + 1)...])
        #expect(sources == ["Alpha", "Beta", "beta", "zeta", "Ébène", "éclair", "서울"])
    }
}
