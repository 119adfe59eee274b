import Testing
@testable import BylineCore

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
        #expect(HTMLEntities.stripTags("Hi <script>x()</script><iframe>f</iframe><noscript>n</noscript><b>there</b> &amp; you")
            == "Hi there & you")
    }
}
