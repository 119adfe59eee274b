import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// The `/` filter, typed key by key.
    @Suite("filtering") struct Filter {
        @Test("/ narrows the list as you type, in English and Korean, and Esc clears it")
        func filterAsYouType() throws {
            let items = [
                FeedText.Item(title: "Swift release notes", link: "https://news.example/swift", age: 1),
                FeedText.Item(title: "Swimming records fall", link: "https://news.example/swim", age: 2),
                FeedText.Item(title: "Sweden votes today", link: "https://news.example/sweden", age: 3),
                FeedText.Item(title: "서울 날씨 맑음", link: "https://news.example/seoul", age: 4),
                FeedText.Item(title: "부산 항구 소식", link: "https://news.example/busan", age: 5)
            ]
            let (home, server) = try EndToEndFeeds.preparedHome(["/mixed.xml": ("Mixed", items)])
            defer { server.stop() }
            let session = try home.launch()
            defer { session.kill() }
            try session.waitFor("5 unread · 5 articles")

            try session.sendKeys("/")
            try session.type("swi")
            var screen = ScreenText(try session.waitFor("2 unread · 2 matches"))
            #expect(screen.topBar.contains("All sources  /swi"))
            #expect(screen.statusBar == " /swi")
            #expect(headlines(screen) == ["Swift release notes", "Swimming records fall"])

            try session.type("f")
            screen = ScreenText(try session.waitFor("1 unread · 1 match"))
            #expect(headlines(screen) == ["Swift release notes"])

            try session.sendKeys("Escape")
            // The article pane loads its article off the input thread, so it may still say
            // "Loading…" when the count is drawn: wait for both.
            screen = ScreenText(
                try session.waitUntil("the whole list with the Swift story shown") {
                    $0.contains("5 unread · 5 articles") && ScreenText($0).detailTitle != "Loading…"
                })
            #expect(!screen.topBar.contains("/swif"))
            #expect(headlines(screen).count == 5)
            #expect(screen.detailTitle == "Swift release notes", "the filtered selection stays selected")

            try session.sendKeys("/")
            try session.type("서울")
            screen = ScreenText(
                try session.waitUntil("the one Seoul match shown") {
                    $0.contains("1 unread · 1 match") && ScreenText($0).detailTitle != "Loading…"
                })
            #expect(screen.topBar.contains("/서울"))
            #expect(headlines(screen) == ["서울 날씨 맑음"])
            #expect(screen.detailTitle == "서울 날씨 맑음")

            try session.sendKeys("Escape")
            screen = ScreenText(try session.waitFor("5 unread · 5 articles"))
            #expect(screen.statusBar.hasPrefix(" ? help"))
        }

        /// The headline titles in the list, in order.
        private func headlines(_ screen: ScreenText) -> [String] {
            screen.list.compactMap { row in
                guard let year = row.range(of: "2024 ") else { return nil }
                return row[year.upperBound...].trimmingCharacters(in: .whitespaces)
            }
        }
    }
}
