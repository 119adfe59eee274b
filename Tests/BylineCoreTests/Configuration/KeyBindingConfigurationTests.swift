import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("Key-binding lines: bind-key, unbind-key and macro")
struct KeyBindingConfigurationTests {
    @Test func theLinesAreKeptInOrderWithTheirLineNumbers() {
        let parsed = Configuration.parse(
            """
            # keys
            bind-key j down
            bind-key ^D pagedown articlelist
            unbind-key N
            unbind-key -a feedlist
            unbind-key "-a"
            show-read-articles no
            macro v open ; next-unread
            """)
        #expect(parsed.errors == [])
        #expect(parsed.configuration.showReadArticles == false)
        #expect(
            parsed.configuration.keyDirectives == [
                KeyDirective(line: 2, kind: .bind(key: "j", operation: "down", context: nil)),
                KeyDirective(line: 3, kind: .bind(key: "^D", operation: "pagedown", context: "articlelist")),
                KeyDirective(line: 4, kind: .unbind(key: "N", context: nil)),
                KeyDirective(line: 5, kind: .unbindAll(context: "feedlist")),
                KeyDirective(line: 6, kind: .unbind(key: "-a", context: nil)),
                KeyDirective(
                    line: 8,
                    kind: .macro(
                        key: "v", steps: [.init(operation: "open"), .init(operation: "next-unread")],
                        description: nil))
            ])
    }

    @Test func macroOperationsSplitAtSemicolonsOutsideQuotes() {
        let parsed = Configuration.parse(
            """
            macro p set browser "mpv --title=\\"a; b\\" %u"; open-in-browser ;set browser firefox -- "Play it in mpv"
            macro x open;quit
            """)
        #expect(parsed.errors == [])
        #expect(
            parsed.configuration.keyDirectives.map(\.kind) == [
                .macro(
                    key: "p",
                    steps: [
                        .init(operation: "set", arguments: ["browser", "mpv --title=\"a; b\" %u"]),
                        .init(operation: "open-in-browser"),
                        .init(operation: "set", arguments: ["browser", "firefox"])
                    ], description: "Play it in mpv"),
                .macro(key: "x", steps: [.init(operation: "open"), .init(operation: "quit")], description: nil)
            ])
    }

    @Test func aKeyBindingLineWithTheWrongNumberOfWordsNamesItsLine() {
        let parsed = Configuration.parse(
            """
            bind-key j
            bind-key j down article extra
            unbind-key
            macro x
            macro y ; ;
            show-read-articles no
            """)
        #expect(parsed.configuration.keyDirectives == [])
        #expect(parsed.configuration.showReadArticles == false)
        #expect(
            parsed.errors.map(\.description) == [
                "config:1: bind-key needs a key and an operation (KEY OPERATION [CONTEXT])",
                "config:2: bind-key takes a key, an operation and a context (KEY OPERATION [CONTEXT]), not 4 words",
                "config:3: unbind-key needs a key (KEY|-a [CONTEXT])",
                "config:4: macro x needs at least one operation (KEY OPERATION [ARGUMENT…] [; OPERATION…])",
                "config:5: macro y needs at least one operation (KEY OPERATION [ARGUMENT…] [; OPERATION…])"
            ])
    }

    @Test func aSemicolonOutsideAMacroIsAnOrdinaryKey() {
        let parsed = Configuration.parse("bind-key ; quit\nmacro ; open\n")
        #expect(parsed.errors == [])
        #expect(
            parsed.configuration.keyDirectives.map(\.kind) == [
                .bind(key: ";", operation: "quit", context: nil),
                .macro(key: ";", steps: [.init(operation: "open")], description: nil)
            ])
    }
}
