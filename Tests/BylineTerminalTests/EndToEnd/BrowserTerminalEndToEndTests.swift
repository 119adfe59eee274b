import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// `browser-terminal yes`: a browser command Byline does not know by name (a script around
    /// a text browser) gets the terminal as w3m itself would.
    @Suite("browser-terminal") struct BrowserTerminal {
        @Test("with browser-terminal yes, o gives a wrapper script around w3m the terminal and comes back, twice")
        func wrapperGetsTheTerminal() throws {
            let w3m = ["/usr/bin/w3m", "/usr/local/bin/w3m"].first { FileManager.default.isExecutableFile(atPath: $0) }
            let program = try #require(w3m, "w3m is needed for this test (scripts/test installs it: apt-get install w3m)")
            let server = try TestHTTPServer { request in
                let number = request.path.dropFirst("/page/".count).prefix { $0.isNumber }
                return .text(
                    "<html><body><h1>Wrapped page \(number)</h1><p>Shown through the wrapper \(number).</p></body></html>",
                    contentType: "text/html; charset=utf-8")
            }
            defer { server.stop() }
            let items = (1...2).map { number in
                FeedText.Item(title: "Wrapped story \(number)", link: server.urlString("/page/\(number).html"), age: number)
            }
            let feedServer = try TestHTTPServer(routes: [
                "/feed.xml": .text(
                    FeedText.rss(title: "Wrapped", items: items),
                    contentType: "application/rss+xml")
            ])
            defer { feedServer.stop() }
            let home = try EndToEndHome()
            let wrapper = try home.write("#!/bin/sh\n# a user's own text browser\nexec \(program) -o confirm_qq=false \"$@\"\n", to: "textview")
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper.path)
            try home.write("browser \(wrapper.path)\nbrowser-terminal yes\n", to: "config")
            try home.writeURLs([feedServer.urlString("/feed.xml")])
            let session = try home.launch()
            defer { session.kill() }
            try session.waitFor("Refreshed 1 source: 2 new")

            for number in 1...2 {
                if number == 2 { try session.sendKeys("j") }
                try session.waitUntil("story \(number) to be selected") { ScreenText($0).detailTitle == "Wrapped story \(number)" }
                try session.sendKeys("o")
                let page = try session.waitFor("Shown through the wrapper \(number).")
                #expect(page.contains("Wrapped page \(number)"))
                #expect(!page.contains("Byline  All sources"), "the wrapper has the whole terminal")
                try session.sendKeys("Q")
                let back = ScreenText(try session.waitFor("Back from textview"))
                #expect(back.topBar.hasPrefix(" Byline  All sources"))
                #expect(back.detailTitle == "Wrapped story \(number)", "the browser is as it was")
            }
            #expect(server.requests.map(\.path) == ["/page/1.html", "/page/2.html"])
            try session.sendKeys("q")
            #expect(try home.ending(in: session).status == 0)
        }
    }
}
