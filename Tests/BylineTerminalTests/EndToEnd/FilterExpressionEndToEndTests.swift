import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// Query feeds, `F` and the killfile in the browser, with the shipped defaults.
    @Suite("filter expressions") struct FilterExpressions {
        @Test("a query feed shows its matches, F narrows the list twice and names a mistake's column, an ignore rule keeps its articles out")
        func queryFeedFAndKillfile() throws {
            let items = [
                FeedText.Item(title: "Swift 6 released", link: "https://news.example/swift", age: 1),
                FeedText.Item(title: "Rust news", link: "https://news.example/rust", age: 2),
                FeedText.Item(title: "Sponsored: buy now", link: "https://news.example/ad", age: 3),
                FeedText.Item(title: "Swift on Linux", link: "https://news.example/linux", age: 4)
            ]
            let server = try TestHTTPServer(routes: [
                "/news.xml": .text(FeedText.rss(title: "News", items: items), contentType: "application/rss+xml")
            ])
            defer { server.stop() }
            let home = try EndToEndHome(config: "ignore-article * \"title =~ \\\"^sponsored\\\"\"\n")
            try home.writeURLs([
                server.urlString("/news.xml") + " tech",
                "\"query:Swift stories:title =~ \\\"swift\\\" and tags # \\\"tech\\\"\""
            ])
            let session = try home.launch()
            defer { session.kill() }
            var screen = ScreenText(try session.waitFor("3 unread · 3 articles"))
            #expect(!screen.list.contains { $0.contains("Sponsored") }, "the killfile kept it out of the cache")

            try session.sendKeys("S")
            screen = ScreenText(try session.waitFor("Query feeds"))
            #expect(screen.body.contains { $0.hasPrefix("  Swift stories") && $0.contains("2/2") })
            try session.sendKeys("G", "Enter")
            screen = ScreenText(try session.waitFor("Byline  Swift stories"))
            #expect(screen.topBar.hasSuffix("2 unread · 2 articles"))

            try session.sendKeys("S", "g", "Enter")
            try session.waitFor("Byline  All sources")
            for (expression, count) in [("title =~ \"rust\"", 1), ("unread = yes and title # \"Linux\"", 1)] {
                try session.sendKeys("F")
                try session.type(expression)
                try session.sendKeys("Enter")
                screen = ScreenText(try session.waitFor("\(count) unread · \(count) article"))
                #expect(screen.topBar.contains("F: "), "\(screen.topBar)")
            }
            try session.sendKeys("Escape")
            try session.waitFor("3 unread · 3 articles")
            try session.sendKeys("F", "C-u")
            try session.type("title =~")
            try session.sendKeys("Enter")
            screen = ScreenText(try session.waitFor("Filter not applied: column"))
            #expect(screen.topBar.hasSuffix("3 unread · 3 articles"))
        }
    }
}
