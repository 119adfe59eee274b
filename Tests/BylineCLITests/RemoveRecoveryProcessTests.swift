import BylineTestSupport
import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

#if canImport(Glibc)
    import Glibc
#endif

/// `byline remove` as one recoverable operation: interrupted or refused at any step, the
/// source ends up either still subscribed with all its articles, or gone with only its
/// starred articles left, and a second `remove` finishes what the first began.
@Suite("byline remove interrupted, run as a process", .serialized)
struct RemoveRecoveryProcessTests {
    /// Feeds `/big/0` … of `items` items each.
    static func bigFeeds(items: Int) throws -> TestHTTPServer {
        try TestHTTPServer { request in
            guard request.path.hasPrefix("/big/") else { return .status(404) }
            let name = "big" + request.path.dropFirst("/big/".count)
            let entries = FeedItem.numbered(name, count: items, summary: "Words to index, so deleting takes a while.")
            return .text(FeedBuilder.rss(title: name, items: entries), contentType: "application/rss+xml")
        }
    }

    /// The articles `list` shows of the feed named `name` (feed titles are `big0`, `big1`…).
    static func articles(of name: String, in folder: CacheFolder) throws -> [ListedArticle] {
        try folder.list().filter { $0.source == name }
    }

    @Test("a remove that finds the cache busy changes nothing and says so; the next remove does all of it")
    func busyCache() throws {
        let server = try Self.bigFeeds(items: 20)
        defer { server.stop() }
        let folder = try CacheFolder()
        defer { folder.remove() }
        let url = server.urlString("/big/0")
        try folder.writeURLs([url, server.urlString("/big/1")])
        #expect(try folder.run(["refresh"]).status == 0)
        let busy = try Database(path: folder.cache, busyTimeout: 1)
        try busy.execute("BEGIN IMMEDIATE")
        let refused = try folder.run(["remove", url])
        try busy.execute("ROLLBACK")
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("busy"), "\(refused.allOutput)")
        #expect(try String(contentsOfFile: folder.urls, encoding: .utf8).contains(url + "\n"))
        #expect(try Self.articles(of: "big0", in: folder).count == 20)

        let done = try folder.run(["remove", url])
        #expect(done.status == 0, "\(done.allOutput)")
        #expect(try String(contentsOfFile: folder.urls, encoding: .utf8) == server.urlString("/big/1") + "\n")
        #expect(try Self.articles(of: "big0", in: folder).isEmpty)
        #expect(try Self.articles(of: "big1", in: folder).count == 20)
    }

    @Test(
        "remove killed with SIGKILL as its line goes: the next start deletes the articles but the starred one, and remove again finishes",
        .timeLimit(.minutes(3)))
    func killedRemoves() throws {
        let feeds = 6
        let items = 1_500
        let server = try Self.bigFeeds(items: items)
        defer { server.stop() }
        let folder = try CacheFolder()
        defer { folder.remove() }
        let urls = (0..<feeds).map { server.urlString("/big/\($0)") }
        try folder.writeURLs(urls)
        let refreshed = try folder.run(["refresh"], timeout: 120)
        #expect(refreshed.status == 0, "\(refreshed.allOutput)")
        for (number, url) in urls.enumerated() {
            let name = "big\(number)"
            let starred = try #require(try Self.articles(of: name, in: folder).first)
            #expect(try folder.run(["mark", "--star", String(starred.id)]).status == 0)
            let remove = try folder.start(["remove", url])
            // Kill it the moment its line has left the file (or when it ends on its own).
            let deadline = Date().addingTimeInterval(30)
            while Date() < deadline, (try String(contentsOfFile: folder.urls, encoding: .utf8)).contains(url + "\n") {
                usleep(500)
            }
            remove.kill()
            _ = remove.wait()
            let listed = try String(contentsOfFile: folder.urls, encoding: .utf8).contains(url + "\n")
            let left = try Self.articles(of: name, in: folder)
            if listed {
                #expect(left.count == items, "round \(number): still subscribed but \(left.count) articles")
            } else {
                #expect(left.map(\.id) == [starred.id], "round \(number): removed but \(left.count) articles left")
            }
            let again = try folder.run(["remove", url])
            #expect(again.status == 0, "round \(number): \(again.allOutput)")
            #expect(try Self.articles(of: name, in: folder).map(\.id) == [starred.id])
            #expect(try !String(contentsOfFile: folder.urls, encoding: .utf8).contains(url + "\n"))
        }
        #expect(try folder.list().count == feeds)
        #expect(try folder.integrityCheck() == ["ok"])
    }
}
