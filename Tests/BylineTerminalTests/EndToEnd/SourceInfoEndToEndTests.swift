import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// `i` in the sources view (newsboat #3338's info pane): what `byline show-source` prints,
    /// in the browser.
    @Suite("the source info") struct SourceInfo {
        @Test("i on a source shows its settings with where each came from and its health, twice; Esc closes it; secrets stay hidden")
        func infoOfASource() throws {
            let items = [FeedText.Item(title: "Informed story", link: "https://news.example.com/1", html: "<p>Body.</p>", age: 1)]
            let server = try TestHTTPServer(routes: [
                "/feed.xml": .text(FeedText.rss(title: "Informed news", items: items), contentType: "application/rss+xml")
            ])
            defer { server.stop() }
            let home = try EndToEndHome()
            try home.write("source tag:pods {\n    download-new-max 5\n}\n", to: "config")
            try home.writeURLs([server.urlString("/feed.xml") + " pods \"download-new=yes\" \"header=X-Api-Key: SECRET42\""])
            let session = try home.launch()
            defer { session.kill() }
            try session.waitFor("Refreshed 1 source: 1 new")
            try session.sendKeys("S")
            try session.waitFor("Sources by name")
            try session.sendKeys("G")
            for _ in 1...2 {
                try session.sendKeys("i")
                let screen = try session.waitFor("Health:")
                let lines = screen.split(separator: "\n").map(String.init)
                #expect(lines.contains { $0.contains("Informed news") && $0.contains("┌") }, "the name titles the box: \(screen)")
                #expect(lines.contains { $0.contains("download-new ") && $0.contains("yes") && $0.contains("urls:1") })
                #expect(lines.contains { $0.contains("download-new-max") && $0.contains("5") && $0.contains("config:2 (source tag:pods)") })
                #expect(lines.contains { $0.contains("X-Api-Key: [redacted]") })
                #expect(!screen.contains("SECRET42"))
                #expect(lines.contains { $0.contains("last success") })
                try session.sendKeys("Escape")
                try session.waitUntil("the box to close") { !$0.contains("Health:") && $0.contains("Sources by name") }
            }
            try session.sendKeys("Q")
            #expect(try home.ending(in: session).status == 0)
        }
    }
}
