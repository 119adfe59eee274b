import BylineCore
import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// The first screen, from a prepared cache and from nothing (the demo).
    @Suite("launching") struct Launch {
        @Test("a prepared cache shows the counts, every headline, the article and the key hints")
        func preparedCache() throws {
            let (home, server) = try EndToEndFeeds.preparedHome([
                "/world.xml": ("World Desk", EndToEndFeeds.international),
                "/more.xml": ("More", [FeedText.Item(title: "Markets calm", link: "https://news.example/markets", age: 5)])
            ])
            defer { server.stop() }
            let requestsBeforeLaunch = server.requests.count

            let session = try home.launch()
            defer { session.kill() }
            // The shipped default refreshes on start: each source is asked once more, and the
            // summary says nothing new came.
            var screen = ScreenText(try session.waitFor("Refreshed 2 sources: 0 new"))
            #expect(server.requests.count == requestsBeforeLaunch + 2, "the launch refresh asks each source once")
            try session.sendKeys("x")
            screen = ScreenText(try session.waitFor("? help"))
            #expect(screen.topBar.hasPrefix(" Byline  All sources"))
            #expect(screen.topBar.hasSuffix("5 unread · 5 articles"))
            for title in EndToEndFeeds.international.map(\.title) + ["Markets calm"] {
                #expect(screen.list.contains { $0.contains(title) }, "missing headline \(title)")
            }
            #expect(screen.list.first?.hasPrefix("●   World") == true, "unread marker and source column")
            #expect(screen.detailTitle == "서울에 첫눈이 내렸다")
            #expect(screen.detail.contains("서울 전역에 첫눈이 내렸다."))
            #expect(screen.statusBar == " ? help  Enter open  / filter  r refresh  n next unread  q quit")
            #expect(screen.lines.count == 40)
        }

        @Test("with an empty home and no config the demo articles appear, with no source to fetch")
        func demoArticles() throws {
            let home = try EndToEndHome(config: nil)
            let demo = try DemoArticles.articles()
            let session = try home.launch(arguments: [])
            defer { session.kill() }
            let screen = ScreenText(try session.waitFor("\(demo.count) unread · \(demo.count) articles"))
            #expect(screen.topBar.hasPrefix(" Byline  Demo articles"), "the top bar says these are the demo")
            #expect(!screen.detailTitle.isEmpty && demo[0].title.hasPrefix(screen.detailTitle))
            #expect(screen.list.filter { $0.contains("●") }.count == min(demo.count, 38))
            let cache = home.folder.appendingPathComponent(".local/share/byline/cache.db")
            #expect(FileManager.default.fileExists(atPath: cache.path), "the default cache lives under XDG_DATA_HOME")
        }
    }
}
