import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// `r` asks every source whatever its feed says; only the server's own wait and the
    /// back-off hold, and the screen says so in words; a quit in the middle of a refresh is
    /// no failure. Shipped defaults throughout (the launch refresh runs).
    @Suite("refreshing: r asks every time") struct RefreshIntent {
        /// A feed that declares `<ttl>60</ttl>` and gains one story each time it is fetched,
        /// with an ETag per edition (so a conditional GET can be seen).
        final class TimedFeed: Sendable {
            private let fetches = LockedValue(0)

            /// How many times it was fetched.
            var fetchCount: Int { fetches.current }

            /// The headline edition `number` adds.
            static func headline(_ number: Int) -> String { "Timed edition \(number) 속보" }

            /// The next edition: every story so far, newest first.
            func response() -> TestResponse {
                let edition = fetches.next()
                let items = (1...edition).reversed().map {
                    FeedText.Item(title: Self.headline($0), link: "https://news.example/timed/\($0)", age: 100 - $0)
                }
                let body = FeedText.rss(title: "Timed", items: items).replacingOccurrences(of: "<channel>", with: "<channel><ttl>60</ttl>")
                return .respond(
                    status: 200, headers: [("Content-Type", "application/rss+xml"), ("ETag", "\"edition-\(edition)\"")],
                    body: Data(body.utf8))
            }
        }

        @Test("r fetches a feed with <ttl>60</ttl> at every press and each new headline appears; the launch refresh waits for the ttl and says so")
        func ttlDoesNotSilenceR() throws {
            let feed = TimedFeed()
            let server = try TestHTTPServer { request in
                request.path == "/timed.xml" ? feed.response() : .text("no route", status: 404)
            }
            defer { server.stop() }
            let home = try EndToEndHome()
            try home.writeURLs([server.urlString("/timed.xml") + " \"~Timed\""])

            let session = try home.launch()
            defer { session.kill() }
            try session.waitFor(TimedFeed.headline(1))
            for edition in 2...3 {
                try session.sendKeys("r")
                try session.waitFor(TimedFeed.headline(edition), timeout: 20)
            }
            #expect(feed.fetchCount == 3)
            // Each press asked conditionally, with the validator of the edition before.
            let asked = server.requests.filter { $0.path == "/timed.xml" }.map { $0.header("If-None-Match") }
            #expect(asked == [nil, "\"edition-1\"", "\"edition-2\""])
            try session.sendKeys("Q")
            _ = try home.ending(in: session)

            // Opening the browser again within the hour: its own launch refresh leaves the feed
            // alone, says so, and r asks it anyway.
            let again = try home.launch()
            defer { again.kill() }
            try again.waitFor("1 source not due yet (r asks it now)", timeout: 20)
            #expect(feed.fetchCount == 3)
            try again.sendKeys("r")
            try again.waitFor(TimedFeed.headline(4), timeout: 20)
            #expect(feed.fetchCount == 4)
        }

        @Test("after r, a source whose server answered 429 with Retry-After is not asked, and the status bar says until when, press after press")
        func retryAfterShowsTheWait() throws {
            let server = try TestHTTPServer { request in
                switch request.path {
                case "/limited.xml": return .text("slow down", status: 429, headers: [("Retry-After", "600")])
                case "/ok.xml": return .text(FeedText.rss(title: "Fine", items: EndToEndFeeds.stories(2)), contentType: "application/rss+xml")
                default: return .text("no route", status: 404)
                }
            }
            defer { server.stop() }
            let home = try EndToEndHome()
            try home.writeURLs([server.urlString("/limited.xml") + " \"~Limited\"", server.urlString("/ok.xml") + " \"~Fine\""])
            let session = try home.launch()
            defer { session.kill() }
            // The launch refresh asks it once and hears the 429. Each note is left to expire by
            // itself before the next r (a key would clear it without moving the browser's clock).
            try session.waitUntil("the 429 counted as failing", timeout: 20) { ScreenText($0).topBar.contains("✗ 1 failing") }
            try session.waitUntil("the launch refresh's note to expire", timeout: 20) { !ScreenText($0).statusBar.contains("Refreshed") }
            for press in 1...2 {
                let okBefore = server.requests.filter { $0.path == "/ok.xml" }.count
                try session.sendKeys("r")
                let screen = ScreenText(
                    try session.waitUntil("the wait in words after press \(press)", timeout: 20) { screen in
                        ScreenText(screen).statusBar.contains("1 source asked to wait until")
                            && server.requests.filter { $0.path == "/ok.xml" }.count > okBefore
                    })
                #expect(screen.statusBar.firstMatch(of: /1 source asked to wait until [0-2][0-9]:[0-5][0-9]/) != nil, "\(screen.statusBar)")
                try session.waitUntil("the note to expire after press \(press)", timeout: 20) {
                    !ScreenText($0).statusBar.contains("asked to wait")
                }
            }
            #expect(server.requests.filter { $0.path == "/limited.xml" }.count == 1, "the server's wait was honoured")
        }
    }
}
