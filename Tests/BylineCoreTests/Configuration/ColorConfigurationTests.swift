import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite struct ColorConfigurationTests {
    @Test func colorLinesGiveElementsTheirColorsAndAttributes() {
        let parsed = Configuration.parse(
            """
            color listfocus yellow blue bold
            color listnormal_unread color208 default underline italic
            color info #ff8700 black
            color sources-heading White DEFAULT reverse standout blink dim invis
            """)
        #expect(parsed.errors.isEmpty)
        let elements = parsed.configuration.colors.elements
        #expect(elements[.listFocus] == ElementStyle(foreground: .indexed(3), background: .indexed(4), attributes: .bold))
        #expect(elements[.listNormalUnread] == ElementStyle(foreground: .indexed(208), background: .default, attributes: [.underline, .italic]))
        #expect(elements[.info] == ElementStyle(foreground: .rgb(red: 0xff, green: 0x87, blue: 0), background: .indexed(0)))
        #expect(elements[.sourcesHeading]?.attributes == [.reverse, .standout, .blink, .dim, .invisible])
        #expect(elements[.sourcesHeading]?.foreground == .indexed(7))
    }

    @Test func theOneWordColorSettingStillWorksBesideElementLines() {
        let parsed = Configuration.parse("color no\ncolor article green default\n")
        #expect(parsed.errors.isEmpty)
        #expect(parsed.configuration.color == .no)
        #expect(parsed.configuration.colors.elements[.article]?.foreground == .indexed(2))
    }

    @Test func aHexColorIsAValueButAHashAfterASpaceIsStillAComment() {
        let parsed = Configuration.parse("color title #00ff00 #000080 bold # green on navy\n")
        #expect(parsed.errors.isEmpty)
        #expect(
            parsed.configuration.colors.elements[.title]
                == ElementStyle(foreground: .rgb(red: 0, green: 0xff, blue: 0), background: .rgb(red: 0, green: 0, blue: 0x80), attributes: .bold))
    }

    @Test func badColorLinesNameTheirLineAndTheWordThatIsWrong() {
        let parsed = Configuration.parse(
            """
            # colors
            color listfocus yellow
            color listfocuss yellow blue
            color info purple default
            color info red default sparkly
            color article color256 default
            color article #12345 default
            color article red black
            """, fileName: "config")
        let messages = parsed.errors.map(\.description)
        #expect(messages.count == 6)
        #expect(messages[0].hasPrefix("config:2: color listfocus needs a foreground and a background color"))
        #expect(messages[1].hasPrefix("config:3: unknown color element 'listfocuss'"))
        #expect(messages[2].hasPrefix("config:4: unknown color 'purple'"))
        #expect(messages[3].hasPrefix("config:5: unknown attribute 'sparkly'"))
        #expect(messages[4].hasPrefix("config:6: unknown color 'color256'"))
        #expect(messages[5].hasPrefix("config:7: unknown color '#12345'"))
        // The good line after the bad ones still applies.
        #expect(parsed.configuration.colors.elements[.article]?.foreground == .indexed(1))
    }

    @Test func highlightLinesCompileTheirPatternOnceAndKeepFileOrder() throws {
        let parsed = Configuration.parse(
            """
            highlight article "https?://[^ ]+" blue default underline
            highlight all "속보|breaking" red default bold
            highlight feedlist ^Lobsters green default
            """)
        #expect(parsed.errors.isEmpty)
        let highlights = parsed.configuration.colors.highlights
        try #require(highlights.count == 3)
        #expect(highlights.map(\.scope) == [.article, .all, .feedList])
        #expect(highlights[0].pattern.source == "https?://[^ ]+")
        #expect(highlights[0].style == ElementStyle(foreground: .indexed(4), background: .default, attributes: .underline))
        #expect(highlights[1].pattern.matches("오늘의 속보"))
        #expect(highlights[1].pattern.matches("BREAKING news"))
        #expect(highlights[1].scope.covers(.articleList) && !highlights[0].scope.covers(.articleList))
    }

    @Test func badHighlightLinesSayWhatIsWrong() {
        let parsed = Configuration.parse(
            """
            highlight article "(unclosed" red default
            highlight everywhere foo red default
            highlight article foo red
            """)
        let messages = parsed.errors.map(\.description)
        #expect(messages.count == 3)
        #expect(messages[0].hasPrefix("config:1: invalid regular expression '(unclosed'"))
        #expect(messages[1].hasPrefix("config:2: unknown highlight place 'everywhere'"))
        #expect(messages[2].hasPrefix("config:3: highlight needs"))
    }

    @Test func highlightArticleCompilesItsExpressionAndABadOneNamesLineAndColumn() {
        let parsed = Configuration.parse(
            """
            highlight-article "title =~ \\"swift\\" and unread = yes" green default bold
            highlight-article "title = " red default
            highlight-article "content =~ \\"x\\"" red default
            """)
        let messages = parsed.errors.map(\.description)
        #expect(parsed.configuration.colors.headlineHighlights.count == 1)
        #expect(parsed.configuration.colors.headlineHighlights.first?.style.attributes == .bold)
        #expect(messages.count == 2)
        #expect(messages[0].hasPrefix("config:2: highlight-article expression, column 9:"))
        #expect(
            messages[1] == "config:3: highlight-article expression, column 1: highlight-article cannot test content: "
                + "the list holds only title, link, feedtitle, feedurl, tags, unread, starred, flags, age, date")
    }
}
