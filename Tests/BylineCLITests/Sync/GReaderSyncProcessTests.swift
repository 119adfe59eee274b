import BylineTestSupport
import Foundation
import Testing

/// `byline sync` against the loopback Google Reader server (which follows sync-protocols.md).
@Suite("sync with a Google Reader API server", .serialized)
struct GReaderSyncProcessTests {
    static let password = "api-password-123"

    @Test(
        "first sync, server changes, local changes, offline changes replayed, idempotent resync, secrets never shown",
        .timeLimit(.minutes(2)))
    func fullCycle() throws {
        let server = try GReaderTestServer(user: "alice", password: Self.password)
        defer { server.stop() }
        let ids = server.addFeed("feed/1", title: "One", folder: "Tech", items: 260)  // more than one page of 250
        server.addFeed("feed/2", title: "Two", folder: "News", items: 3)
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
                "account", "add", "fresh", "--type", "greader", "--url", server.baseURL, "--user", "alice",
                "--password-stdin"
            ], stdin: Data(Self.password.utf8))
        #expect(added.status == 0, "\(added.stderr)")
        let passwordFile = folder.root.appendingPathComponent("passwords/fresh").path
        let mode = try FileManager.default.attributesOfItem(atPath: passwordFile)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(!(try String(contentsOfFile: folder.root.appendingPathComponent("accounts").path, encoding: .utf8)).contains(Self.password))

        let first = try run(["sync"])
        #expect(first.status == 0 && first.stdout.contains("fresh: synced: 2 subscriptions, 263 new articles"), "\(first.allOutput)")
        var articles = try folder.list()
        #expect(articles.count == 263 && articles.allSatisfy { !$0.read })
        #expect(Set(articles.map(\.source)) == ["One", "Two"])
        #expect(try folder.sqlite("SELECT tags FROM feeds WHERE key = 'account:fresh/feed/1'") == #"["Tech"]"#)

        // Nothing new: a handful of requests (login, subscriptions, one page, two id lists).
        let before = server.requests.count
        let quiet = try run(["sync"])
        #expect(quiet.status == 0 && quiet.stdout.contains("0 new articles") && !quiet.stdout.contains("flag"), "\(quiet.stdout)")
        #expect(server.requests.count - before <= 5)

        // Changes on the server arrive; a new item arrives by ot=.
        server.state.update { state in
            state.items[0].read = true
            state.items[1].starred = true
            state.items[1].read = true
        }
        server.addFeed("feed/2", title: "Two", folder: "News", items: 1)
        let pulled = try run(["sync"])
        #expect(pulled.status == 0 && pulled.stdout.contains("1 new article"), "\(pulled.stdout) \(pulled.stderr)")
        articles = try folder.list()
        let byTitle = Dictionary(articles.map { ($0.title, $0) }) { first, _ in first }
        #expect(byTitle["One item 1"]?.read == true && byTitle["One item 2"]?.starred == true)
        #expect(articles.count == 264 && articles.filter(\.read).count == 2)

        // Changes in Byline reach the server, by POSTed edit-tag with the token.
        let three = try #require(byTitle["One item 3"])
        let one = try #require(byTitle["One item 1"])
        #expect(try run(["mark", String(three.id), "--read", "--star"]).status == 0)
        #expect(try run(["mark", String(one.id), "--unread"]).status == 0)
        let pushed = try run(["sync"])
        #expect(pushed.status == 0 && pushed.stdout.contains("3 changes sent"), "\(pushed.stdout) \(pushed.stderr)")
        var items = server.state.current.items
        #expect(items[2].read && items[2].starred && !items[0].read)
        #expect(items[0].id == ids[0])

        // Offline: kept, one line, replayed later.
        server.offline.current = true
        #expect(try run(["mark", String(byTitle["One item 4"]?.id ?? 0), "--read"]).status == 0)
        let offline = try run(["sync"])
        #expect(offline.status == 1 && offline.stderr.contains("fresh: sync failed: server unreachable"), "\(offline.stderr)")
        #expect(offline.stderr.split(separator: "\n").count == 1)
        #expect(try folder.sqlite("SELECT count(*) FROM sync_journal") == "1")
        server.offline.current = false
        let replayed = try run(["sync"])
        #expect(replayed.status == 0 && replayed.stdout.contains("1 change sent"), "\(replayed.stdout) \(replayed.stderr)")
        items = server.state.current.items
        #expect(items[3].read)

        // Idempotent: a second sync sends and changes nothing.
        let snapshot = try folder.list()
        let edits = server.requests.filter { $0.path.hasSuffix("/edit-tag") }.count
        let again = try run(["sync"])
        #expect(again.status == 0 && !again.stdout.contains("sent") && !again.stdout.contains("flag"), "\(again.stdout)")
        #expect(server.requests.filter { $0.path.hasSuffix("/edit-tag") }.count == edits)
        #expect(try folder.list() == snapshot)

        // A changed password: 401 with the server's words.
        let changed = try run(
            [
                "account", "add", "fresh", "--type", "greader", "--url", server.baseURL, "--user", "alice",
                "--password-stdin"
            ], stdin: Data("old-password-99".utf8))
        #expect(changed.status == 0)
        let refused = try run(["sync", "fresh"])
        #expect(refused.status == 1 && refused.stderr.contains("401 Unauthorized: Unauthorized!"), "\(refused.stderr)")
        #expect(try folder.list().count == 264)

        for output in outputs {
            #expect(!output.contains(Self.password) && !output.contains(server.auth) && !output.contains(server.token))
        }
        for request in server.requests {
            #expect(!request.target.contains(Self.password) && !request.target.contains(server.auth) && !request.target.contains(server.token))
            if request.path.hasSuffix("/edit-tag") { #expect(request.method == "POST") }
        }
    }
}
