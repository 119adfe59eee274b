import BylineTestSupport
import Foundation
import Testing

/// A feed written with its login in the urls file (`http://user:password@host/feed`): the
/// urls file keeps the password (fetching needs it); the cache knows the feed without it.
@Suite("a urls line with a password, run as a process")
struct PasswordKeyProcessTests {
    /// The password as written in the URL (percent-encoded) and as the server decodes it.
    private static let written = "pw%21x%20y"
    private static let decoded = "pw!x y"

    private static func expectNoPassword(in folder: CacheFolder, _ moment: String) {
        let bytes = folder.cacheBytes()
        #expect(!bytes.isEmpty)
        // The form URLComponents writes back after a move (`!` needs no escaping in a login).
        for form in [written, decoded, "bob:\(written)", "pw!x%20y"] {
            #expect(bytes.range(of: Data(form.utf8)) == nil, "\(moment): the cache holds \(form)")
        }
    }

    @Test("add, refresh, a 301 and remove: the login stays in the urls file, never in the cache, twice over")
    func loginStaysInTheURLsFile() throws {
        let feeds = try MovingFeeds()
        defer { feeds.server.stop() }
        let folder = try CacheFolder()
        defer { folder.remove() }
        let port = feeds.server.port
        let login = "http://bob:\(Self.written)@127.0.0.1:\(port)"

        let add = try folder.run(["add", "\(login)/mv/1/1"])
        #expect(add.status == 0, "\(add.allOutput)")
        #expect(try String(contentsOfFile: folder.urls, encoding: .utf8).contains("\(login)/mv/1/1"))
        for _ in 1...2 {
            #expect(try folder.run(["refresh"]).status == 0)
        }
        #expect(try folder.sqlite("SELECT key FROM feeds") == "http://bob@127.0.0.1:\(port)/mv/1/1")
        let articles = try folder.list()
        #expect(articles.count == feeds.items)
        let starred = try #require(articles.first).id
        #expect(try folder.run(["mark", String(starred), "--star"]).status == 0)
        Self.expectNoPassword(in: folder, "after two refreshes")

        // The feed moves for good: the line follows with its login, the cache without it.
        feeds.move(round: 1)
        for _ in 1...2 {
            #expect(try folder.run(["refresh"]).status == 0)
        }
        let urls = try String(contentsOfFile: folder.urls, encoding: .utf8)
        let line = try #require(URL(string: urls.trimmingCharacters(in: .whitespacesAndNewlines)), "\(urls)")
        #expect(line.path == "/new/1/1" && line.user == "bob", "\(urls)")
        #expect(line.password(percentEncoded: false) == Self.decoded, "\(urls)")
        #expect(try folder.sqlite("SELECT key FROM feeds") == "http://bob@127.0.0.1:\(port)/new/1/1")
        let moved = try folder.list()
        #expect(moved.count == feeds.items, "the moved feed keeps its articles once: \(moved.map(\.title))")
        #expect(try folder.list(["--starred"]).map(\.id) == [starred])
        #expect(feeds.server.requests.contains { $0.path == "/new/1/1" })
        #expect(
            feeds.server.requests.allSatisfy { $0.header("Authorization") == "Basic " + Data("bob:\(Self.decoded)".utf8).base64EncodedString() },
            "every request carried the login")
        Self.expectNoPassword(in: folder, "after the move")

        // Removing it by the address as the urls file lists it finds it; the starred article is kept.
        let listed = urls.trimmingCharacters(in: .whitespacesAndNewlines)
        let remove = try folder.run(["remove", listed])
        #expect(remove.status == 0, "\(remove.allOutput)")
        #expect(try String(contentsOfFile: folder.urls, encoding: .utf8).isEmpty)
        #expect(try folder.list().map(\.id) == [starred], "only the starred article stays")
        let again = try folder.run(["remove", listed])
        // A second remove finishes an already finished removal: the starred article stays.
        #expect(again.status == 0 && again.allOutput.contains("is no longer in"), "\(again.allOutput)")
        #expect(try folder.list().map(\.id) == [starred])
        #expect(!again.allOutput.contains(Self.written) && !again.allOutput.contains("x%20y"), "\(again.allOutput)")
        Self.expectNoPassword(in: folder, "after remove")
    }
}
