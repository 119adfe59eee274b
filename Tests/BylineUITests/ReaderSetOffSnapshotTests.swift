import BylineCore
import Foundation
import Testing

@testable import BylineUI

/// Golden screens, text and styles, of what a page sets off from its story: a figure with
/// its caption, code scrolled sideways with `<` `>`, an aside and footnotes, in Korean and
/// emoji as well as English.
@Suite struct ReaderSetOffSnapshotTests {
    static let page = ExtractedArticle(
        title: "서울 지하철 9호선 연장", byline: "김민지", siteName: "연합뉴스",
        html: """
            <p>서울시는 새 노선도를 공개했다 🚇 and published the timetable.</p>
            <figure><img src="https://seoul.example.kr/map.png" alt="노선도 🗺️"><figcaption>9호선 연장 구간 — the new line 9 extension.</figcaption></figure>
            <pre>fare = base + distance * 1.5  // 원 단위, rounded to the nearest ten; see the 2026 fare table, §4 and §7
            total = fare * riders</pre>
            <aside><p>관련 기사: 2019년 계획 📰 and the council's vote.</p></aside>
            <p>Trains run every four minutes at rush hour.</p>
            <section class="footnotes" role="doc-endnotes"><ol><li>시 교통국 발표 자료, 2026년 11월.</li><li>Figures from the city's open data portal.</li></ol></section>
            """,
        text: "")

    /// The page open at `width` × `height`, scrolled `down` lines, the code moved right `right` times.
    private static func scene(width: Int, height: Int, down: Int = 0, right: Int = 0) -> Canvas {
        var (state, store) = SnapshotScenes.state(width: width, height: height)
        store.fullTexts[1] = page
        store.drive(&state, .key(.enter))
        for _ in 0..<down { store.drive(&state, .key(.down)) }
        for _ in 0..<right { store.drive(&state, .key(.character(">"))) }
        let canvas = render(state, size: state.size)
        RenderSnapshotTests.assertClean(canvas)
        return canvas
    }

    private static func row(_ canvas: Canvas, containing text: String) -> Int? {
        canvas.text.firstIndex { $0.contains(text) }
    }

    @Test func figuresAsidesAndFootnotesAt80x24() throws {
        let canvas = Self.scene(width: 80, height: 24)
        let image = try #require(Self.row(canvas, containing: "[image: 노선도 🗺️][1]"))
        #expect(canvas.text[image + 1].contains("9호선 연장 구간"), "the caption is on the very next line")
        #expect(canvas.text.contains { $0.contains("┆ 관련 기사") })
        #expect(canvas.text.contains { $0.contains("┆ 1. 시 교통국") })
        Snapshot.check(canvas, named: "setoff_80x24")
    }

    @Test func theFigureAt40x10() {
        Snapshot.check(Self.scene(width: 40, height: 10, down: 10), named: "setoff_40x10")
    }

    @Test func theFootnotesAt40x10() {
        Snapshot.check(Self.scene(width: 40, height: 10, down: 40), named: "setoff_40x10_footnotes")
    }

    @Test func codeScrolledSidewaysAt80x24() throws {
        let before = Self.scene(width: 80, height: 24)
        let after = Self.scene(width: 80, height: 24, right: 2)
        let line = try #require(Self.row(after, containing: "‹"))
        #expect(after.text[line].contains("‹stance * 1.5"))
        // Only the code moves: the paragraph above it is where it was.
        #expect(before.text[line - 1] == after.text[line - 1])
        Snapshot.check(after, named: "code_80x24_scrolled")
    }

    @Test func codeScrolledSidewaysAt40x10() {
        Snapshot.check(Self.scene(width: 40, height: 10, down: 12, right: 1), named: "code_40x10_scrolled")
    }
}
