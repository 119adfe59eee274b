import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineText
@testable import BylineXML

/// Preformatted lines are clipped, never re-wrapped, and scroll sideways.
@Suite struct CodeLineTests {
    private let code = "let value = compute(everything, at: once)"

    private func codeLine(width: Int = 20) throws -> StyledLine {
        try #require(RichText(parsing: "<pre>\(code)</pre>").layout(width: width).first)
    }

    @Test func aClippedLineKeepsItsWholeTextForScrolling() throws {
        let line = try codeLine()
        #expect(line.plainText == "let value = compute›")
        #expect(line.code?.text == code)
        #expect(line.code?.width == 20)
    }

    @Test func scrollingShowsTheMiddleBetweenMarkersAndStopsAtTheEnd() throws {
        let line = try codeLine()
        #expect(line.scrolledCode(by: 0) == line)
        #expect(line.scrolledCode(by: 8).plainText == "‹e = compute(everyt›")
        let end = line.scrolledCode(by: 1000).plainText
        #expect(end == "‹erything, at: once)")
        #expect(line.scrolledCode(by: try #require(line.code?.maximumOffset)).plainText == end)
        for offset in 0...40 { #expect(line.scrolledCode(by: offset).width <= 20) }
    }

    @Test func aLineThatFitsDoesNotScroll() throws {
        let line = try #require(RichText(parsing: "<pre>short</pre>").layout(width: 20).first)
        #expect(line.code?.isClipped == false)
        #expect(line.scrolledCode(by: 5) == line)
    }

    @Test func scrolledCodeInAQuoteKeepsTheBar() throws {
        let line = try #require(RichText(parsing: "<blockquote><pre>\(code)</pre></blockquote>").layout(width: 22).first)
        #expect(line.plainText == "│ let value = compute›")
        #expect(line.scrolledCode(by: 4).plainText == "│ ‹value = compute(ev›")
        #expect(line.scrolledCode(by: 4).spans.first?.style.contains(.quote) == true)
    }

    @Test func wideCharactersCutByTheLeftEdgeGoWholeAndASpaceKeepsTheColumns() throws {
        let line = try #require(RichText(parsing: "<pre>한국어 코드 줄이 아주 깁니다 정말로</pre>").layout(width: 12).first)
        let shifted = line.scrolledCode(by: 1)
        // 국 stood at column 2; shifted by 1 it stands at column 2 (after `‹` at 0), as every
        // other line's column 2 does.
        #expect(shifted.plainText == "‹ 국어 코드›")
        for offset in 0...30 { #expect(line.scrolledCode(by: offset).width <= 12) }
    }

    @Test func everyLineOfABlockShiftsTogetherSoItsColumnsStayAligned() throws {
        let block = "if ready {\n    launch(everything, at: once, with: care)\n}\n\nend"
        let lines = RichText(parsing: "<pre>\(block)</pre>").layout(width: 20)
        #expect(lines.count == 5)
        #expect(lines.allSatisfy { $0.code?.maximumOffset == lines[1].code?.maximumOffset }, "the block scrolls as far as its widest line")
        let shifted = lines.map { $0.scrolledCode(by: 4).plainText }
        #expect(shifted == ["‹eady {", "‹launch(everything,›", "‹", "", "‹"])
        // Column 5 of the block (the `a` of ready and of launch) is at screen column 2 on both lines.
        #expect(Array(shifted[0])[2] == "a" && Array(shifted[1])[2] == "a")
        // At the end of the widest line, the short ones keep only their marker.
        let end = lines.map { $0.scrolledCode(by: 1000).plainText }
        #expect(end == ["‹", "‹: once, with: care)", "‹", "", "‹"])
        for offset in 0...60 { #expect(lines.allSatisfy { $0.scrolledCode(by: offset).width <= 20 }) }
    }
}
