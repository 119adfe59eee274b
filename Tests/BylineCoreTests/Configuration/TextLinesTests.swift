import BylineText
import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("Numbered lines of a text file")
struct TextLinesTests {
    private func lines(_ text: String) -> [String] { TextLines.numbered(text).map(\.text) }

    @Test func linesAreNumberedFromOneAndOnlyLFEndsOne() {
        let numbered = TextLines.numbered("first\nsecond\rstill second\n\nfourth")
        #expect(numbered.map(\.number) == [1, 2, 3, 4])
        #expect(numbered.map(\.text) == ["first", "second\rstill second", "", "fourth"])
    }

    @Test func crlfEndsAndAByteOrderMarkAreDropped() {
        #expect(lines("\u{FEFF}a\r\nb\r\n") == ["a", "b"])
        #expect(lines("a\r\r\nb") == ["a\r", "b"])
        #expect(lines("\u{FEFF}") == [""])
        #expect(lines("x\u{FEFF}\n") == ["x\u{FEFF}"])
    }

    @Test func aFinalNewlineAddsNoLineButEmptyTextIsOneLine() {
        #expect(lines("") == [""])
        #expect(lines("\n") == [""])
        #expect(lines("a\n") == ["a"])
        #expect(lines("a\n\n") == ["a", ""])
    }

    @Test func koreanEmojiAndInvalidBytesKeepTheirLines() {
        let data = Data("한국어 피드\n".utf8) + Data([0x68, 0xFF, 0x69, 0x0A]) + Data("😀 https://example.com/\r\n".utf8)
        #expect(lines(TextLines.decode(data)) == ["한국어 피드", "h\u{FFFD}i", "😀 https://example.com/"])
    }
}
