import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// `S`: every source with its counts, the broken ones with their reasons; Enter, `A`,
    /// `u`, `R` and going back, with the shipped defaults.
    @Suite("the sources view") struct Sources {
        /// A server with a tagged feed (named in Korean), a hidden one (named with an emoji)
        /// and a broken one, and a home whose urls file lists them.
        static func home() throws -> (EndToEndHome, TestHTTPServer) {
            let tech = (1...3).map { FeedText.Item(title: "Tech story \($0)", link: "https://tech.example/\($0)", age: $0) }
            let hidden = [FeedText.Item(title: "Hidden rocket story", link: "https://hidden.example/1", age: 4)]
            let server = try TestHTTPServer(routes: [
                "/tech.xml": .text(FeedText.rss(title: "Tech", items: tech), contentType: "application/rss+xml"),
                "/hidden.xml": .text(FeedText.rss(title: "Hidden", items: hidden), contentType: "application/rss+xml"),
                "/broken.xml": .text("gone fishing", status: 404)
            ])
            let home = try EndToEndHome()
            try home.writeURLs([
                server.urlString("/tech.xml") + " tech \"~기술 뉴스\"",
                server.urlString("/hidden.xml") + " news ! \"~Emoji 🚀 Daily\"",
                server.urlString("/broken.xml") + " \"~Broken feed\""
            ])
            return (home, server)
        }

        /// The counts column of a sources row: `12/30`, or `30` when nothing is unread.
        static func counts(_ row: String) -> String? {
            row.split(separator: " ").first { $0.allSatisfy { $0.isNumber || $0 == "/" } }.map(String.init)
        }

        @Test(
            "S lists All, Unread, Starred, tags and sources with counts and the broken one's reason; Enter shows one; hidden sources stay out of All")
        func browseSources() throws {
            let (home, server) = try Self.home()
            defer { server.stop() }
            let session = try home.launch()
            defer { session.kill() }
            try session.waitFor("Refreshed 3 sources: 4 new, 1 failed")
            var screen = ScreenText(try session.waitFor("3 unread · 3 articles"))
            #expect(!screen.list.contains { $0.contains("Hidden rocket story") }, "a source tagged ! stays out of All")

            try session.sendKeys("S")
            screen = ScreenText(try session.waitFor("Sources by name"))
            #expect(screen.topBar.hasSuffix("3 sources · 1 failing"))
            let rows = screen.body
            #expect(rows.contains { $0.hasPrefix("  All") && $0.contains("3/3") })
            #expect(rows.contains { $0.hasPrefix("  tech") && $0.contains("3/3") })
            #expect(rows.contains { $0.hasPrefix("  기술 뉴스") && $0.contains("3/3") })
            #expect(rows.contains { $0.hasPrefix("  Emoji 🚀 Daily") && $0.contains("1/1") })
            let broken = try #require(rows.first { $0.contains("Broken feed") })
            #expect(broken.hasPrefix("✗ Broken feed"), "a failed source is marked: \(broken)")
            #expect(broken.contains("404"), "with its reason beside it: \(broken)")
            #expect(broken.contains("never"), "and no successful refresh: \(broken)")

            // The last row is 기술 뉴스: Enter shows its articles and the top bar names it.
            try session.sendKeys("G", "Enter")
            screen = ScreenText(try session.waitFor("Byline  기술 뉴스"))
            #expect(screen.topBar.hasSuffix("3 unread · 3 articles"))
            #expect((1...3).allSatisfy { number in screen.list.contains { $0.contains("Tech story \(number)") } })
            #expect(!screen.list.contains { $0.contains("Hidden rocket story") })

            // A hidden source still has its own row and its own articles.
            try session.sendKeys("S", "G", "k", "Enter")
            screen = ScreenText(try session.waitFor("Byline  Emoji 🚀 Daily"))
            #expect(screen.list.first?.contains("Hidden rocket story") == true)

            // q goes back from the sources view without quitting; All shows everything unhidden.
            try session.sendKeys("S")
            try session.waitFor("Sources by name")
            try session.sendKeys("q")
            screen = ScreenText(try session.waitUntil("the list again") { !$0.contains("Sources by name") })
            try session.sendKeys("S", "g", "Enter")
            screen = ScreenText(try session.waitFor("Byline  All sources"))
            #expect(screen.topBar.hasSuffix("3 unread · 3 articles"))
        }

        @Test("A in the sources view marks one source read and u undoes it, twice; R refreshes only that source")
        func markUndoAndRefreshOneSource() throws {
            let (home, server) = try Self.home()
            defer { server.stop() }
            let session = try home.launch()
            defer { session.kill() }
            try session.waitFor("Refreshed 3 sources: 4 new, 1 failed")
            try session.sendKeys("S")
            try session.waitFor("Sources by name")
            for _ in 1...2 {
                try session.sendKeys("G", "A")
                var screen = ScreenText(try session.waitFor("Marked 3 articles of 기술 뉴스 read (u undoes)"))
                screen = ScreenText(
                    try session.waitUntil("the counts to drop") { text in
                        ScreenText(text).body.contains { $0.hasPrefix("  기술 뉴스") && Self.counts($0) == "3" }
                    })
                #expect(screen.body.contains { $0.hasPrefix("  All") && Self.counts($0) == "3" })
                try session.sendKeys("u")
                try session.waitFor("Undone: 3 articles of 기술 뉴스 unread again")
                screen = ScreenText(
                    try session.waitUntil("the counts to come back") { text in
                        ScreenText(text).body.contains { $0.hasPrefix("  기술 뉴스") && $0.contains("3/3") }
                    })
                #expect(screen.body.contains { $0.hasPrefix("  All") && $0.contains("3/3") })
            }

            // R on the broken source asks that source again, and no other.
            let before = server.requests.map(\.path)
            try session.sendKeys("g")
            for _ in 0..<10 { try session.sendKeys("j") }
            try session.sendKeys("k", "k")
            try session.sendKeys("R")
            try session.waitFor("Refreshed 1 source: 0 new, 1 failed")
            let asked = server.requests.map(\.path).dropFirst(before.count)
            #expect(Array(asked) == ["/broken.xml"], "\(asked)")
        }

        @Test("at 160 columns the sources stand as a third pane beside the headlines and the article")
        func pinnedPane() throws {
            let (home, server) = try Self.home()
            defer { server.stop() }
            let session = try home.launch(width: 170, height: 30)
            defer { session.kill() }
            try session.waitFor("Refreshed 3 sources: 4 new, 1 failed")
            let screen = ScreenText(
                try session.waitUntil("the sources pane with counts") { text in
                    ScreenText(text).body.contains { $0.hasPrefix("  All") && $0.contains("3/3") }
                })
            #expect(screen.body.contains { $0.contains("✗ Broken feed") })
            #expect(screen.body.contains { $0.contains("Tech story 1") }, "the headlines beside the sources")
            #expect(screen.topBar.hasSuffix("3 unread · 3 articles"))
        }
    }
}
