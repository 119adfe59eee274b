import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// Moving through the list and opening articles.
    @Suite("browsing") struct Browse {
        /// A home whose cache holds `count` stories from a loopback feed.
        private func storiesHome(_ count: Int) throws -> (EndToEndHome, TestHTTPServer) {
            try EndToEndFeeds.preparedHome(["/stories.xml": ("Stories", EndToEndFeeds.stories(count))])
        }

        @Test("j/k and the arrows move the selection, PgDn End g G Home jump, and the article pane follows")
        func movement() throws {
            let (home, server) = try storiesHome(30)
            defer { server.stop() }
            let session = try home.launch(width: 120, height: 20)
            defer { session.kill() }
            try session.waitFor("30 unread · 30 articles")
            // 18 headlines fit between the bars, so a page moves the selection by 18.
            let steps: [(key: String, article: String, topRow: String)] = [
                ("j", "Story 02", "Story 01"), ("Down", "Story 03", "Story 01"), ("k", "Story 02", "Story 01"),
                ("Up", "Story 01", "Story 01"), ("PageDown", "Story 19", "Story 13"), ("End", "Story 30", "Story 13"),
                ("g", "Story 01", "Story 01"), ("G", "Story 30", "Story 13"), ("Home", "Story 01", "Story 01"),
                ("Space", "Story 19", "Story 13"), ("PageUp", "Story 01", "Story 01")
            ]
            for step in steps {
                try session.sendKeys(step.key)
                // A capture can catch a frame half drawn: wait for the article pane and the
                // selected headline both, then check where the list starts.
                let screen = ScreenText(
                    try session.waitUntil("\(step.key) to select \(step.article), shown in the list") {
                        let screen = ScreenText($0)
                        return screen.detailTitle == step.article && screen.list.contains { $0.contains(step.article) }
                    })
                #expect(screen.list.first?.contains(step.topRow) == true, "after \(step.key) the list starts at \(step.topRow)")
            }
        }

        @Test("at 80 columns Enter shows the article alone, Esc and q go back, and opening marks it read")
        func openAndBack() throws {
            let (home, server) = try storiesHome(5)
            defer { server.stop() }
            let session = try home.launch(width: 80, height: 24)
            defer { session.kill() }
            try session.waitFor("5 unread · 5 articles")

            try session.sendKeys("Enter")
            var screen = ScreenText(try session.waitFor("Link:   https://news.example/story/1"))
            #expect(screen.body.first == " Story 01")
            #expect(screen.body.contains(" Body of Story 01."))
            #expect(!screen.body.contains { $0.contains("Story 02") }, "one pane: the list is hidden")
            #expect(screen.topBar.hasSuffix("4 unread · 5 articles"))
            #expect(screen.statusBar.contains("Esc back"))

            try session.sendKeys("Escape")
            screen = ScreenText(try session.waitFor("Story 05"))
            #expect(!screen.body.contains { $0.contains("●") && $0.contains("Story 01") }, "read: no unread marker")
            #expect(screen.body.contains { $0.contains("●") && $0.contains("Story 02") })

            try session.sendKeys("j", "l")
            screen = ScreenText(try session.waitFor("Link:   https://news.example/story/2"))
            #expect(screen.topBar.hasSuffix("3 unread · 5 articles"))
            try session.sendKeys("q")
            try session.waitFor("Story 05")
            try session.sendKeys("q")
            let ending = try home.ending(in: session)
            #expect(ending.status == 0)

            let read = try home.listedArticles().compactMap { article -> String? in
                (article["read"] as? Bool) == true ? article["title"] as? String : nil
            }
            #expect(read.sorted() == ["Story 01", "Story 02"])
        }
    }
}
