import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// The mouse, as xterm reports it in SGR mode (1006), which ncurses asks for under
    /// `xterm-256color`: `ESC [ < button ; column ; row M` (press) or `m` (release), 1-based.
    @Suite("the mouse") struct Mouse {
        /// What xterm sends for button code `button` (0 left, 64 wheel up, 65 wheel down) at
        /// zero-based column `x`, row `y`.
        private static func report(button: Int, x: Int, y: Int, release: Bool = false) -> String {
            "\u{1B}[<\(button);\(x + 1);\(y + 1)" + (release ? "m" : "M")
        }

        /// A press of the left button and its release.
        private static func click(x: Int, y: Int) -> String {
            report(button: 0, x: x, y: y) + report(button: 0, x: x, y: y, release: true)
        }

        @Test("a click selects the headline under it, a second click opens it, and the wheel scrolls the pane under the pointer")
        func clickAndWheel() throws {
            let (home, server) = try EndToEndFeeds.preparedHome(["/stories.xml": ("Stories", EndToEndFeeds.stories(30))])
            defer { server.stop() }
            let session = try home.launch(width: 120, height: 20)
            defer { session.kill() }
            try session.waitFor("30 unread · 30 articles")

            // Row 0 is the top bar, so screen row 3 holds the third headline.
            try session.type(Self.click(x: 5, y: 3))
            var screen = ScreenText(try session.waitUntil("a click to select Story 03") { ScreenText($0).detailTitle == "Story 03" })
            #expect(screen.list.first?.contains("Story 01") == true)

            // Three notches down over the list move it by 3 rows each.
            try session.type(String(repeating: Self.report(button: 65, x: 5, y: 5), count: 3))
            screen = ScreenText(try session.waitUntil("the wheel to scroll the list") { ScreenText($0).list.first?.contains("Story 10") == true })
            try session.type(Self.report(button: 64, x: 5, y: 5))
            screen = ScreenText(try session.waitUntil("the wheel to scroll back") { ScreenText($0).list.first?.contains("Story 07") == true })

            // The same headline twice: the second click opens it (and so marks it read).
            try session.type(Self.click(x: 5, y: 2))
            screen = ScreenText(try session.waitUntil("a click to select Story 08") { ScreenText($0).detailTitle == "Story 08" })
            #expect(screen.topBar.hasSuffix("30 unread · 30 articles"))
            try session.type(Self.click(x: 5, y: 2))
            screen = ScreenText(try session.waitFor("29 unread · 30 articles"))

            try session.sendKeys("Q")
            #expect(try home.ending(in: session).status == 0)
        }
    }
}
