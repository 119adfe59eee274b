import BylineCore
import BylineTestSupport
import BylineText
import Foundation
import Testing

extension EndToEndTests {
    /// Other terminal types, and no colors.
    @Suite("terminal types") struct TerminalType {
        /// One way the terminal can be set up.
        struct Setup: CustomTestStringConvertible, Sendable {
            /// `TERM`.
            var term: String
            /// Whether `NO_COLOR=1` is set.
            var noColor: Bool
            /// Whether color SGR codes are expected on screen.
            var expectsColor: Bool

            /// The name shown for the test case.
            var testDescription: String { noColor ? "\(term) with NO_COLOR=1" : term }
        }

        @Test(
            "each TERM (and NO_COLOR) starts, draws the list and quits cleanly",
            arguments: [
                Setup(term: "xterm-256color", noColor: true, expectsColor: false),
                Setup(term: "xterm-256color", noColor: false, expectsColor: true),
                Setup(term: "vt100", noColor: false, expectsColor: false),
                Setup(term: "linux", noColor: false, expectsColor: true),
                Setup(term: "screen-256color", noColor: false, expectsColor: true),
                Setup(term: "tmux-256color", noColor: false, expectsColor: true)
            ])
        func drawsUnder(setup: Setup) throws {
            let (home, server) = try EndToEndFeeds.preparedHome(["/world.xml": ("World Desk", EndToEndFeeds.international)])
            defer { server.stop() }
            let session = try home.launch(width: 110, height: 24, term: setup.term, extra: setup.noColor ? ["NO_COLOR": "1"] : [:])
            defer { session.kill() }
            // The launch refresh (a shipped default) finds nothing new; a key clears its note.
            try session.waitFor("Refreshed 1 source: 0 new")
            try session.sendKeys("x")
            let screen = ScreenText(try session.waitFor("? help"))
            #expect(screen.topBar.hasSuffix("4 unread · 4 articles"))
            #expect(screen.topBar.hasPrefix(" Byline  All sources"))
            for title in EndToEndFeeds.international.map(\.title) {
                #expect(screen.list.contains { $0.contains(title) }, "missing \(title)")
            }
            #expect(screen.statusBar.hasPrefix(" ? help  Enter open"))
            let styled = try session.capture(escapes: true)
            #expect(styled.contains("\u{1B}[7m") || styled.contains(";7m"), "bars in reverse video")
            #expect(Self.usesColor(styled) == setup.expectsColor)

            try session.sendKeys("q")
            let ending = try home.ending(in: session)
            #expect(ending.status == 0)
            #expect(ending.sttyAfter == ending.sttyBefore)
            // With or without an alternate screen (vt100 and linux have none), nothing of the
            // browser is left: only what the shell printed after it.
            let after = ScreenText(try session.capture())
            #expect(after.lines.filter { !$0.isEmpty } == ["EXIT=0"], "left behind:\n\(after.lines.joined(separator: "\n"))")
        }

        @Test(
            "a locale that is not UTF-8 (LANG=C, LC_ALL=POSIX) still draws Korean, Japanese and emoji in their columns",
            arguments: [["LANG": "C"], ["LANG": "en_US.ISO-8859-1", "LC_ALL": "POSIX"]])
        func nonUTF8Locale(locale: [String: String]) throws {
            let (home, server) = try EndToEndFeeds.preparedHome(["/world.xml": ("World Desk", EndToEndFeeds.international)])
            defer { server.stop() }
            let session = try home.launch(width: 110, height: 24, extra: locale)
            defer { session.kill() }
            let screen = ScreenText(try session.waitFor("4 unread · 4 articles"))
            for title in EndToEndFeeds.international.map(\.title) {
                #expect(screen.list.contains { $0.contains(title) }, "missing \(title) under \(locale)")
            }
            #expect(screen.detailTitle == "서울에 첫눈이 내렸다")
            #expect(screen.widestRow <= 110)
            // The pane divider stands in the same column on every row, wide glyphs or not.
            let dividers = Set(
                screen.body.compactMap { line in
                    line.firstIndex(of: "│").map { DisplayWidth.of(line[..<$0]) }
                })
            #expect(dividers.count == 1, "divider columns \(dividers)")
            try session.sendKeys("q")
            #expect(try home.ending(in: session).status == 0)
        }

        /// Whether an escaped capture sets a foreground or background color (SGR 30–37, 90–97,
        /// 40–47, 100–107, 38;…, 48;…); 39 and 49 only reset.
        static func usesColor(_ styled: String) -> Bool {
            styled.matches(of: /\x1B\[([0-9;]*)m/).contains { match in
                let parameters = match.1.split(separator: ";").compactMap { Int($0) }
                return parameters.contains { (30...38).contains($0) || (40...48).contains($0) || (90...97).contains($0) || (100...107).contains($0) }
            }
        }
    }
}
