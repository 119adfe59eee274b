import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// A refresh runs the same steps in the same order whoever starts it (one
    /// `RefreshSession`): the feed, `notify-program`, the accounts' sync, the full-text pages.
    @Suite("the steps of a refresh") struct RefreshSteps {
        /// What the servers saw, in arrival order: `feed`, `notify`, `sync` or `page`.
        private final class Witness: Sendable {
            let seen = LockedValue<[String]>([])
            func saw(_ step: String) { seen.update { $0.append(step) } }
            /// The steps seen since `start`, each run of one step said once.
            func steps(from start: Int) -> [String] {
                seen.current.dropFirst(start).reduce(into: []) { steps, step in
                    if steps.last != step { steps.append(step) }
                }
            }
        }

        @Test("byline refresh, the browser's launch refresh and r, twice, each fetch the feed, notify, sync, then fetch the pages")
        func sameStepsInTheSameOrder() throws {
            let witness = Witness()
            let published = LockedValue(1)
            let port = LockedValue(0)
            let site = try TestHTTPServer { request in
                switch request.path {
                case "/feed.xml":
                    witness.saw("feed")
                    let items = (0..<published.current).map { number in
                        FeedItem(
                            id: "story-\(number)", title: "Story \(number)", link: "http://127.0.0.1:\(port.current)/story/\(number)",
                            summary: "Teaser \(number)…", published: Date(timeIntervalSince1970: 1_750_000_000 + Double(number) * 60))
                    }
                    return .text(FeedBuilder.rss(title: "Steps", items: items), contentType: "application/rss+xml")
                case "/notify":
                    witness.saw("notify")
                    return .text("ok")
                default:
                    guard let number = Int(request.path.dropFirst("/story/".count)) else { return .status(404) }
                    witness.saw("page")
                    return .text(FullTextSite.page(number), contentType: "text/html; charset=utf-8")
                }
            }
            defer { site.stop() }
            port.current = site.port
            let reader = try GReaderTestServer(user: "alice", password: "correct horse 42")
            defer { reader.stop() }
            reader.addFeed("feed/1", title: "Synced news", folder: "work", items: 1)
            reader.intercept.current = { _ in
                witness.saw("sync")
                return nil
            }

            let home = try EndToEndHome()
            let notify = try home.write(
                """
                #!/bin/sh
                curl -s -o /dev/null \(shellQuoted(site.urlString("/notify")))

                """, to: "notify.sh")
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: notify.path)
            try home.write("full-text yes\nnotify-program \(notify.path)\n", to: "config")
            try home.writeURLs([site.urlString("/feed.xml")])
            let added = try BylineProcess.run(
                [
                    "account", "add", "fresh", "--type", "greader", "--url", reader.baseURL,
                    "--user", "alice", "--password-stdin"
                ] + home.options,
                environment: home.environment, stdin: Data("correct horse 42".utf8))
            try #require(added.status == 0, "\(added.allOutput)")
            let expected = ["feed", "notify", "sync", "page"]

            try home.refresh()
            #expect(witness.steps(from: 0) == expected, "byline refresh")

            // The browser as shipped refreshes on start: its launch refresh brings story 1,
            // then each r the next story; each run shows its new headline and takes every step.
            var start = witness.seen.current.count
            published.current = 2
            let session = try home.launch()
            defer { session.kill() }
            try session.waitFor("Story 1", timeout: 20)
            try session.waitUntil("the page of story 1", timeout: 20) { _ in witness.steps(from: start).last == "page" }
            #expect(witness.steps(from: start) == expected, "the launch refresh")
            for press in 1...2 {
                start = witness.seen.current.count
                published.current = 2 + press
                try session.sendKeys("r")
                try session.waitFor("Story \(1 + press)", timeout: 20)
                try session.waitUntil("the page of story \(1 + press)", timeout: 20) { _ in witness.steps(from: start).last == "page" }
                #expect(witness.steps(from: start) == expected, "r, press \(press)")
            }
        }
    }
}
