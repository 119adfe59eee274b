import BylineTestSupport
import Foundation
import Testing

/// `byline sync` against a real Coldsweat (Fever API), started and stopped by the test.
@Suite("sync with a real Fever server (Coldsweat)", .serialized)
struct FeverSyncProcessTests {
    static let email = "tester@example.org"
    static let password = "correct horse battery staple"

    /// Serves test feeds (Atom, with a loopback icon so Coldsweat never looks on the internet).
    static func feedServer(_ feeds: LockedValue<[String: [FeedItem]]>) throws -> TestHTTPServer {
        try TestHTTPServer { request in
            if request.path == "/icon.png" { return .respond(status: 200, headers: [("Content-Type", "image/png")], body: Data([0x89, 0x50])) }
            let name = String(request.path.dropFirst())
            guard let items = feeds.current[name] else { return .text("no feed", status: 404) }
            let atom = FeedBuilder.atom(title: "Feed \(name)", items: items)
                .replacingOccurrences(
                    of: "<title>", with: "<icon>http://\(request.header("Host") ?? "127.0.0.1")/icon.png</icon><title>", options: [], range: nil)
            return .text(atom, contentType: "application/atom+xml")
        }
    }

    static func opml(_ names: [String], server: TestHTTPServer, folder: String) -> String {
        let outlines = names.map { "<outline type=\"rss\" text=\"Feed \($0)\" xmlUrl=\"\(server.urlString("/" + $0))\"/>" }
        return "<?xml version=\"1.0\"?><opml version=\"1.0\"><head><title>t</title></head><body>"
            + "<outline text=\"\(folder)\">" + outlines.joined() + "</outline></body></opml>"
    }

    static func items(_ prefix: String, count: Int) -> [FeedItem] {
        (1...count).map {
            FeedItem(
                id: "urn:\(prefix):\($0)", title: "\(prefix) story \($0)", link: "http://example.org/\(prefix)/\($0)",
                summary: "About \(prefix) \($0)", published: Date(timeIntervalSince1970: 1_750_000_000 + Double($0) * 60))
        }
    }

