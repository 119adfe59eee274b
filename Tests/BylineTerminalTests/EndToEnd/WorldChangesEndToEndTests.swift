import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// The open browser sees what other processes change: sources added in another terminal
    /// or by an editor, an edited config, articles a separate `byline refresh` stored. Each
    /// is done twice in one run, with no restart.
    @Suite("the browser sees the world change") struct WorldChanges {
        /// A server with one feed per path, each with one headline named after it.
        static func server(_ names: [String]) throws -> TestHTTPServer {
            var routes: [String: TestResponse] = [:]
            for name in names {
                let items = [FeedText.Item(title: "\(name) headline", link: "https://news.example/\(name)", age: 1)]
                routes["/\(name).xml"] = .text(FeedText.rss(title: name, items: items), contentType: "application/rss+xml")
            }
            return try TestHTTPServer(routes: routes)
        }

        @Test(
            "a source added by byline add in another terminal, or by editing the urls file, shows in the sources view within seconds and its headlines on the next r"
        )
        func sourcesAddedElsewhere() throws {
            let server = try Self.server(["Alpha", "Bravo", "Charlie", "Delta"])
            defer { server.stop() }
            let home = try EndToEndHome()
            try home.writeURLs([server.urlString("/Alpha.xml") + " \"~Alpha\""])
            let session = try home.launch()
            defer { session.kill() }
            try session.waitFor("Alpha headline", timeout: 20)
            try session.sendKeys("S")
            try session.waitFor("Alpha")

            for name in ["Bravo", "Charlie"] {
                let added = try home.byline(["add", "--title", name, server.urlString("/\(name).xml")] + home.options)
                try #require(added.status == 0, "byline add failed: \(added.allOutput)")
                // The sources view lists it without a key pressed.
                try session.waitUntil("\(name) in the sources view", timeout: 20) { screen in
                    ScreenText(screen).body.contains { $0.contains(name) }
                }
                try session.sendKeys("Escape", "r")
                try session.waitFor("\(name) headline", timeout: 20)
                try session.sendKeys("S")
            }
            // An editor appends a line by hand.
            let urls = try String(contentsOf: home.urls, encoding: .utf8)
            try Data((urls + server.urlString("/Delta.xml") + " \"~Delta\"\n").utf8).write(to: home.urls)
            try session.waitUntil("Delta in the sources view", timeout: 20) { screen in
                ScreenText(screen).body.contains { $0.contains("Delta") }
            }
            try session.sendKeys("Escape", "r")
            try session.waitFor("Delta headline", timeout: 20)
        }

        @Test("an edited config applies within seconds: an ignore-article rule hides its headline, and taking it out brings it back, twice")
        func configEditedElsewhere() throws {
            let items = [
                FeedText.Item(title: "Sponsored: buy now", link: "https://news.example/ad", age: 1),
                FeedText.Item(title: "Real news today", link: "https://news.example/news", age: 2)
            ]
            let server = try TestHTTPServer(routes: [
                "/mixed.xml": .text(FeedText.rss(title: "Mixed", items: items), contentType: "application/rss+xml")
            ])
            defer { server.stop() }
            let home = try EndToEndHome()
            try home.writeURLs([server.urlString("/mixed.xml")])
            let session = try home.launch()
            defer { session.kill() }
            try session.waitFor("Sponsored: buy now", timeout: 20)
            try session.waitFor("Real news today")
            for round in 1...2 {
                try home.write("ignore-mode display\nignore-article * \"title =~ \\\"^Sponsored\\\"\"\n", to: "config")
                try session.waitUntil("the rule to hide the headline (round \(round))", timeout: 20) { screen in
                    let list = ScreenText(screen).list
                    return !list.contains { $0.contains("Sponsored") } && list.contains { $0.contains("Real news today") }
                }
                try home.write("# no rules\n", to: "config")
                try session.waitFor("Sponsored: buy now", timeout: 20)
            }
        }

        @Test("articles a separate byline refresh stores (as from cron) appear in the open browser within seconds, twice")
        func articlesStoredElsewhere() throws {
            let editions = LockedValue(0)
            let server = try TestHTTPServer { request in
                guard request.path == "/cron.xml" else { return .text("no route", status: 404) }
                let edition = editions.next()
                let items = (1...edition).reversed().map {
                    FeedText.Item(title: "Cron edition \($0)", link: "https://news.example/cron/\($0)", age: 100 - $0)
                }
                return .text(FeedText.rss(title: "Cron", items: items), contentType: "application/rss+xml")
            }
            defer { server.stop() }
            let home = try EndToEndHome()
            try home.writeURLs([server.urlString("/cron.xml")])
            let session = try home.launch()
            defer { session.kill() }
            try session.waitFor("Cron edition 1", timeout: 20)
            for edition in 2...3 {
                try home.refresh()
                let screen = ScreenText(try session.waitFor("Cron edition \(edition)", timeout: 20))
                #expect(screen.topBar.hasSuffix("\(edition) unread · \(edition) articles"), "\(screen.topBar)")
            }
            #expect(editions.current == 3, "the browser fetched only at launch")
        }
    }
}
