import BylineCore
import Foundation
import Testing

@testable import BylineText
@testable import BylineUI

/// The browser in Korean (`ui-language ko`, or LANG=ko_KR.UTF-8): every word of the chrome
/// comes from the catalogue, and the columns still line up.
@Suite struct KoreanSnapshotTests {
    private func inKorean<T>(_ body: () -> T) -> T {
        Localization.$override.withValue(.korean, operation: body)
    }

    /// Draws `state`, checking that every row fills the screen exactly and nothing unsafe shows.
    private func draw(_ state: AppState) -> Canvas {
        let canvas = render(state, size: state.size)
        for (index, row) in canvas.text.enumerated() {
            #expect(DisplayWidth.of(row) == canvas.width, "row \(index) is \(DisplayWidth.of(row)) wide: \(row)")
        }
        RenderSnapshotTests.assertClean(canvas)
        return canvas
    }

    @Test func theListAt80x24SpeaksKorean() {
        inKorean {
            var (state, store) = SnapshotScenes.state(width: 80, height: 24)
            store.drive(&state, .key(.character("s")))
            let canvas = draw(state)
            #expect(canvas.text[0].contains("모든 소스"))
            #expect(canvas.text[0].contains("안 읽음 16 · 기사 30개"))
            #expect(canvas.text[1].contains("5분 서울시"))
            #expect(canvas.text[23].contains("별표했습니다"))
            Snapshot.check(canvas, named: "ko_list_80x24")
        }
    }

    @Test func theListAt40x10KeepsItsColumnsInKorean() {
        inKorean {
            var (state, store) = SnapshotScenes.state(width: 40, height: 10)
            store.drive(&state, .key(.character("/")))
            for character in "zzz" { store.drive(&state, .key(.character(character))) }
            let canvas = draw(state)
            #expect(canvas.text[2].contains("'zzz'에 맞는 기사가 없습니다"))
            Snapshot.check(canvas, named: "ko_nomatch_40x10")
        }
    }

    @Test func theHelpAt80x24IsKorean() {
        inKorean {
            var (state, store) = SnapshotScenes.state(width: 80, height: 24)
            store.drive(&state, .key(.character("?")))
            let canvas = draw(state)
            let text = canvas.text.joined(separator: "\n")
            #expect(text.contains("다음 헤드라인 / 아래로 스크롤"))
            #expect(text.contains("? 또는 Esc로 닫기"))
            #expect(!text.contains("Next headline"))
            Snapshot.check(canvas, named: "ko_help_80x24")
        }
    }

    @Test func theStatusBarHintsAt80x24AreKorean() {
        inKorean {
            let (state, _) = SnapshotScenes.state(width: 80, height: 24)
            let canvas = draw(state)
            #expect(canvas.text[23].contains("? 도움말"))
            #expect(canvas.text[23].contains("q 종료") || canvas.text[23].contains("열기"))
        }
    }

    @Test func theSourcesViewAt40x10IsKorean() {
        inKorean {
            var (state, store) = SourcesViewTests.scene(width: 40, height: 10)
            store.drive(&state, .key(.character("S")))
            let canvas = draw(state)
            let text = canvas.text.joined(separator: "\n")
            #expect(text.contains("전체"))
            #expect(text.contains("안 읽음"))
            Snapshot.check(canvas, named: "ko_sources_40x10")
        }
    }

    @Test func theSourcesViewAt80x24IsKorean() {
        inKorean {
            var (state, store) = SourcesViewTests.scene(width: 80, height: 24)
            store.drive(&state, .key(.character("S")))
            let canvas = draw(state)
            let text = canvas.text.joined(separator: "\n")
            #expect(text.contains("태그"))
            #expect(text.contains("소스"))
            Snapshot.check(canvas, named: "ko_sources_80x24")
        }
    }

    @Test func theSameSceneInEnglishHasNoKorean() {
        Localization.$override.withValue(.english) {
            let (state, _) = SnapshotScenes.state(width: 80, height: 24)
            let canvas = draw(state)
            #expect(canvas.text[0].contains("All sources"))
            #expect(!canvas.text[0].contains("모든 소스"))
        }
    }
}
