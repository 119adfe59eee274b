import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// `BYLINE_TRANSPORT` names the transport of every request a refresh makes, whoever
    /// started it: `byline refresh`, `byline sync` and `r` in the browser alike.
    @Suite("the transport a refresh uses") struct RefreshTransport {
        /// URLSession's own mark on a request: libcurl's transport sends no `Accept-Language`.
        private static func sentByURLSession(_ request: RecordedRequest) -> Bool {
            request.header("Accept-Language") != nil
        }

        @Test("r syncs the accounts over the transport BYLINE_TRANSPORT names")
        func rUsesTheNamedTransport() throws {
            let reader = try GReaderTestServer(user: "alice", password: "correct horse 42")
            defer { reader.stop() }
            reader.addFeed("feed/1", title: "Synced news", folder: "work", items: 1)
            let home = try EndToEndHome()
            let added = try BylineProcess.run(
                [
                    "account", "add", "fresh", "--type", "greader", "--url", reader.baseURL,
                    "--user", "alice", "--password-stdin"
                ] + home.options,
                environment: home.environment, stdin: Data("correct horse 42".utf8))
            try #require(added.status == 0, "\(added.allOutput)")
            // The mark tells the two apart: a sync over libcurl's transport does not carry it.
            let curl = try home.byline(["sync"] + home.options)
            try #require(curl.status == 0, "\(curl.allOutput)")
            try #require(!reader.requests.isEmpty && !reader.requests.contains(where: Self.sentByURLSession))

            let session = try home.launch(extra: ["BYLINE_TRANSPORT": "urlsession"])
            defer { session.kill() }
            try session.waitFor("synced 1 of 1 account", timeout: 20)
            let before = reader.requests.count
            reader.addFeed("feed/2", title: "Later news", folder: "work", items: 1)
            try session.sendKeys("r")
            try session.waitFor("Later news item 1", timeout: 20)
            let asked = reader.requests.dropFirst(before)
            #expect(!asked.isEmpty)
            #expect(asked.filter { !Self.sentByURLSession($0) }.map(\.target) == [], "every request of r's sync went over URLSession")
        }
    }
}
