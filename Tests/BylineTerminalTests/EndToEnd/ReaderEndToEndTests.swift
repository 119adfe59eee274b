import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// Reader mode in the browser against a loopback server serving the article pages.
    @Suite("reader mode") struct Reader {
        /// A page for story `number`, with navigation and a footer around the article.
        static func page(_ number: Int) -> String {
            let words = ["Galvanised", "Stainless"][number - 1]
            return """
                <!DOCTYPE html><html><head><meta charset="utf-8"><title>The whole of story \(number) told at length | News</title></head>
                <body><nav><a href="/">Home</a> <a href="/sport">Sport</a></nav><div class="article-body">
                <p>\(words) cables hold the bridge of story \(number), the engineers said on Sunday, after months of work.</p>
                <p>The second paragraph of story \(number) is only on the web page, never in the feed, and it is long enough.</p>
                <p>A third paragraph, with commas, clauses, and more words, so that the page reads like an article, which it is.</p>
                <p>And a fourth one, because reader mode wants a few paragraphs of prose before it believes a page is a story.</p>
                </div><footer>All rights reserved.</footer></body></html>
                """
        }

        @Test("f on two articles in one run shows each page's full text, and keeps it for search")
        func fetchTwoArticles() throws {
            let port = LockedValue(0)
            let server = try TestHTTPServer { request in
                let base = "http://127.0.0.1:\(port.current)"
                switch request.path {
                case "/feed.xml":
                    let items = (1...2).map { number in
                        FeedText.Item(title: "Story 0\(number)", link: "\(base)/page/\(number)", html: "<p>Teaser \(number).</p>", age: number)
                    }
                    return .text(FeedText.rss(title: "Stories", items: items), contentType: "application/rss+xml")
                case "/page/1": return .text(Self.page(1), contentType: "text/html; charset=utf-8")
                case "/page/2": return .text(Self.page(2), contentType: "text/html; charset=utf-8")
                default: return .text("no route", status: 404)
                }
            }
            defer { server.stop() }
            port.update { $0 = server.port }
            let home = try EndToEndHome()
            try home.writeURLs([server.urlString("/feed.xml")])
            try home.refresh()
            let session = try home.launch(width: 80, height: 24)
            defer { session.kill() }
            try session.waitFor("2 unread · 2 articles")

            try session.sendKeys("Enter")
            try session.waitFor("Teaser 1.")
            try session.sendKeys("f")
            var screen = try session.waitFor("Galvanised cables hold the bridge of story 1")
            #expect(screen.contains("Full article"))
            #expect(screen.contains("only on the web page"))
            #expect(!screen.contains("All rights reserved"))

            try session.sendKeys("Escape", "j", "Enter")
            try session.waitFor("Teaser 2.")
            try session.sendKeys("f")
            screen = try session.waitFor("Stainless cables hold the bridge of story 2")
            #expect(!screen.contains("Galvanised"))
            #expect(server.requests.filter { $0.path.hasPrefix("/page/") }.count == 2)

            // Stored: found by search, and shown again without the network.
            let found = try home.byline(["list", "--search", "galvanised"] + home.options)
            #expect(found.stdout.contains("Story 01"), "\(found.stderr)")
            server.stop()
            try session.sendKeys("Escape", "k", "Enter")
            try session.waitFor("Galvanised cables hold the bridge of story 1")
        }
    }
}
