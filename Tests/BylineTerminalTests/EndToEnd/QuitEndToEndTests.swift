import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// Leaving by key and by signal, with the terminal given back as it was.
    @Suite("quitting") struct Quit {
        /// How the browser is ended, and the status the shell then sees.
        enum Way: String, CaseIterable, CustomTestStringConvertible {
            /// `q` in the list.
            case quitKey
            /// `kill -TERM`.
            case sigterm
            /// `kill -HUP` (the terminal went away).
            case sighup
            /// Ctrl-C typed in the pane.
            case controlC

            /// `$?` after `byline`.
            var status: Int32 {
                switch self {
                case .quitKey: 0
                case .sigterm: 143
                case .sighup: 129
                case .controlC: 130
                }
            }

            /// The name shown for the test case.
            var testDescription: String { rawValue }
        }

        @Test(
            "q, SIGTERM, SIGHUP and Ctrl-C exit with 0/143/129/130, leave the alternate screen and restore stty",
            arguments: Way.allCases)
        func quitRestoresTheTerminal(how: Way) throws {
            let (home, server) = try EndToEndFeeds.preparedHome(["/world.xml": ("World Desk", EndToEndFeeds.international)])
            defer { server.stop() }
            let session = try home.launch(width: 100, height: 30)
            defer { session.kill() }
            try session.waitFor("4 unread · 4 articles")
            #expect(try session.display("#{alternate_on}") == "1")

            switch how {
            case .quitKey: try session.sendKeys("q")
            case .controlC: try session.sendKeys("C-c")
            case .sigterm: kill(try home.bylinePID(), SIGTERM)
            case .sighup: kill(try home.bylinePID(), SIGHUP)
            }
            let ending = try home.ending(in: session)
            #expect(ending.status == how.status)
            #expect(!ending.sttyBefore.isEmpty)
            #expect(ending.sttyAfter == ending.sttyBefore, "stty -a differs after \(how)")
            #expect(try session.display("#{alternate_on}") == "0")
            let screen = ScreenText(try session.capture())
            #expect(screen.lines.filter { !$0.isEmpty } == ["EXIT=\(how.status)"], "left behind:\n\(screen.lines.joined(separator: "\n"))")
            #expect(try session.display("#{cursor_flag}") == "1", "the cursor is visible again")
        }
    }
}
