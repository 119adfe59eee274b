import BylineTestSupport
import Foundation
import Testing

/// Sync servers that never stop paging: every sync ends at a bound, with one line naming the
/// setting, and keeps what arrived.
@Suite("sync with servers that never stop paging", .serialized)
struct HostileSyncProcessTests {
    static let password = "hostile-pass-1"

    static func endlessGReader(delay: TimeInterval = 0) throws -> GReaderTestServer {
        try GReaderTestServer.endless(user: "mallory", password: password, delay: delay)
    }

    static func addAccount(_ server: GReaderTestServer, to folder: CacheFolder) throws {
        let added = try BylineProcess.run(
            [
                "account", "add", "loop", "--type", "greader", "--url", server.baseURL, "--user", "mallory",
                "--password-stdin"
            ] + folder.fileOptions, environment: folder.environment,
            stdin: Data(password.utf8))
        #expect(added.status == 0, "\(added.stderr)")
    }

    @Test(
        "byline sync against an endless Google Reader list stops at sync-max-pages, keeps what arrived, and a second sync adds no duplicate",
        .timeLimit(.minutes(3)))
    func endlessPagesStopAtTheDefault() throws {
        let server = try Self.endlessGReader()
        defer { server.stop() }
        let folder = try CacheFolder()
        defer { folder.remove() }
        try Self.addAccount(server, to: folder)
        var counts: [Int] = []
        for _ in 1...2 {
            let before = server.requests.count
            let sync = try folder.run(["sync"], timeout: 150)
            #expect(sync.status == 1)
            #expect(
                sync.stderrLines.count == 1 && sync.stderr.contains("loop: sync failed: stopped after 250 requests (sync-max-pages)"),
                "\(sync.stderr)")
            #expect(server.requests.count - before <= 251, "one request may be refused before it is sent")
            counts.append(try folder.list().count)
        }
        // Sign-in, subscriptions, then 248 pages of 10 items (the bound counts every request).
        #expect(counts == [2_480, 2_480], "the second sync met the same items again and stored none twice")
        #expect(try folder.integrityCheck() == ["ok"])
    }

    @Test("sync-max-items and sync-timeout stop a sync with the setting named; byline refresh reports it too")
    func itemsAndTimeBounds() throws {
        let server = try Self.endlessGReader()
        defer { server.stop() }
        let folder = try CacheFolder()
        defer { folder.remove() }
        try Self.addAccount(server, to: folder)
        try folder.writeConfig("sync-max-items 55\n")
        let items = try folder.run(["sync"])
        #expect(items.status == 1 && items.stderr.contains("loop: sync failed: stopped after 55 items (sync-max-items)"), "\(items.stderr)")
        #expect(try folder.list().count == 50, "the page that crossed the bound is not stored")

        let slow = try Self.endlessGReader(delay: 0.4)
        defer { slow.stop() }
        let slowFolder = try CacheFolder()
        defer { slowFolder.remove() }
        try Self.addAccount(slow, to: slowFolder)
        try slowFolder.writeConfig("sync-timeout 2\n")
        let timed = try slowFolder.run(["refresh"], timeout: 60)
        #expect(timed.status == 1 && timed.stderr.contains("loop: sync failed: stopped after 2 seconds (sync-timeout)"), "\(timed.stderr)")
        #expect(slow.requests.count < 20)
    }

    @Test("a Fever server listing endless unread ids stops at sync-max-items")
    func feverEndlessIDs() throws {
        let ids = (1...150_000).map(String.init).joined(separator: ",")
        let server = try TestHTTPServer { request in
            let query = request.rawQuery ?? ""
            if query.contains("unread_item_ids") { return .json(#"{"api_version":3,"auth":1,"unread_item_ids":"\#(ids)"}"#) }
            if query.contains("saved_item_ids") { return .json(#"{"api_version":3,"auth":1,"saved_item_ids":""}"#) }
            if query.contains("groups") { return .json(#"{"api_version":3,"auth":1,"groups":[],"feeds_groups":[]}"#) }
            if query.contains("feeds") { return .json(#"{"api_version":3,"auth":1,"feeds":[]}"#) }
            if query.contains("items") { return .json(#"{"api_version":3,"auth":1,"items":[]}"#) }
            return .json(#"{"api_version":3,"auth":1}"#)
        }
        defer { server.stop() }
        let folder = try CacheFolder()
        defer { folder.remove() }
        let added = try BylineProcess.run(
            [
                "account", "add", "many", "--type", "fever", "--url", server.urlString("/fever"),
                "--user", "me", "--password-stdin"
            ] + folder.fileOptions,
            environment: folder.environment, stdin: Data("pw-123456".utf8))
        #expect(added.status == 0, "\(added.stderr)")
        let sync = try folder.run(["sync"])
        #expect(sync.status == 1 && sync.stderr.contains("many: sync failed: stopped after 100,000 items (sync-max-items)"), "\(sync.stderr)")
        #expect(server.requests.count <= 6, "no batch of items was asked for")
    }
}
