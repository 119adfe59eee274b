import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineText
@testable import BylineXML

@Suite struct TextSanitizerTests {
    @Test func softHyphensAreRemovedBecauseTerminalsDisagreeOnTheirWidth() {
        #expect(TextSanitizer.clean("ex\u{AD}ample") == "example")
        #expect(TextSanitizer.singleLine("hy\u{AD}phen") == "hyphen")
    }

    @Test func escapeSequencesAndControlsAreRemoved() {
        #expect(TextSanitizer.clean("a\u{1B}[31mred\u{1B}[0m\u{1B}]0;title\u{07}b\u{9B}2Jc") == "aredbc")
        #expect(TextSanitizer.singleLine("one\r\ntwo\tthree\u{202E}") == "one two three")
    }
}

@Suite struct HTMLEntitiesTests {
    @Test func stripTagsDropsWhatAReaderNeverSees() {
        #expect(
            HTMLEntities.stripTags("Hi <script>x()</script><iframe>f</iframe><noscript>n</noscript><b>there</b> &amp; you")
                == "Hi there & you")
    }
}

@Suite("TextSanitizer fast paths agree with the careful path")
struct TextSanitizerFastPathTests {
    /// The careful definition, stated differently from the code: clean, cut at every white
    /// space (a zero-width space is not one), drop the empty pieces, join with one space.
    private func reference(_ text: String) -> String {
        let isSpace = { (scalar: Unicode.Scalar) in scalar.properties.isWhitespace && scalar.value != 0x200B }
        return TextSanitizer.clean(text).unicodeScalars
            .split(whereSeparator: isSpace)
            .map { String(String.UnicodeScalarView($0)) }
            .joined(separator: " ")
    }

    @Test("singleLine equals the reference on white space, controls and bidi marks in every position")
    func singleLineMatchesReference() {
        let pieces = [
            "a", "한국", " ", "  ", "\u{00A0}", "\u{3000}", "\u{2003}", "\u{202F}", "\u{1680}", "\t", "\n",
            "\u{1B}[31m", "\u{202E}", "\u{200F}", "\u{AD}", "—", "…", "’", "é", "\u{2066}", "\u{FEFF}", "x\u{85}y", "\u{600}", "\u{200B}"
        ]
        for first in pieces {
            for second in pieces {
                for third in pieces {
                    let text = first + second + third
                    #expect(TextSanitizer.singleLine(text) == reference(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
                }
            }
        }
    }
}
