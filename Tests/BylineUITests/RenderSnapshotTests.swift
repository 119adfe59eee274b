import BylineCore
import Foundation
import Testing

@testable import BylineText
@testable import BylineUI

@Suite struct RenderSnapshotTests {
    private static func draw(_ state: AppState) -> Canvas {
        let canvas = render(state, size: state.size)
        for (index, row) in canvas.text.enumerated() {
            #expect(DisplayWidth.of(row) == canvas.width, "row \(index) is \(DisplayWidth.of(row)) wide: \(row)")
        }
        assertClean(canvas)
        return canvas
    }

    /// No control character, escape sequence remnant or bidi control reaches the screen.
    static func assertClean(_ canvas: Canvas, sourceLocation: SourceLocation = #_sourceLocation) {
        for cell in canvas.cells {
            for scalar in cell.text.unicodeScalars {
                let value = scalar.value
                let forbidden =
                    value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
                    || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F
                #expect(!forbidden, "U+\(String(value, radix: 16)) in the canvas", sourceLocation: sourceLocation)
            }
        }
        let text = canvas.text.joined(separator: "\n")
        #expect(!text.contains("pwned"), sourceLocation: sourceLocation)
        #expect(!text.contains("[31m"), sourceLocation: sourceLocation)
        #expect(!text.contains("2J"), sourceLocation: sourceLocation)
    }

    @Test func splitViewAt120x40() {
        var (state, store) = SnapshotScenes.state(width: 120, height: 40)
        store.drive(&state, .refreshRequested(.all))
        store.drive(&state, .refreshStarted(generation: 1, total: 300))
        store.drive(&state, .refreshProgress(generation: 1, done: 12, total: 300, message: "Fetching NHK"))
        let canvas = Self.draw(state)
        #expect(canvas.text[39].contains("Refreshing 12/300"))
        #expect(canvas.text[0].contains("16 unread · 30 articles"))
        #expect(canvas.text[1].contains("서울시, 새로운 교통 정책 발표"))
        Snapshot.check(canvas, named: "split_120x40")
    }

    @Test func hostileRowAt120x40() {
        var (state, store) = SnapshotScenes.state(width: 120, height: 40)
        for _ in 0..<4 { store.drive(&state, .key(.down)) }
        let canvas = Self.draw(state)
        #expect(canvas.text[5].contains("Hostile red title C1 desrever end"))
        Snapshot.check(canvas, named: "split_hostile_120x40")
    }

    @Test func listAt80x24WithAFailingSource() {
        var (state, store) = SnapshotScenes.state(width: 80, height: 24)
        state.sources.setEntries([SourceEntry(key: "newsapi", fallbackName: "NewsAPI")])
        store.feedErrors["newsapi"] = "401 Unauthorized: your API key is invalid"
        store.drive(&state, .key(.down))
        store.drive(&state, .refreshRequested(.all))
        store.drive(&state, .refreshFinished(generation: 1, summary: "29 sources refreshed", failures: ["NewsAPI: your API key is invalid"]))
        #expect(Self.draw(state).text[23].contains("29 sources refreshed"), "what just happened comes first")
        store.drive(&state, .tick(Sample.now.addingTimeInterval(10)))
        let canvas = Self.draw(state)
        // Once the note has gone, the failure stands as a count; the bar has its hints back.
        #expect(canvas.text[0].contains("✗ 1 failing"))
        #expect(canvas.text[23].contains("? help"))
        Snapshot.check(canvas, named: "list_80x24")
    }

    @Test func articleAt80x24() {
        var (state, store) = SnapshotScenes.state(width: 80, height: 24)
        store.drive(&state, .key(.enter))
        Snapshot.check(Self.draw(state), named: "article_80x24")
    }

    @Test func listAt40x10() {
        let (state, _) = SnapshotScenes.state(width: 40, height: 10)
        Snapshot.check(Self.draw(state), named: "list_40x10")
    }

    @Test func articleAt40x10ScrolledDown() {
        var (state, store) = SnapshotScenes.state(width: 40, height: 10)
        store.drive(&state, .key(.enter))
        for _ in 0..<3 { store.drive(&state, .key(.down)) }
        Snapshot.check(Self.draw(state), named: "article_40x10")
    }

    @Test func helpAt80x24() {
        var (state, store) = SnapshotScenes.state(width: 80, height: 24)
        store.drive(&state, .key(.character("?")))
        Snapshot.check(Self.draw(state), named: "help_80x24")
    }

    @Test func emptyCacheAt80x24() {
        var store = FakeStore([])
        var state = AppState(now: Sample.now, timeZone: Sample.utc)
        store.drive(&state, .resize(width: 80, height: 24))
        let canvas = Self.draw(state)
        #expect(canvas.text[2].contains("No articles yet — press r to refresh"))
        Snapshot.check(canvas, named: "empty_80x24")
    }

    @Test func filterWithNoMatchesAt40x10() {
        var (state, store) = SnapshotScenes.state(width: 40, height: 10)
        store.drive(&state, .key(.character("/")))
        for character in "zzz" { store.drive(&state, .key(.character(character))) }
        let canvas = Self.draw(state)
        #expect(canvas.text[2].contains("No matches for 'zzz'"))
        #expect(canvas.text[9].contains("/zzz"))
        Snapshot.check(canvas, named: "nomatch_40x10")
    }
}
