import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// What the bars say: what just happened comes first and goes away; a failing source is
    /// a standing count in the top bar and a row in the sources view, never a line that owns
    /// the status bar; headlines that arrive above the screen are announced; every warning
    /// found at start can be read.
    @Suite("the bars tell the truth") struct Bars {
        @Test(
            "after idling, r's notice of its new article is seen, twice; the failure is a count; new headlines above are announced and the selection stays"
        )
        func noticesFirstFailuresCountedArrivalsAnnounced() throws {
            // Longer than the screen, so a new story above the first visible row is out of sight.
            let feed = EndToEndTests.Refresh.GrowingFeed(older: 40)
            let (home, server) = try feed.homeWithBrokenFeed()
            defer { server.stop() }
            let headline = EndToEndTests.Refresh.GrowingFeed.headline

            let session = try home.launch(width: 120, height: 30)
            defer { session.kill() }
            // The launch refresh brings edition 2 above the selected edition 1.
            var screen = ScreenText(try session.waitFor("Refreshed 2 sources: 1 new, 1 failed"))
            screen = ScreenText(try session.waitUntil("the arrival to be announced") { ScreenText($0).topBar.contains("↑ 1 new") })
            #expect(screen.topBar.contains("✗ 1 failing"), "\(screen.topBar)")
            #expect(screen.detailTitle == headline(1), "the selection stays on edition 1")

            for edition in 3...4 {
                try session.idleLongerThanANote()
                screen = ScreenText(try session.capture())
                #expect(!screen.statusBar.contains("Broken feed"), "no standing failure line: \(screen.statusBar)")
                #expect(screen.statusBar.contains("? help"), "the hints are back: \(screen.statusBar)")
                try session.sendKeys("r")
                screen = ScreenText(try session.waitUntil("r's notice") { ScreenText($0).statusBar.contains("Refreshed 2 sources: 1 new, 1 failed") })
                screen = ScreenText(
                    try session.waitUntil("\(edition - 1) arrivals announced") { ScreenText($0).topBar.contains("↑ \(edition - 1) new") })
                #expect(screen.topBar.contains("✗ 1 failing"), "\(screen.topBar)")
                #expect(screen.detailTitle == headline(1), "the selection stays on edition 1: \(screen.detailTitle)")
                #expect(screen.list.first?.contains(headline(1)) == true, "edition 1 keeps its line: \(screen.list.first ?? "")")
            }

            // Going up reveals them, one at a time, and the marker counts down and goes.
            try session.sendKeys("k")
            try session.waitUntil("one fewer hidden") { ScreenText($0).topBar.contains("↑ 2 new") }
            try session.sendKeys("k", "k")
            screen = ScreenText(try session.waitUntil("the newest on top") { ScreenText($0).list.first?.contains(headline(4)) == true })
            #expect(!screen.topBar.contains("new"), "\(screen.topBar)")

            // The failure's words live in the sources view.
            try session.sendKeys("S")
            screen = ScreenText(try session.waitFor("Sources by name"))
            let broken = try #require(screen.body.first { $0.contains("Broken feed") })
            #expect(broken.hasPrefix("✗ Broken feed") && broken.contains("503"), "\(broken)")
            try session.sendKeys("Q")
            #expect(try home.ending(in: session).status == 0)
        }

        @Test("warnings found at start, the config's too: the first in the status bar with how many more, all of them under ?")
        func startupWarningsReadable() throws {
            let (home, server) = try EndToEndFeeds.preparedHome(["/stories.xml": ("Stories", EndToEndFeeds.stories(3))])
            defer { server.stop() }
            try home.write("colour listfocus black yellow\nshow-read-articles perhaps\nbind-key j frobnicate\n", to: "config")
            let urls = try String(contentsOf: home.urls, encoding: .utf8)
            try home.writeURLs([urls.trimmingCharacters(in: .newlines), "gopher://old.example/feed"])
            let session = try home.launch(width: 100, height: 30)
            defer { session.kill() }
            let first = ScreenText(try session.waitFor("config:1: unknown setting 'colour'"))
            #expect(first.statusBar.hasPrefix(" 4 warnings (? lists them): config:1: unknown setting 'colour'"), "\(first.statusBar)")
            try session.sendKeys("?")
            let help = try session.waitFor("Warnings at start:")
            for words in ["config:1: unknown setting 'colour'", "config:2:", "config:3:", "frobnicate", "urls file: urls:2:"] {
                #expect(help.contains(words), "\(words) in the help:\n\(help)")
            }
            // The keys follow the warnings.
            try session.sendKeys("G")
            try session.waitFor("Mouse wheel")
            try session.sendKeys("Escape", "Q")
            #expect(try home.ending(in: session).status == 0)
        }
    }
}
