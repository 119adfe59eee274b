import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// `r` syncs the accounts beside the local feeds, with the shipped defaults.
    @Suite("syncing from the browser") struct Syncing {
        @Test("the launch refresh and each r bring the account's new articles beside a local feed's, twice")
        func rSyncsTheAccount() throws {
            let reader = try GReaderTestServer(user: "alice", password: "correct horse 42")
            defer { reader.stop() }
            reader.addFeed("feed/1", title: "Synced news", folder: "work", items: 2)
            let local = try TestHTTPServer(routes: [
                "/local.xml": .text(
                    FeedText.rss(title: "Local", items: [FeedText.Item(title: "Local story", link: "https://local.example/1", age: 1)]),
                    contentType: "application/rss+xml")
            ])
            defer { local.stop() }
            let home = try EndToEndHome()
            try home.writeURLs([local.urlString("/local.xml")])
            let added = try BylineProcess.run(
                [
                    "account", "add", "fresh", "--type", "greader", "--url", reader.baseURL,
                    "--user", "alice", "--password-stdin"
                ] + home.options,
                environment: home.environment, stdin: Data("correct horse 42".utf8))
            try #require(added.status == 0, "\(added.allOutput)")

            let session = try home.launch()
            defer { session.kill() }
            var screen = ScreenText(try session.waitFor("synced 1 of 1 account", timeout: 20))
            screen = ScreenText(
                try session.waitUntil("the synced and the local articles") { text in
                    text.contains("Synced news item 2") && text.contains("Local story")
                })
            for (round, title) in ["Later news", "Third news"].enumerated() {
                reader.addFeed("feed/\(round + 2)", title: title, folder: "work", items: 1)
                try session.sendKeys("x", "r")
                screen = ScreenText(try session.waitFor("\(title) item 1", timeout: 20))
                #expect(screen.list.contains { $0.contains("Synced news item 1") })
                try session.waitFor("synced 1 of 1 account")
            }
            #expect(!(try session.capture()).contains("correct horse"), "the password never reaches the screen")
        }
    }
}
