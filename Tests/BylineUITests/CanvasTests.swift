import BylineCore
import Testing

@testable import BylineText
@testable import BylineUI

@Suite struct CanvasTests {
    @Test func writeFillsCellsAndReturnsTheNextColumn() {
        var canvas = Canvas(width: 6, height: 1)
        let end = canvas.write("abc", x: 1, y: 0)
        #expect(end == 4)
        #expect(canvas.text == [" abc  "])
    }

    @Test func aWideGlyphTakesACellAndAContinuation() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.write("한a", x: 0, y: 0)
        #expect(canvas[0, 0].text == "한")
        #expect(canvas[0, 0].width == 2)
        #expect(canvas[1, 0].isContinuation)
        #expect(canvas[2, 0].text == "a")
        #expect(canvas.text == ["한a "])
    }

    @Test func aWideGlyphThatWouldCrossTheEdgeBecomesASpace() {
        var canvas = Canvas(width: 5, height: 1)
        let end = canvas.write("ab한국", x: 0, y: 0, maxX: 3)
        #expect(end == 3)
        #expect(canvas.text == ["ab   "])
        #expect(canvas[2, 0].width == 1)
        var edge = Canvas(width: 3, height: 1)
        edge.write("a👍", x: 1, y: 0)
        #expect(edge.text == [" a "])
        #expect((0..<3).allSatisfy { !edge[$0, 0].isContinuation })
    }

    @Test func overwritingHalfAWideGlyphBlanksTheOtherHalf() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.write("日本", x: 0, y: 0)
        canvas.write("x", x: 1, y: 0)
        #expect(canvas.text == [" x本"])
        canvas.write("y", x: 2, y: 0)
        #expect(canvas.text == [" xy "])
        #expect(!canvas[3, 0].isContinuation)
    }

    @Test func aWideGlyphWrittenOverAnotherShiftedByOneLeavesNoOrphans() {
        var canvas = Canvas(width: 5, height: 1)
        canvas.write("日本", x: 0, y: 0)
        canvas.write("語", x: 1, y: 0)
        #expect(canvas.text == [" 語  "])
        #expect(canvas[1, 0].width == 2)
        #expect(canvas[2, 0].isContinuation)
        #expect(!canvas[3, 0].isContinuation)
    }

    @Test func writingIsClippedToTheCanvas() {
        var canvas = Canvas(width: 3, height: 2)
        canvas.write("abcdef", x: 1, y: 1)
        canvas.write("zzz", x: 0, y: 5)
        canvas.write("zzz", x: 0, y: -1)
        canvas.write("xyz", x: -2, y: 0)
        #expect(canvas.text == ["z  ", " ab"])
    }

    @Test func zeroWidthClustersAndControlsNeverReachTheCanvas() {
        var canvas = Canvas(width: 10, height: 1)
        canvas.write("a\u{1B}\u{07}\u{9B}\u{202E}\u{200B}b", x: 0, y: 0)
        #expect(canvas.text == ["ab        "])
    }

    @Test func combiningMarksStayWithTheirBase() {
        var canvas = Canvas(width: 3, height: 1)
        canvas.write("e\u{301}x", x: 0, y: 0)
        #expect(canvas[0, 0].text == "e\u{301}")
        #expect(canvas.text == ["e\u{301}x "])
    }

    @Test func fillClipsAndStyles() {
        var canvas = Canvas(width: 3, height: 2)
        let style = CellStyle(.reverse, color: .status)
        canvas.fill(Rect(x: 1, y: 1, width: 10, height: 10), style: style)
        #expect(canvas[2, 1].style == style)
        #expect(canvas[0, 1].style == .plain)
        #expect(canvas[1, 0].style == .plain)
    }

    @Test func changedRowsListsOnlyRowsThatDiffer() {
        var before = Canvas(width: 4, height: 3)
        before.write("abc", x: 0, y: 0)
        var after = before
        after.write("x", x: 1, y: 2)
        #expect(after.changedRows(since: before) == [2])
        #expect(after.changedRows(since: after).isEmpty)
        var restyled = before
        restyled.fill(Rect(x: 0, y: 1, width: 1, height: 1), style: CellStyle(.bold))
        #expect(restyled.changedRows(since: before) == [1])
        #expect(after.changedRows(since: nil) == [0, 1, 2])
        #expect(after.changedRows(since: Canvas(width: 5, height: 3)) == [0, 1, 2])
    }

    @Test func everyRowIsExactlyTheCanvasWidth() {
        var canvas = Canvas(width: 7, height: 3)
        canvas.write("한국어 텍스트", x: 0, y: 0)
        canvas.write("👨‍👩‍👧🇰🇷👍🏽", x: 1, y: 1)
        canvas.write("ｱｲｳ日本", x: 2, y: 2)
        for row in canvas.text {
            #expect(DisplayWidth.of(row) == 7, "\(row)")
        }
    }
}
