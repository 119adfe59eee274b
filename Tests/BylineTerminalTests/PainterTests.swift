import BylineTerminal
import BylineUI
import Testing

@Suite struct PainterTests {
    /// Widths as glibc's wcwidth gives them: each emoji scalar 2, joiners and modifiers as
    /// their own scalars, ASCII 1, combining marks 0.
    private static func libcWidth(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x20..<0x7F: return 1
        case 0x300..<0x370, 0x200D, 0xFE0F: return 0
        case 0x1F1E6...0x1F1FF: return 1
        case 0x1F3FB...0x1F3FF: return 2
        case 0x1100...0x115F, 0xAC00...0xD7A3, 0x3040...0x30FF, 0x4E00...0x9FFF, 0x1F300...0x1FAFF: return 2
        case 0x2764: return 1
        default: return 1
        }
    }

    @Test func aFirstFrameSendsEveryRowAsRunsOfOneStyle() {
        var canvas = Canvas(width: 6, height: 2)
        canvas.write("ab", x: 0, y: 0)
        canvas.write("cd", x: 2, y: 0, style: CellStyle(.bold))
        let runs = Painter.plan(from: nil, to: canvas, scalarWidth: Self.libcWidth)
        #expect(
            runs == [
                PaintRun(x: 0, y: 0, text: "ab", style: .plain, columns: 2),
                PaintRun(x: 2, y: 0, text: "cd", style: CellStyle(.bold), columns: 2),
                PaintRun(x: 4, y: 0, text: "  ", style: .plain, columns: 2),
                PaintRun(x: 0, y: 1, text: "      ", style: .plain, columns: 6)
            ])
    }

    @Test func onlyChangedRowsAreSent() {
        var before = Canvas(width: 4, height: 3)
        before.write("top", x: 0, y: 0)
        var after = before
        after.write("new", x: 0, y: 1)
        let runs = Painter.plan(from: before, to: after, scalarWidth: Self.libcWidth)
        #expect(runs.map(\.y) == [1])
        #expect(runs.first?.text == "new ")
        #expect(Painter.plan(from: after, to: after, scalarWidth: Self.libcWidth).isEmpty)
    }

    @Test func aStyleChangeAloneRepaintsTheRow() {
        var before = Canvas(width: 3, height: 2)
        before.write("abc", x: 0, y: 1)
        var after = before
        after.fill(Rect(x: 0, y: 1, width: 3, height: 1), style: CellStyle(.reverse, color: .selected))
        after.write("abc", x: 0, y: 1, style: CellStyle(.reverse, color: .selected))
        let runs = Painter.plan(from: before, to: after, scalarWidth: Self.libcWidth)
        #expect(runs == [PaintRun(x: 0, y: 1, text: "abc", style: CellStyle(.reverse, color: .selected), columns: 3)])
    }

    @Test func aResizedFrameIsSentWhole() {
        let small = Canvas(width: 3, height: 2)
        let large = Canvas(width: 4, height: 3)
        #expect(Painter.plan(from: small, to: large, scalarWidth: Self.libcWidth).map(\.y) == [0, 1, 2])
    }

    @Test func wideGlyphsAreSentOnceWithoutTheirContinuation() {
        var canvas = Canvas(width: 5, height: 1)
        canvas.write("한글x", x: 0, y: 0)
        let runs = Painter.runs(ofRow: 0, in: canvas, scalarWidth: Self.libcWidth)
        #expect(runs == [PaintRun(x: 0, y: 0, text: "한글x", style: .plain, columns: 5)])
    }

    @Test func clustersTheLibraryWouldMeasureDifferentlyAreSentAsTheirFirstScalar() {
        let family = Cell(text: "👨‍👩‍👧", width: 2, style: .plain)
        #expect(Painter.terminalText(for: family, scalarWidth: Self.libcWidth) == "👨")
        let thumbs = Cell(text: "👍🏽", width: 2, style: .plain)
        #expect(Painter.terminalText(for: thumbs, scalarWidth: Self.libcWidth) == "👍")
        let heart = Cell(text: "❤️", width: 2, style: .plain)
        #expect(Painter.terminalText(for: heart, scalarWidth: Self.libcWidth) == "❤ ")
    }

    @Test func clustersTheLibraryAgreesOnAreSentAsTheyAre() {
        for text in ["🇰🇷", "e\u{301}", "한", "a"] {
            let cell = Cell(text: text, width: text == "🇰🇷" || text == "한" ? 2 : 1, style: .plain)
            #expect(Painter.terminalText(for: cell, scalarWidth: Self.libcWidth) == text)
        }
    }

    @Test func unprintableClustersBecomeAQuestionMarkOfTheSameWidth() {
        let cell = Cell(text: "한", width: 2, style: .plain)
        #expect(Painter.terminalText(for: cell, scalarWidth: { _ in -1 }) == "? ")
    }

    @Test func everyRunCoversTheColumnsItsTextTakesInTheLibrary() {
        var canvas = Canvas(width: 20, height: 1)
        canvas.write("a👨‍👩‍👧b👍🏽c🇰🇷❤️d", x: 0, y: 0)
        for run in Painter.runs(ofRow: 0, in: canvas, scalarWidth: Self.libcWidth) {
            let measured = run.text.unicodeScalars.reduce(0) { $0 + Self.libcWidth($1) }
            #expect(measured == run.columns, "\(run.text)")
        }
    }
}
