import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// Feeds that try to reach the terminal with control sequences.
    @Suite("hostile text") struct HostileText {
        @Test("titles and bodies with OSC, CSI, C1 and bidi controls never retitle the pane and draw as plain text")
        func controlSequencesStayText() throws {
            let items = [
                FeedText.Item(
                    title: "\u{1B}]2;PWNED\u{07}Osc title \u{1B}[2J\u{1B}[31mred\u{1B}[0m", link: "https://news.example/osc",
                    html: "<p>body \u{1B}]0;BODYPWN\u{07}text \u{9B}31m c1 \u{9D}2;C1PWN\u{9C} end \u{202E}evil\u{202C} done</p>",
                    age: 1),
                FeedText.Item(
                    title: "C1 \u{9D}2;C1TITLE\u{9C} csi \u{9B}2J bidi \u{202E}olleh\u{202C} x", link: "https://news.example/c1",
                    age: 2)
            ]
            let feed = FeedText.jsonFeed(title: "\u{1B}]2;FEEDPWN\u{07}Hostile feed", items: items)
            let server = try TestHTTPServer(routes: ["/hostile.json": .json(feed)])
            defer { server.stop() }
            let home = try EndToEndHome()
            try home.writeURLs([server.urlString("/hostile.json")])
            try home.refresh()
            let session = try home.launch()
            defer { session.kill() }

            var screen = ScreenText(try session.waitFor("2 unread · 2 articles"))
            #expect(screen.list[0].contains("Osc title red"))
            #expect(screen.list[1].contains("C1 csi bidi olleh x"))
            #expect(screen.detailTitle == "Osc title red")
            #expect(screen.detail.contains("Source: Hostile feed"))
            #expect(screen.detail.contains { $0.hasPrefix("body") && $0.hasSuffix("done") })
            try session.sendKeys("j")
            screen = ScreenText(try session.waitUntil("the second article") { ScreenText($0).detailTitle == "C1 csi bidi olleh x" })
            try session.sendKeys("Enter")
            try session.waitFor("No article text in the feed.")

            #expect(try session.paneTitle() == EndToEndHome.paneTitle)
            let text = try session.capture()
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x80..<0xA0).contains($0.value) || $0 == "\u{202E}" })
            #expect(!text.contains("PWN") && !text.contains("C1TITLE"), "sequence payloads are dropped with their sequence")
            #expect(ScreenText(text).topBar.hasPrefix(" Byline  All sources"), "no clear screen or cursor move got through")
            #expect(ScreenText(text).lines.count == 40)
        }
    }
}
