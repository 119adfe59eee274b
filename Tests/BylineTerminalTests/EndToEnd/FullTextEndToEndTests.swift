import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// `full-text yes` in the browser: the launch refresh and `r` are each followed by the
    /// background fetch of the new stories' pages, shown in the article pane, offline later.
    @Suite("background full text") struct FullText {
        @Test("the launch refresh and r each bring a batch whose pages arrive in the article pane, and stay offline")
        func twoBatchesInOneRun() throws {
            let site = try FullTextSite(published: 2)
            defer { site.stop() }
            let home = try EndToEndHome(config: "full-text yes\n")
            try home.writeURLs([site.feedURL.absoluteString])
            let session = try home.launch(width: 80, height: 24)
            defer { session.kill() }
            try session.waitFor("Full text: 2 pages stored")
            try session.sendKeys("Enter")
            try session.waitFor(FullTextSite.marker(1))

            site.published.current = 4
            try session.sendKeys("Escape", "r")
            try session.waitFor("Full text: 2 pages stored", timeout: 20)
            try session.sendKeys("g", "Enter")
            let screen = try session.waitFor(FullTextSite.marker(3))
            #expect(screen.contains("Full article"))
            #expect((0..<4).allSatisfy { site.pageRequests($0) == 1 })
            session.kill()

            // Next launch, with the site gone (its launch refresh fails): the stored pages are shown.
            site.stop()
            try home.write("full-text yes\n", to: "config")
            let offline = try home.launch(width: 80, height: 24)
            defer { offline.kill() }
            try offline.waitFor("Story 3")
            try offline.sendKeys("Enter")
            try offline.waitFor(FullTextSite.marker(3))
        }
    }
}
