import BylineCore
import Foundation
import Testing

@testable import BylineUI

/// Golden screens, text and styles, of a reader-mode page: heading levels, images as
/// numbered links, a figure with its caption, a table with Korean, and clipped code.
@Suite struct ReaderSnapshotTests {
    static let page = ExtractedArticle(
        title: "서울시 교통 정책", byline: "김민지", siteName: "연합뉴스",
        html: """
            <h1>Seoul's new transit plan</h1>
            <p>The city published <a href="https://seoul.example.kr/plan">the plan</a> on Friday.</p>
            <h2>Routes</h2>
            <figure><img src="https://seoul.example.kr/map.png" alt="Route map"><figcaption>The new line 9 extension.</figcaption></figure>
            <h3>Fares</h3>
            <table><tr><th>이름</th><th>Score</th></tr><tr><td>김민지</td><td>98</td></tr><tr><td>Lee</td><td>7</td></tr></table>
            <pre>fare = base + distance * 1.5  // in won, rounded to the nearest ten</pre>
            <p><img src="https://seoul.example.kr/photos/bus.jpg"></p>
            """,
        text: "")

    private static func scene(width: Int, height: Int, scroll: Int) -> Canvas {
        var (state, store) = SnapshotScenes.state(width: width, height: height)
        store.fullTexts[1] = page
        store.drive(&state, .key(.enter))
        for _ in 0..<scroll { store.drive(&state, .key(.down)) }
        let canvas = render(state, size: state.size)
        RenderSnapshotTests.assertClean(canvas)
        return canvas
    }

    @Test func readerPageAt80x24() {
        let canvas = Self.scene(width: 80, height: 24, scroll: 0)
        #expect(canvas.text.contains { $0.contains("[image: Route map][2]") })
        Snapshot.check(canvas, named: "reader_80x24")
    }

    @Test func readerPageAt80x24ScrolledToTheTableAndCode() {
        let canvas = Self.scene(width: 80, height: 24, scroll: 12)
        #expect(canvas.text.contains { $0.contains("김민지 │ 98") })
        Snapshot.check(canvas, named: "reader_80x24_scrolled")
    }

    @Test func readerPageAt40x10() {
        Snapshot.check(Self.scene(width: 40, height: 10, scroll: 6), named: "reader_40x10")
    }

    @Test func readerPageAt40x10ScrolledToTheCode() {
        let canvas = Self.scene(width: 40, height: 10, scroll: 22)
        Snapshot.check(canvas, named: "reader_40x10_scrolled")
    }
}
