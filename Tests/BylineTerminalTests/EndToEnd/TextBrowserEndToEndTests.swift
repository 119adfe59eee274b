import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// `o` with a text browser: w3m gets the terminal, shows the page, and the browser comes
    /// back as it was when w3m quits.
    @Suite("text browsers") struct TextBrowsers {
        @Test("o with BROWSER=w3m shows the page in the terminal and comes back, twice")
        func w3mTakesTheTerminalAndGivesItBack() throws {
            let w3m = ["/usr/bin/w3m", "/usr/local/bin/w3m"].first { FileManager.default.isExecutableFile(atPath: $0) }
            try #require(w3m != nil, "w3m is needed for this test (.ci/run installs it: apt-get install w3m)")
            let items = (1...2).map { number in
                FeedText.Item(title: "Story \(number) with a page", link: "PAGE/\(number).html", age: number)
            }
            let server = try TestHTTPServer { request in
                switch request.path {
                case "/feed.xml":
                    return .text("", status: 500)
                case let path where path.hasPrefix("/page/"):
                    let number = path.dropFirst("/page/".count).prefix { $0.isNumber }
                    return .text(
                        "<html><body><h1>Page \(number) heading</h1><p>Only on web page \(number).</p></body></html>",
                        contentType: "text/html; charset=utf-8")
                default:
                    return .text("no route", status: 404)
                }
            }
            defer { server.stop() }
            let feed = FeedText.rss(title: "Pages", items: items).replacingOccurrences(of: "PAGE", with: server.urlString("/page"))
            let feedServer = try TestHTTPServer(routes: ["/feed.xml": .text(feed, contentType: "application/rss+xml")])
            defer { feedServer.stop() }
            let home = try EndToEndHome()
            try home.writeURLs([feedServer.urlString("/feed.xml")])
            let session = try home.launch(extra: ["BROWSER": "w3m"])
            defer { session.kill() }
            try session.waitFor("Refreshed 1 source: 2 new")

            for number in 1...2 {
                if number == 2 { try session.sendKeys("j") }
                try session.waitUntil("story \(number) to be selected") { ScreenText($0).detailTitle == "Story \(number) with a page" }
                try session.sendKeys("o")
                let page = try session.waitFor("Only on web page \(number).")
                #expect(page.contains("Page \(number) heading"))
                #expect(!page.contains("Byline  All sources"), "w3m has the whole terminal")
                try session.sendKeys("Q")
                let back = ScreenText(try session.waitFor("Back from w3m"))
                #expect(back.topBar.hasPrefix(" Byline  All sources"))
                #expect(back.detailTitle == "Story \(number) with a page", "the browser is as it was")
            }
            #expect(server.requests.map(\.path) == ["/page/1.html", "/page/2.html"])
            try session.sendKeys("q")
            #expect(try home.ending(in: session).status == 0)
        }
    }
}
