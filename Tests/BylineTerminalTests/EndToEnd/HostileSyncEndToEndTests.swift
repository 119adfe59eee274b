import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// The browser's refreshes sync accounts too; a server that never stops paging cannot
    /// keep them going.
    @Suite("an endless sync server in the browser") struct HostileSync {
        @Test("the launch refresh and r against an endless Google Reader list each end at sync-max-pages, in words", .timeLimit(.minutes(3)))
        func browserRefreshStops() throws {
            let server = try GReaderTestServer.endless(user: "mallory", password: "hostile-pass-1")
            defer { server.stop() }
            let home = try EndToEndHome()
            let added = try BylineProcess.run(
                [
                    "account", "add", "loop", "--type", "greader", "--url", server.baseURL, "--user", "mallory",
                    "--password-stdin"
                ] + home.options, environment: home.environment,
                stdin: Data("hostile-pass-1".utf8))
            #expect(added.status == 0, "\(added.stderr)")
            let session = try home.launch()
            defer { session.kill() }
            let stopped = "loop: sync failed: stopped after 250 requests (sync-max-pages)"
            for press in 1...2 {
                if press == 2 {
                    let first = server.requests.count
                    #expect(first <= 251)
                    try session.sendKeys("r")
                    try session.waitUntil("the second sync to reach its bound", timeout: 90) { _ in server.requests.count >= 2 * first - 1 }
                    #expect(server.requests.count <= 2 * first, "the second sync ended at the same bound")
                }
                // The refresh's note says the account did not sync; `?` says why, in words.
                try session.waitUntil("the sync's end noted (\(press))", timeout: 90) { ScreenText($0).statusBar.contains("synced 0 of 1 account") }
                try session.sendKeys("?")
                try session.waitFor(stopped, timeout: 10)
                try session.sendKeys("q")
                try session.waitUntil("help closed (\(press))") { !$0.contains(stopped) }
            }
            try session.sendKeys("q")
            #expect(try home.ending(in: session).status == 0)
        }
    }
}
