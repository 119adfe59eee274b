import BylineCore
import Foundation
import Testing

@testable import BylineText
@testable import BylineUI

/// What the bars say, through `update` and `render`: notices of what just happened first,
/// failing sources as a standing count, headlines that arrive above the screen announced,
/// every warning found at start readable under `?`.
@Suite struct UpdateNoticeTests {
    /// `count` headlines of the sample source, ids counting down from `newest`, newest first.
    static func rows(_ count: Int, newest: Int64) -> [ArticleSummary] {
        (0..<count).map { index in
            ArticleSummary(
                id: newest - Int64(index), sourceKey: "https://example.example/feed", sourceName: "Example",
                title: "Headline \(newest - Int64(index))", published: Sample.now.addingTimeInterval(-Double(index) * 600))
        }
    }

    @Test func headlinesStoredAboveTheScreenAreCountedAndTheSelectionStays() {
        var store = FakeStore(Self.rows(60, newest: 60))
        var state = Sample.loaded(&store)
        #expect(state.listPane.selectedID == 60)
        for (arrived, total) in [(2, 2), (1, 3)] {
            store.articles.insert(contentsOf: Self.rows(arrived, newest: 60 + Int64(total)), at: 0)
            store.drive(&state, .storeChanged)
            #expect(state.listPane.selectedID == 60, "the selection stays on its article")
            #expect(state.listPane.selectedIndex == total)
            #expect(state.listPane.newAbove == total)
            let canvas = render(state, size: state.size)
            #expect(canvas.text[0].contains("↑ \(total) new"), "\(canvas.text[0])")
            #expect(canvas.text[1].contains("Headline 60"), "the selected headline keeps its line")
        }
        // Going up shows them one by one; the count follows and goes.
        store.drive(&state, .key(.up))
        #expect(state.listPane.newAbove == 2)
        store.drive(&state, .key(.home))
        #expect(state.listPane.newAbove == 0)
        #expect(!render(state, size: state.size).text[0].contains("new"))
    }

    @Test func rowsThatMoveWithoutAnythingStoredAnnounceNothing() {
        var store = FakeStore(Self.rows(60, newest: 60))
        var state = Sample.loaded(&store)
        store.articles.insert(contentsOf: Self.rows(2, newest: 62), at: 0)
        // A window asked for by a move, not by stored articles.
        let all = store.matching(state.query)
        _ = update(&state, .rowsLoaded(query: state.query, offset: 0, rows: Array(all.prefix(100)), total: all.count, unread: all.count))
        #expect(state.listPane.selectedID == 60)
        #expect(state.listPane.newAbove == 0)
    }

    @Test func aShortListShowsItsArrivalsWithoutAMarker() {
        var store = FakeStore(Self.rows(5, newest: 5))
        var state = Sample.loaded(&store)
        store.articles.insert(contentsOf: Self.rows(2, newest: 7), at: 0)
        store.drive(&state, .storeChanged)
        #expect(state.listPane.selectedID == 5)
        #expect(state.listPane.scroll == 0)
        #expect(state.listPane.newAbove == 0)
    }

    @Test func aFailingSourceIsACountInTheTopBarAndItsReasonStaysInTheSourcesView() {
        var (state, store) = SourcesViewTests.scene()
        store.drive(&state, .refreshRequested(.all))
        store.drive(
            &state,
            .refreshFinished(
                generation: 1, summary: "Refreshed 5 sources: 2 new, 1 failed",
                failures: ["Broken feed: 404 Not Found"]))
        #expect(state.sources.failingCount == 1)
        var canvas = render(state, size: state.size)
        #expect(canvas.text[23].contains("Refreshed 5 sources: 2 new, 1 failed"), "what just happened first")
        #expect(canvas.text[0].contains("✗ 1 failing"))
        store.drive(&state, .tick(Sample.now.addingTimeInterval(StatusMessage.lifetime)))
        canvas = render(state, size: state.size)
        #expect(canvas.text[23].contains("? help"), "no standing failure line: \(canvas.text[23])")
        #expect(canvas.text[0].contains("✗ 1 failing"))
        // Narrow, the count keeps its room in a short form.
        canvas = render(state, size: Size(width: 40, height: 10))
        #expect(canvas.text[0].contains("✗1"), "\(canvas.text[0])")
        // The source that worked again is no longer counted.
        store.feedErrors = [:]
        store.drive(&state, .refreshRequested(.all))
        store.drive(&state, .refreshFinished(generation: 2, summary: "Refreshed 5 sources: 0 new", failures: []))
        #expect(!render(state, size: state.size).text[0].contains("✗"))
    }

    @Test func withoutALaunchRefreshTheFailuresTheLastOneLeftAreCountedAtOnce() {
        var store = FakeStore(SnapshotScenes.rows)
        store.feedErrors = ["broken": "404 Not Found"]
        var state = AppState(
            now: Sample.now, timeZone: Sample.utc, settings: BrowserSettings(refreshOnStart: false),
            sources: SourcesViewTests.entries)
        store.drive(&state, .resize(width: 80, height: 24))
        store.drive(&state, .launched)
        #expect(render(state, size: state.size).text[0].contains("✗ 1 failing"))
    }

    @Test func theWarningsFoundAtStartAreCountedInTheNoticeAndListedWhole() {
        var store = FakeStore(Sample.rows(3))
        var state = Sample.loaded(&store, width: 40, height: 10)
        let long = "config:1: unknown setting 'colour' (known: " + String(repeating: "setting, ", count: 12) + "macro)"
        state.warnings = [long, "urls file: urls:2: unsupported scheme"]
        #expect(state.warningNotice == "2 warnings (? lists them): " + long)
        let lines = state.helpLines
        #expect(lines.first == "Warnings at start:")
        let warningLines = Array(lines.prefix { !$0.isEmpty }.dropFirst())
        #expect(warningLines.count > 2 && warningLines.allSatisfy { DisplayWidth.of($0) <= 36 }, "wrapped to the box: \(warningLines)")
        #expect(warningLines.first?.hasPrefix("• config:1:") == true)
        #expect(warningLines.map { $0.dropFirst(2) }.joined(separator: " ").contains("macro)"), "all of it is there")
        #expect(lines.last == state.keyMap.helpLines.last)
        state.warnings = ["config:3: unknown operation 'frob'"]
        #expect(state.warningNotice == "Warning (? shows it whole): config:3: unknown operation 'frob'")
    }

    @Test func linkKeysPastTheArticlesLinksSayHowManyThereAre() {
        var store = FakeStore(Sample.rows(3))
        var state = Sample.loaded(&store, width: 120, height: 40)
        #expect(store.drive(&state, .key(.character("9"))).isEmpty)
        #expect(state.status?.text == "This article has 2 numbered links: there is no [9]")
    }
}
