import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// `r` against the loopback server, while the browser keeps running.
    @Suite("refreshing") struct Refresh {
        /// Counts requests, so a feed can change between them.
        private final class Counter: @unchecked Sendable {
            private let lock = NSLock()
            private var count = 0

            /// The number of this call, from 1.
            func next() -> Int { lock.withLock { count += 1; return count } }
        }

        private static let older = [
            FeedText.Item(title: "Older one", link: "https://news.example/1", age: 10),
            FeedText.Item(title: "Older two", link: "https://news.example/2", age: 11),
            FeedText.Item(title: "Older three", link: "https://news.example/3", age: 12),
        ]

        @Test("r fetches in the background: progress, then a summary, new headlines, the same selection and a failure in words")
        func refreshInTheBrowser() throws {
            let counter = Counter()
            let server = try TestHTTPServer { request in
                switch request.path {
                case "/live.xml":
                    // The first fetch fills the cache; later ones add a newer story, slowly
                    // enough that the progress is on screen for a while.
                    if counter.next() == 1 {
                        return .text(FeedText.rss(title: "Live", items: Self.older), contentType: "application/rss+xml")
                    }
                    let fresh = FeedText.Item(title: "Fresh 뉴스 arrives", link: "https://news.example/fresh", age: 1)
                    return .delay(0.8, then: .text(FeedText.rss(title: "Live", items: [fresh] + Self.older),
                                                   contentType: "application/rss+xml"))
                case "/broken.xml":
                    return .text("<html>down for maintenance</html>", status: 503, contentType: "text/html")
                default:
                    return .text("no route", status: 404)
                }
            }
            defer { server.stop() }
            let home = try EndToEndHome()
            try home.writeURLs([server.urlString("/live.xml")])
            try home.refresh()
            try home.writeURLs([server.urlString("/live.xml"), server.urlString("/broken.xml") + " \"~Broken feed\""])

            let session = try home.launch()
            defer { session.kill() }
            try session.waitFor("3 unread · 3 articles")
            try session.sendKeys("j")
            try session.waitUntil("Older two to be selected") { ScreenText($0).detailTitle == "Older two" }

            try session.sendKeys("r")
            let progress = ScreenText(try session.waitFor(matching: "Refreshing [0-2]/2$"))
            #expect(progress.statusBar.hasSuffix("Refreshing 0/2") || progress.statusBar.hasSuffix("Refreshing 1/2"))
            var screen = ScreenText(try session.waitFor("Refreshed 2 sources: 1 new, 1 failed"))
            screen = ScreenText(try session.waitFor("4 unread · 4 articles"))
            #expect(screen.list.first?.contains("Fresh 뉴스 arrives") == true, "the new story is on top")
            #expect(screen.detailTitle == "Older two", "the selection stays on the same article")

            // The next key clears the summary and uncovers the failure.
            try session.sendKeys("x")
            screen = ScreenText(try session.waitFor("Broken feed:"))
            #expect(screen.statusBar.hasPrefix(" Broken feed: 503"), "\(screen.statusBar)")
            #expect(screen.detailTitle == "Older two")
        }
    }
}
