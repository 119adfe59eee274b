import BylineCore
import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// `o` and `1`–`9` with `$BROWSER` set to a script that records its arguments.
    @Suite("opening links") struct OpenLink {
        @Test("o and 1–9 run $BROWSER with the link as its one argument; other schemes and missing links are refused in words")
        func openInBrowser() throws {
            let items = [
                FeedText.Item(
                    title: "Linked story", link: "https://news.example/story?id=7&lang=ko",
                    html:
                        #"<p>See <a href="https://docs.example/one">one</a>, <a href="http://docs.example/two?a=1&amp;b=2">two</a> and <a href="mailto:desk@news.example">mail</a>.</p>"#,
                    age: 1),
                FeedText.Item(
                    title: "Script link", link: "javascript:alert(1)", html: "<p>No web address.</p>", age: 2,
                    guid: "script-link")
            ]
            let (home, server) = try EndToEndFeeds.preparedHome(["/links.xml": ("Links", items)])
            defer { server.stop() }
            // Conversion keeps only web links, so an article with another scheme can only come
            // from the cache itself (an older version, another tool): put one there.
            do {
                let store = try ArticleStore.open(at: home.cache.path)
                let source = Source(
                    kind: .feed(try #require(URL(string: "https://inject.example/feed"))),
                    key: "https://inject.example/feed", title: "Injected")
                let file = Article(
                    sourceKey: source.key, sourceName: "Injected", guid: "file-link", title: "File link",
                    url: URL(string: "file:///etc/passwd"), published: FeedText.Item(title: "", link: "", age: 3).published)
                try store.store([file], for: source)
            }
            let browser = try home.makeBrowserScript()
            let session = try home.launch(extra: ["BROWSER": browser])
            defer { session.kill() }
            try session.waitFor("3 unread · 3 articles")

            try session.sendKeys("j")
            try session.waitUntil("Script link to be selected") { ScreenText($0).detailTitle == "Script link" }
            try session.sendKeys("o")
            try session.waitFor("This article has no link")

            try session.sendKeys("j")
            try session.waitUntil("File link to be selected") { ScreenText($0).detailTitle == "File link" }
            try session.sendKeys("o")
            try session.waitFor("Not opened: only http and https links open in the browser (this one is file:)")
            try session.sendKeys("1")
            try session.waitFor("This article has no numbered links")

            try session.sendKeys("g")
            try session.waitUntil("Linked story to be selected") { ScreenText($0).detailTitle == "Linked story" }
            try session.sendKeys("3")
            try session.waitFor("This article has 2 numbered links: there is no [3]")
            #expect(home.browserCalls().isEmpty, "nothing refused reached the browser")

            try session.sendKeys("o")
            #expect(try home.waitForBrowserCalls(1) == [["https://news.example/story?id=7&lang=ko"]])
            try session.waitFor("Opened https://news.example/story?id=7&lang=ko")
            try session.sendKeys("1")
            #expect(try home.waitForBrowserCalls(2).last == ["https://docs.example/one"])
            try session.sendKeys("2")
            #expect(try home.waitForBrowserCalls(3).last == ["http://docs.example/two?a=1&b=2"])
            try session.sendKeys("q")
            #expect(try home.ending(in: session).status == 0)
            #expect(home.browserCalls().count == 3)
        }
    }
}