    @Test(
        "first sync, server changes, local changes, offline changes replayed, idempotent resync, password never shown",
        .timeLimit(.minutes(4)))
    func fullCycle() async throws {
        let feeds = LockedValue<[String: [FeedItem]]>(["a": Self.items("alpha", count: 3), "b": Self.items("beta", count: 2)])
        let feedServer = try Self.feedServer(feeds)
        defer { feedServer.stop() }
        let coldsweat = try ColdsweatServer(email: Self.email, password: Self.password)
        defer { coldsweat.stop() }
        try coldsweat.importFeeds(opml: Self.opml(["a", "b"], server: feedServer, folder: "News"))
        try coldsweat.start()
        let client = FeverClient(url: coldsweat.feverURL, email: Self.email, password: Self.password)
        let folder = try CacheFolder()
        defer { folder.remove() }
        var outputs: [String] = []
        func run(_ arguments: [String], stdin: Data? = nil) throws -> BylineProcess.Result {
            let result =
                stdin == nil
                ? try folder.run(arguments)
                : try BylineProcess.run(arguments + folder.fileOptions, environment: folder.environment, stdin: stdin)
            outputs.append(result.allOutput)
            return result
        }

        let added = try run(
            [
                "account", "add", "cs", "--type", "fever", "--url", coldsweat.feverURL, "--user", Self.email,
                "--password-stdin"
            ], stdin: Data((Self.password + "\n").utf8))
        #expect(added.status == 0, "\(added.stderr)")

        // First sync: every article, unread, under the account's sources.
        let first = try run(["sync"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("cs: synced: 2 subscriptions, 5 new articles"), "\(first.stdout)")
        var articles = try folder.list()
        #expect(Set(articles.map(\.title)) == Set((Self.items("alpha", count: 3) + Self.items("beta", count: 2)).map(\.title)))
        #expect(articles.allSatisfy { !$0.read && !$0.starred })
        #expect(Set(articles.map(\.source)) == ["Feed a", "Feed b"])
        #expect(try folder.sqlite("SELECT DISTINCT key FROM feeds WHERE key LIKE 'account:cs/%' ORDER BY key")?.split(separator: "\n").count == 2)

        // Twice: nothing new, nothing changed.
        let again = try run(["sync"])
        #expect(again.status == 0 && again.stdout.contains("0 new articles") && !again.stdout.contains("flag"), "\(again.stdout)")
        #expect(try folder.list().count == 5)

        // Changes made on the server (through its Fever API) arrive.
        let serverIDs = try await client.itemIDsByTitle()
        let alpha1 = try #require(serverIDs["alpha story 1"])
        let beta2 = try #require(serverIDs["beta story 2"])
        try await client.mark(alpha1, as: "read")
        try await client.mark(beta2, as: "saved")
        let pulled = try run(["sync"])
        #expect(pulled.status == 0, "\(pulled.stderr)")
        articles = try folder.list()
        let byTitle = Dictionary(articles.map { ($0.title, $0) }) { first, _ in first }
        #expect(byTitle["alpha story 1"]?.read == true)
        #expect(byTitle["beta story 2"]?.starred == true)
        #expect(articles.filter(\.read).count == 1 && articles.filter(\.starred).count == 1)

        // Changes made in Byline reach the server.
        let alpha2 = try #require(byTitle["alpha story 2"])
        let alpha3 = try #require(byTitle["alpha story 3"])
        #expect(try run(["mark", String(alpha2.id), "--read", "--star"]).status == 0)
        #expect(try run(["mark", String(byTitle["alpha story 1"]?.id ?? 0), "--unread"]).status == 0)
        let pushed = try run(["sync"])
        #expect(pushed.status == 0 && pushed.stdout.contains("3 changes sent"), "\(pushed.stdout) \(pushed.stderr)")
        var unread = try await client.ids("unread_item_ids")
        var saved = try await client.ids("saved_item_ids")
        let alpha2ID = try #require(serverIDs["alpha story 2"])
        let alpha3ID = try #require(serverIDs["alpha story 3"])
        #expect(!unread.contains(alpha2ID) && unread.contains(alpha1))
        #expect(saved == [beta2, alpha2ID])
        #expect(try folder.sqlite("SELECT count(*) FROM sync_journal") == "0")

        // Changes made while the server is stopped are kept and replayed when it is back.
        coldsweat.stop()
        #expect(try run(["mark", String(alpha3.id), "--read", "--star"]).status == 0)
        let offline = try run(["sync"])
        #expect(offline.status == 1)
        #expect(offline.stderr.contains("cs: sync failed: server unreachable"), "\(offline.stderr)")
        #expect(offline.stderr.split(separator: "\n").count == 1, "\(offline.stderr)")
        #expect(try folder.sqlite("SELECT count(*) FROM sync_journal") == "2")
        let kept = try folder.list().first { $0.id == alpha3.id }
        #expect(kept?.read == true && kept?.starred == true)
        try coldsweat.start()
        let replayed = try run(["sync"])
        #expect(replayed.status == 0 && replayed.stdout.contains("2 changes sent"), "\(replayed.stdout) \(replayed.stderr)")
        unread = try await client.ids("unread_item_ids")
        saved = try await client.ids("saved_item_ids")
        #expect(!unread.contains(alpha3ID) && saved.contains(alpha3ID))
        #expect(try folder.sqlite("SELECT count(*) FROM sync_journal") == "0")

        // A second sync changes nothing on either side.
        let before = try folder.list()
        let idempotent = try run(["sync"])
        #expect(idempotent.status == 0 && !idempotent.stdout.contains("sent") && !idempotent.stdout.contains("flag"), "\(idempotent.stdout)")
        #expect(try folder.list() == before)
        let unreadAfter = try await client.ids("unread_item_ids")
        let savedAfter = try await client.ids("saved_item_ids")
        #expect(unreadAfter == unread && savedAfter == saved)

        // New articles on the server arrive (a newly imported feed), and refresh syncs too.
        feeds.update { $0["c"] = Self.items("gamma", count: 2) }
        try coldsweat.importFeeds(opml: Self.opml(["c"], server: feedServer, folder: "More"))
        let refreshed = try run(["refresh"])
        #expect(refreshed.stdout.contains("cs: synced: 3 subscriptions, 2 new articles"), "\(refreshed.stdout) \(refreshed.stderr)")
        #expect(try folder.list().count == 7)

        // A wrong password: one line with the server's refusal, nothing lost.
        let wrong = try run(
            [
                "account", "add", "cs", "--type", "fever", "--url", coldsweat.feverURL, "--user", Self.email,
                "--password-stdin"
            ], stdin: Data("not the password at all".utf8))
        #expect(wrong.status == 0)
        let refused = try run(["sync", "cs"])
        #expect(refused.status == 1 && refused.stderr.contains("refused the login"), "\(refused.stderr)")
        #expect(try folder.list().count == 7)

        let apiKey = FeverClient.md5(Self.email + ":" + Self.password)
        for output in outputs {
            #expect(!output.contains(Self.password) && !output.contains(apiKey) && !output.contains("not the password"))
        }
        #expect(!(try folder.runBare(["account", "list", "--config", folder.config]).allOutput.contains("password at")))
    }
}
