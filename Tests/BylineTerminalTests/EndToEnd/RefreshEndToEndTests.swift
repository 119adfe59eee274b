import BylineTestSupport
import Foundation
import Synchronization
import Testing

extension EndToEndTests {
    /// `r` against the loopback server, with the shipped defaults (the launch refresh runs),
    /// again and again while the browser keeps running.
    @Suite("refreshing") struct Refresh {
        /// A feed that gains one story each time it is fetched, so every refresh has a new
        /// headline to show; `slow` editions answer late, so a refresh is seen running.
        final class GrowingFeed: Sendable {
            private let fetches = Mutex(0)
            private let slowEditions: Set<Int>
            private let olderCount: Int

            /// A feed whose editions in `slow` take a second to arrive, over `older` older stories.
            init(slow: Set<Int> = [], older: Int = 3) {
                slowEditions = slow
                olderCount = older
            }

            /// How many times it was fetched.
            var fetchCount: Int { fetches.withLock { $0 } }

            /// The headline edition `number` adds.
            static func headline(_ number: Int) -> String { "Edition \(number) 속보 arrives" }

            /// The next edition: every story so far, newest first, over three older ones.
            func response() -> TestResponse {
                let edition = fetches.withLock { count -> Int in
                    count += 1
                    return count
                }
                let fresh = (1...edition).reversed().map {
                    FeedText.Item(title: Self.headline($0), link: "https://news.example/edition/\($0)", age: 100 - $0)
                }
                let older = (1...olderCount).map {
                    FeedText.Item(
                        title: "Older \($0)", link: "https://news.example/older/\($0)",
                        html: "<p>" + String(repeating: "Long paragraph \($0). ", count: 200) + "</p>",
                        age: 200 + $0)
                }
                let body = FeedText.rss(title: "Live", items: fresh + older)
                let response = TestResponse.text(body, contentType: "application/rss+xml")
                return slowEditions.contains(edition) ? .delay(1.0, then: response) : response
            }

            /// A loopback server for this feed (`/live.xml`) and a broken one (`/broken.xml`,
            /// 503), and a home whose cache holds the first edition and whose urls file lists both.
            func homeWithBrokenFeed() throws -> (EndToEndHome, TestHTTPServer) {
                let server = try TestHTTPServer { request in
                    switch request.path {
                    case "/live.xml": return self.response()
                    case "/broken.xml": return .text("<html>down for maintenance</html>", status: 503, contentType: "text/html")
                    default: return .text("no route", status: 404)
                    }
                }
                let home = try EndToEndHome()
                try home.writeURLs([server.urlString("/live.xml")])
                try home.refresh()
                try home.writeURLs([server.urlString("/live.xml"), server.urlString("/broken.xml") + " \"~Broken feed\""])
                return (home, server)
            }
        }

        @Test(
            "r works every time: the launch refresh, then three presses each bring the feed's new headline; the selection and the article's scroll stay put"
        )
        func refreshAgainAndAgain() throws {
            let feed = GrowingFeed(slow: [4])
            let (home, server) = try feed.homeWithBrokenFeed()
            defer { server.stop() }

            let session = try home.launch()
            defer { session.kill() }
            // The launch refresh (refresh-on-start yes, the default) brings edition 2.
            try session.waitFor(GrowingFeed.headline(2))
            try session.waitFor("Refreshed 2 sources: 1 new, 1 failed")
            // Select an older story, open it and scroll its text: a refresh must move neither.
            try session.sendKeys("G")
            try session.waitUntil("Older 3 to be selected") { ScreenText($0).detailTitle == "Older 3" }
            try session.sendKeys("Tab", "j", "j", "j")
            // Read the pane once the three lines have scrolled (title, source and date gone),
            // not as soon as the keys are sent: CI once read it before they were handled.
            let scrolled = ScreenText(
                try session.waitUntil("the article to scroll three lines") {
                    ScreenText($0).detailTitle.hasPrefix("Link:")
                }
            ).detail
            try session.sendKeys("Tab")

            for edition in 3...5 {
                try session.sendKeys("r")
                if edition == 4 {
                    // This edition is slow: a second r says a refresh is running and starts nothing.
                    try session.waitFor(matching: "Refreshing [0-2]/2")
                    try session.sendKeys("r")
                    try session.waitFor("A refresh is already running")
                }
                let screen = ScreenText(try session.waitFor(GrowingFeed.headline(edition), timeout: 20))
                #expect(screen.list.first?.contains(GrowingFeed.headline(edition)) == true, "edition \(edition) on top")
                try session.waitFor("Refreshed 2 sources: 1 new, 1 failed")
                let after = ScreenText(try session.capture())
                #expect(after.detail == scrolled, "the selection stays on the same article, scrolled as it was")
                #expect(after.list.contains { $0.contains("Older 3") })
            }
            // The launch, three presses, and no second fetch for the r pressed during a refresh.
            #expect(feed.fetchCount == 5)
            // The note goes with the next key; the failure stands as a count, not as a line that
            // owns the status bar, and the sources view names it and why.
            try session.sendKeys("x")
            var screen = ScreenText(try session.waitUntil("the note to go") { ScreenText($0).statusBar.contains("? help") })
            #expect(screen.topBar.contains("✗ 1 failing"), "\(screen.topBar)")
            try session.sendKeys("S")
            screen = ScreenText(try session.waitFor("Sources by name"))
            // By now it failed often enough to be backed off; the row still names it and why.
            let broken = try #require(screen.body.first { $0.contains("Broken feed") })
            #expect(broken.hasPrefix("✗ Broken feed") && broken.contains("503"), "\(broken)")
        }

        @Test("auto-reload refreshes by itself while the browser is open, again and again")
        func autoReload() throws {
            let feed = GrowingFeed()
            let server = try TestHTTPServer { request in
                request.path == "/live.xml" ? feed.response() : .text("no route", status: 404)
            }
            defer { server.stop() }
            // One minute is the shortest reload-time (newsboat counts in minutes too): the test
            // waits for the real clock, two reloads after the launch refresh.
            let home = try EndToEndHome(config: "auto-reload yes\nreload-time 1\n")
            try home.writeURLs([server.urlString("/live.xml")])
            let session = try home.launch()
            defer { session.kill() }
            try session.waitFor(GrowingFeed.headline(1))
            try session.waitFor(GrowingFeed.headline(2), timeout: 75)
            try session.waitFor(GrowingFeed.headline(3), timeout: 75)
            #expect(feed.fetchCount == 3)
        }
    }
}
