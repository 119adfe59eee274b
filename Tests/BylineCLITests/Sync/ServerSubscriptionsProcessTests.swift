import BylineTestSupport
import Foundation
import Testing

/// Subscriptions on the server (`byline add --account`, `byline remove`, titles and tags)
/// against a real FreshRSS (Google Reader API), started and stopped by the test.
@Suite("subscriptions on a real FreshRSS", .serialized)
struct ServerSubscriptionsProcessTests {
    /// A cache folder with the account `fresh` added for `server` (and `config` as its config).
    static func account(_ server: FreshRSSServer, config: String? = nil) throws -> CacheFolder {
        let folder = try CacheFolder()
        if let config { try folder.writeConfig(config) }
        let added = try BylineProcess.run(
            ["account", "add", "fresh", "--type", "greader", "--url", server.greaderURL, "--user", server.user, "--password-stdin"]
                + folder.fileOptions, environment: folder.environment, stdin: Data((server.apiPassword + "\n").utf8))
        #expect(added.status == 0, "\(added.stderr)")
        return folder
    }

    static func urls(_ folder: CacheFolder) -> String {
        (try? String(contentsOfFile: folder.urls, encoding: .utf8)) ?? ""
    }

    @Test("add --account subscribes, server folders become tags, a rename goes both ways, remove unsubscribes", .timeLimit(.minutes(4)))
    func subscribeRenameUnsubscribe() async throws {
        let server = try FreshRSSServer()
        let folder = try Self.account(server)
        defer { folder.remove() }
        #expect(try folder.run(["sync"]).status == 0)

        // Subscribe twice (two feeds): each is in FreshRSS's own list with its title and folder.
        for (name, title) in [("one.xml", "First Feed"), ("two.xml", "Second Feed")] {
            try server.copyFeed(name)
            let added = try folder.run(["add", server.feedURL + "/" + name, "--account", "fresh", "--title", title, "--tag", "Tech"])
            #expect(added.status == 0, "\(added.allOutput)")
            #expect(added.stdout.contains("fresh: subscribed to \(server.feedURL)/\(name) on the server"), "\(added.stdout)")
            let listed = try server.subscriptions().first { $0.url == server.feedURL + "/" + name }
            #expect(listed?.title == title)
            #expect(listed?.folders == ["Tech"])
        }
        #expect(Self.urls(folder).contains("\(server.feedURL)/one.xml Tech account=fresh \"~First Feed\""), "\(Self.urls(folder))")
        let synced = try folder.run(["sync"])
        #expect(synced.status == 0, "\(synced.allOutput)")
        #expect(Set(try folder.list().map(\.source)).isSuperset(of: ["First Feed", "Second Feed"]))

        // A feed and a folder made through FreshRSS's API, twice: a source with that tag after
        // a sync, which the filter language's `tags` finds.
        for (name, copy, label) in [("web.xml", "feed2.xml", "Politics"), ("web2.xml", "feed3.xml", "Science")] {
            try server.copyFeed(name, from: copy)
            #expect(try server.post("subscription/quickadd", [("quickadd", server.feedURL + "/" + name)]).contains("feed/"))
            let web = try #require(try server.subscriptions().first { $0.url == server.feedURL + "/" + name })
            #expect(try server.post("subscription/edit", [("ac", "edit"), ("s", web.id), ("a", "user/-/label/\(label)")]) == "OK")
            #expect(try folder.run(["sync"]).status == 0)
            let key = "account:fresh/\(web.id)"
            #expect(try folder.sqlite("SELECT tag FROM source_tags WHERE source_key = '\(key)'") == label)
            let tagged = try folder.list(["--filter", "tags # \"\(label)\""])
            #expect(!tagged.isEmpty && tagged.allSatisfy { $0.source == web.title }, "\(tagged.map(\.source))")
        }

        // A rename in the urls file reaches the server; one on the server reaches the line.
        var text = Self.urls(folder).replacingOccurrences(of: "~First Feed", with: "~Renamed Here")
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder.urls))
        #expect(try folder.run(["sync"]).status == 0)
        let one = try #require(try server.subscriptions().first { $0.url == server.feedURL + "/one.xml" })
        #expect(one.title == "Renamed Here")
        #expect(try server.post("subscription/edit", [("ac", "edit"), ("s", one.id), ("t", "Server Name"), ("a", "user/-/label/Web")]) == "OK")
        #expect(try folder.run(["sync"]).status == 0)
        #expect(Self.urls(folder).contains("one.xml Web account=fresh \"~Server Name\""), "\(Self.urls(folder))")

        // Renamed on both sides: the server's title stays, the local one is reported.
        text = Self.urls(folder).replacingOccurrences(of: "~Server Name", with: "~Local Two")
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder.urls))
        #expect(try server.post("subscription/edit", [("ac", "edit"), ("s", one.id), ("t", "Server Two")]) == "OK")
        let conflict = try folder.run(["sync"])
        #expect(conflict.stderr.contains("was renamed here to 'Local Two' and on the server to 'Server Two'"), "\(conflict.allOutput)")
        #expect(try server.subscriptions().first { $0.id == one.id }?.title == "Server Two")
        #expect(Self.urls(folder).contains("\"~Server Two\""))

        // Unsubscribe twice (both feeds): gone from FreshRSS and from the urls file.
        for name in ["Server Two", "Second Feed"] {
            let removed = try folder.run(["remove", name])
            #expect(removed.status == 0, "\(removed.allOutput)")
            #expect(removed.stdout.contains("on the server"), "\(removed.stdout)")
        }
        #expect(try server.subscriptions().allSatisfy { !$0.url.hasSuffix("/one.xml") && !$0.url.hasSuffix("/two.xml") })
        #expect(!Self.urls(folder).contains("account=fresh"))
    }

    @Test("changes made while the server is down arrive once when it is back, also across a SIGKILL mid-sync", .timeLimit(.minutes(4)))
    func offlineJournal() async throws {
        let server = try FreshRSSServer()
        let folder = try Self.account(server)
        defer { folder.remove() }
        #expect(try folder.run(["sync"]).status == 0)
        try server.copyFeed("keep.xml")
        #expect(try folder.run(["add", server.feedURL + "/keep.xml", "--account", "fresh", "--tag", "Old"]).status == 0)
        #expect(try folder.run(["sync"]).status == 0)

        try server.stop()
        // Offline: two subscribes, one unsubscribe, a folder change; each is kept.
        for name in ["a.xml", "b.xml"] {
            try server.copyFeed(name, from: "feed3.xml")
            let added = try folder.run(["add", server.feedURL + "/" + name, "--account", "fresh", "--tag", "Offline"])
            #expect(added.status == 0, "\(added.allOutput)")
            #expect(added.stderr.contains("the subscription is kept and sent on the next sync"), "\(added.stderr)")
        }
        let removed = try folder.run(["remove", server.feedURL + "/keep.xml"])
        #expect(removed.stderr.contains("the unsubscription is kept"), "\(removed.allOutput)")
        #expect(try folder.run(["sync"]).status == 1)
        #expect(try folder.sqlite("SELECT count(*) FROM sync_subscription_journal") == "3")
        try server.start()

        // Killed mid-sync: whatever it sent is not lost and not sent twice.
        let running = try folder.start(["sync"])
        usleep(150_000)
        running.kill()
        _ = running.wait()
        for _ in 0..<2 {
            let again = try folder.run(["sync"])
            #expect(again.status == 0, "\(again.allOutput)")
        }
        let listed = try server.subscriptions()
        for name in ["a.xml", "b.xml"] {
            let matching = listed.filter { $0.url == server.feedURL + "/" + name }
            #expect(matching.count == 1, "\(listed)")
            #expect(matching.first?.folders == ["Offline"])
        }
        #expect(!listed.contains { $0.url.hasSuffix("/keep.xml") })
        #expect(try folder.sqlite("SELECT count(*) FROM sync_subscription_journal") == "0")
    }

    @Test(
        "a journalled change the server already carried out (a sync killed before it forgot it) is confirmed, not sent again",
        .timeLimit(.minutes(3)))
    func journalAlreadyCarriedOut() async throws {
        let server = try FreshRSSServer()
        let folder = try Self.account(server)
        defer { folder.remove() }
        try server.copyFeed("gone.xml")
        #expect(try folder.run(["add", server.feedURL + "/gone.xml", "--account", "fresh"]).status == 0)
        #expect(try folder.run(["sync"]).status == 0)
        try server.stop()
        try server.copyFeed("late.xml", from: "feed3.xml")
        #expect(try folder.run(["add", server.feedURL + "/late.xml", "--account", "fresh", "--tag", "Late"]).status == 0)
        #expect(try folder.run(["remove", server.feedURL + "/gone.xml"]).status == 0)
        #expect(try folder.sqlite("SELECT count(*) FROM sync_subscription_journal") == "2")
        try server.start()
        // What a sync killed after sending, before confirming, leaves: the server has both changes.
        #expect(try server.post("subscription/quickadd", [("quickadd", server.feedURL + "/late.xml")]).contains("feed/"))
        let gone = try #require(try server.subscriptions().first { $0.url.hasSuffix("/gone.xml") })
        #expect(try server.post("subscription/edit", [("ac", "unsubscribe"), ("s", gone.id)]) == "OK")
        for round in 1...2 {
            let synced = try folder.run(["sync"])
            #expect(synced.status == 0, "round \(round): \(synced.allOutput)")
        }
        #expect(try folder.sqlite("SELECT count(*) FROM sync_subscription_journal") == "0")
        let listed = try server.subscriptions()
        #expect(listed.filter { $0.url.hasSuffix("/late.xml") }.map(\.folders) == [["Late"]], "\(listed)")
        #expect(!listed.contains { $0.url.hasSuffix("/gone.xml") })
    }

    @Test("a star made in FreshRSS reaches Byline and one made in Byline reaches FreshRSS, twice each way", .timeLimit(.minutes(3)))
    func starsBothWays() async throws {
        let server = try FreshRSSServer()
        let folder = try Self.account(server)
        defer { folder.remove() }
        #expect(try folder.run(["sync"]).status == 0)
        let items = try server.items()
        #expect(items.count == 9 && items.allSatisfy { !$0.starred }, "\(items)")
        #expect(Set(try folder.list().map(\.title)) == Set(items.map(\.title)))

        // Starred on the server, twice: starred in Byline after the next sync.
        for item in items.prefix(2) {
            #expect(try server.post("edit-tag", [("i", item.id), ("a", "user/-/state/com.google/starred")]) == "OK")
            #expect(try folder.run(["sync"]).status == 0)
            #expect(try folder.list().first { $0.title == item.title }?.starred == true)
        }
        // Starred in Byline, twice: starred in FreshRSS's own answer after the next sync.
        for item in items.suffix(2) {
            let article = try #require(try folder.list().first { $0.title == item.title })
            #expect(!article.starred)
            #expect(try folder.run(["mark", "--star", String(article.id)]).status == 0)
            #expect(try folder.run(["sync"]).status == 0)
            #expect(try server.items().first { $0.id == item.id }?.starred == true)
        }
        // And back: unstarred on the server, and in Byline, each seen on the other side.
        #expect(try server.post("edit-tag", [("i", items[0].id), ("r", "user/-/state/com.google/starred")]) == "OK")
        let last = try #require(try folder.list().first { $0.title == items[items.count - 1].title })
        #expect(try folder.run(["mark", "--unstar", String(last.id)]).status == 0)
        #expect(try folder.run(["sync"]).status == 0)
        let starredThere = Set(try server.items().filter(\.starred).map(\.title))
        #expect(starredThere == [items[1].title, items[items.count - 2].title])
        #expect(Set(try folder.list().filter(\.starred).map(\.title)) == starredThere)
    }

    @Test("a sync rewriting an account line while other byline processes add lines: no line lost, twice", .timeLimit(.minutes(3)))
    func urlsFileWritersAtOnce() async throws {
        let server = try FreshRSSServer()
        let folder = try Self.account(server)
        defer { folder.remove() }
        try server.copyFeed("one.xml")
        #expect(try folder.run(["add", server.feedURL + "/one.xml", "--account", "fresh", "--title", "Before"]).status == 0)
        for round in 0..<2 {
            // Renamed on the server: the sync rewrites the line while four adds write theirs.
            let one = try #require(try server.subscriptions().first { $0.url == server.feedURL + "/one.xml" })
            #expect(try server.post("subscription/edit", [("ac", "edit"), ("s", one.id), ("t", "Server \(round)")]) == "OK")
            var added: [String] = []
            for index in 0..<4 {
                try server.copyFeed("local-\(round)-\(index).xml", from: "feed2.xml")
                added.append(server.feedURL + "/local-\(round)-\(index).xml")
            }
            let sync = try folder.start(["sync"])
            let adds = try added.map { try folder.start(["add", $0]) }
            let synced = sync.wait()
            #expect(synced.status == 0, "\(synced.allOutput)")
            for running in adds {
                let result = running.wait()
                #expect(result.status == 0, "\(result.allOutput)")
            }
            let text = Self.urls(folder)
            for url in added { #expect(text.contains(url + "\n") || text.contains(url + " "), "\(text)") }
            #expect(text.contains("one.xml Uncategorized account=fresh \"~Server \(round)\""), "\(text)")
        }
    }

    @Test("sync-max-items bounds items and item ids apart: a first sync of N unread items fits in N", .timeLimit(.minutes(2)))
    func itemsAndIDsCountedApart() async throws {
        let server = try FreshRSSServer()
        // 9 unread items: 9 items and 9 unread ids (18 together), each within 12.
        let folder = try Self.account(server, config: "sync-max-items 12\n")
        defer { folder.remove() }
        for _ in 0..<2 {
            let synced = try folder.run(["sync"])
            #expect(synced.status == 0, "\(synced.allOutput)")
            #expect(try folder.list().count == 9)
        }
        let stopped = try Self.account(server, config: "sync-max-items 8\n")
        defer { stopped.remove() }
        let over = try stopped.run(["sync"])
        #expect(over.status == 1 && over.stderr.contains("fresh: sync failed: stopped after 8 items (sync-max-items)"), "\(over.allOutput)")
    }

    @Test("a Fever account cannot subscribe: one line, exit 1, nothing changed", .timeLimit(.minutes(1)))
    func feverRefuses() async throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let added = try BylineProcess.run(
            ["account", "add", "home", "--type", "fever", "--url", "http://127.0.0.1:9/fever", "--user", "me", "--password-stdin"]
                + folder.fileOptions, environment: folder.environment, stdin: Data("secret-password\n".utf8))
        #expect(added.status == 0, "\(added.stderr)")
        for _ in 0..<2 {
            let refused = try folder.run(["add", "http://127.0.0.1:9/feed.xml", "--account", "home"])
            #expect(refused.status == 1)
            #expect(
                refused.stderrLines == [
                    "byline: home is a Fever account, and the Fever API cannot subscribe, unsubscribe or rename: do it on the server's web page"
                ], "\(refused.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.urls))
        }
    }
}
