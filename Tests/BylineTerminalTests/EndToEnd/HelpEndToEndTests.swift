import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// The `?` key help.
    @Suite("help") struct Help {
        @Test("? shows the keys over the screen; ? and Esc close it")
        func helpOverlay() throws {
            let (home, server) = try EndToEndFeeds.preparedHome(["/world.xml": ("World Desk", EndToEndFeeds.international)])
            defer { server.stop() }
            let session = try home.launch()
            defer { session.kill() }
            // The screen once the launch refresh is over: read while it ran, the bar still held
            // its progress, which is gone when the help closes (a race a loaded machine lost).
            try session.waitFor("Refreshed 1 source")
            let before = try session.waitFor("? help  Enter open", timeout: 15)

            for closingKey in ["?", "Escape"] {
                try session.sendKeys("?")
                let screen = try session.waitFor("─ Keys ─")
                for line in [
                    "↑ k", "Previous headline / scroll up", "PgDn Space", "Enter → l", "Open the article (marks it read)",
                    "Filter as you type (Esc clears)", "Refresh all sources", "1–9", "Open the article's link [1]–[9]",
                    "? F1", "Q              Quit", "? or Esc closes"
                ] {
                    #expect(screen.contains(line), "the help lists \(line)")
                }
                try session.sendKeys(closingKey)
                // Wait for the whole screen, not the box's title alone: a capture can land while
                // the terminal is still drawing the rows under the box.
                let closed = try? session.waitUntil("\(closingKey) to bring back the screen under the help") { $0 == before }
                #expect(closed == before, "the screen under the help comes back whole")
            }
        }
    }
}
