import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// A feed of huge articles never stalls the keyboard (issue 9, "never block on an article").
    @Suite("large articles") struct LargeArticles {
        /// A 2 MB paragraph, an ordinary story, a 300,000-character word, another story.
        private static func items() -> [FeedText.Item] {
            let words = (0..<330_000).map { ["alpha", "bravo", "charlie", "delta"][$0 % 4] }.joined(separator: " ")
            return [
                FeedText.Item(
                    title: "Huge paragraph", link: "https://news.example/huge",
                    html: "<p>Huge paragraph starts here. \(words)</p>", age: 1),
                FeedText.Item(title: "Next story", link: "https://news.example/next", html: "<p>Next story body.</p>", age: 2),
                FeedText.Item(
                    title: "Long word", link: "https://news.example/word",
                    html: "<p>Long word starts here: \(String(repeating: "x", count: 300_000))</p>", age: 3),
                FeedText.Item(title: "Last story", link: "https://news.example/last", html: "<p>Last story body.</p>", age: 4)
            ]
        }

        @Test("j and k over huge articles show each article's text, going back and forth twice, with the shipped defaults")
        func backAndForth() throws {
            let server = try EndToEndFeeds.server(["/large.xml": ("Large", Self.items())])
            defer { server.stop() }
            let home = try EndToEndHome(config: "")
            try home.writeURLs([server.urlString("/large.xml")])
            try home.refresh()
            let session = try home.launch(width: 120, height: 30)
            defer { session.kill() }
            func waitForArticle(_ title: String, text: String) throws {
                try session.waitUntil("the article pane to show \(title)", timeout: 15) { capture in
                    let screen = ScreenText(capture)
                    return screen.detailTitle == title && screen.detail.contains { $0.hasPrefix(text) }
                }
            }
            try waitForArticle("Huge paragraph", text: "Huge paragraph starts here. alpha bravo")
            for _ in 0..<2 {
                try session.sendKeys("j")
                try waitForArticle("Next story", text: "Next story body.")
                try session.sendKeys("j")
                try waitForArticle("Long word", text: "Long word starts here:")
                try session.sendKeys("j")
                try waitForArticle("Last story", text: "Last story body.")
                try session.sendKeys("k", "k", "k")
                try waitForArticle("Huge paragraph", text: "Huge paragraph starts here. alpha bravo")
            }
            // Scrolling to the end of the long word reaches the marker of what was left out.
            // (G again while waiting: the whole article may arrive after its first screen.)
            try session.sendKeys("j", "j", "Tab")
            try session.waitUntil("the truncation marker", timeout: 15) { capture in
                try? session.sendKeys("G")
                return capture.contains("[article truncated: 100,023 more characters]")
            }
            try session.sendKeys("Q")
            #expect(try home.ending(in: session).status == 0)
        }
    }
}
