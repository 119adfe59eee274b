import BylineCore
import BylineTestSupport
import Foundation
import Testing

@Suite("byline list --filter, query feeds and the killfile, run as a process", .serialized)
struct FilterProcessTests {
    @Test("--filter selects with the filter language and composes with --unread, --search and --limit")
    func listFilter() throws {
        let folder = try NewsCorpus.refreshed()
        defer { folder.remove() }
        let all = try folder.list()
        #expect(
            try folder.list(["--filter", "title =~ \"swift\""]).map(\.title)
                == ["Swift 6 ships with data-race safety", "Rust and Swift compared"])
        #expect(
            try folder.list(["--filter", "feedtitle = \"World Desk\" and author != \"\""]).map(\.title)
                == ["정부는 오늘 새 예산안을 발표했다", "Markets rally as rates hold"])
        let swift = try NewsCorpus.id("Swift 6 ships with data-race safety", in: all)
        #expect(try folder.run(["mark", String(swift), "--read"]).status == 0)
        #expect(try folder.list(["--filter", "title =~ \"swift\"", "--unread"]).map(\.title) == ["Rust and Swift compared"])
        #expect(
            try folder.list(["--filter", "unread = no or title =~ \"^rust\""]).map(\.title)
                == ["Swift 6 ships with data-race safety", "Rust and Swift compared"])
        #expect(
            try folder.list(["--filter", "feedtitle =~ \"wire\"", "--search", "afternoon"]).map(\.title)
                == ["Rust and Swift compared"])
        #expect(try folder.list(["--filter", "age > 1", "--limit", "2"]).map(\.id) == Array(all.dropFirst().prefix(2).map(\.id)))
        let plain = try folder.run(["list", "--filter", "title =~ \"東京\""])
        #expect(plain.status == 0 && plain.stdoutLines.count == 1 && plain.stdout.contains("東京で大雨"))
    }

    @Test("a bad --filter is a usage error that names the column")
    func badFilter() throws {
        let folder = try NewsCorpus.refreshed()
        defer { folder.remove() }
        let result = try folder.run(["list", "--filter", "title =~ \"x\" and titel = \"y\""])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("--filter: column 18: unknown attribute 'titel'"))
        #expect(result.stderr.contains("usage: byline list"))
        let missing = try folder.run(["list", "--filter", "title =~"])
        #expect(missing.status == 2 && missing.stderr.contains("column 9: expected a value after '=~'"))
    }

    @Test("tags from the urls file reach --filter without a refresh, and a query feed line is accepted")
    func tagsAndQueryFeeds() throws {
        let folder = try NewsCorpus.refreshed()
        defer { folder.remove() }
        let urls = try String(contentsOfFile: folder.urls, encoding: .utf8).split(separator: "\n").map(String.init)
        try folder.writeURLs([
            urls[0] + " world \"~World Desk\"", urls[1] + " tech",
            "\"query:Swift:title =~ \\\"swift\\\"\" lang"
        ])
        #expect(try folder.list(["--filter", "tags # \"tech\""]).count == 3)
        #expect(try folder.list(["--filter", "tags !# \"tech\" and tags # \"world\""]).count == 3)
        // The corpus's server is gone, so both feeds fail; the query feed is not even tried.
        let refreshed = try folder.run(["refresh"])
        #expect(refreshed.stdout.contains("refreshed 2 sources"), "a query feed is never fetched: \(refreshed.stdout)")
        #expect(!refreshed.stderr.contains("query") && !refreshed.stderr.contains("Swift"), "\(refreshed.stderr)")
        let exported = try folder.run(["export"])
        #expect(exported.status == 0 && !exported.stdout.contains("query:"))
        #expect(exported.stderr.contains("1 query feed is not in the OPML"))
    }

    @Test("ignore-article in download mode keeps matching articles out of the cache, refresh after refresh")
    func killfileDownload() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let feed = ChangingFeed()
        let server = try TestHTTPServer { _ in feed.response() }
        defer { server.stop() }
        try folder.writeURLs([server.urlString("/feed") + " spam-prone"])
        try folder.writeConfig(
            """
            ignore-article * "title =~ \\"sponsored\\""
            ignore-article "\(server.urlString("/feed"))" "author = \\"Bot\\" and tags # \\"spam-prone\\""
            """)
        #expect(try folder.run(["refresh"]).status == 0)
        #expect(try folder.list().map(\.title) == ["Real news"])
        feed.add(
            FeedItem(
                id: "n2", title: "More real news", link: "http://example.org/n2", author: "Ann",
                published: NewsCorpus.date("2025-06-16T10:00:00Z")))
        #expect(try folder.run(["refresh"]).status == 0)
        #expect(try folder.list().map(\.title) == ["More real news", "Real news"])
        #expect(try folder.list(["--filter", "title =~ \"sponsored\" or author = \"Bot\""]).isEmpty)
        // Without the rules the same feed stores everything.
        try folder.writeConfig("")
        #expect(try folder.run(["refresh", "--force"]).status == 0)
        #expect(try folder.list().count == 4)
    }

    @Test("ignore-mode display stores ignored articles but leaves them out of every list, refresh after refresh")
    func killfileDisplay() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let feed = ChangingFeed()
        let server = try TestHTTPServer { _ in feed.response() }
        defer { server.stop() }
        try folder.writeURLs([server.urlString("/feed")])
        try folder.writeConfig("ignore-mode display\nignore-article * \"title =~ \\\"sponsored\\\" or author = \\\"Bot\\\"\"\n")
        #expect(try folder.run(["refresh"]).status == 0)
        #expect(try folder.list().map(\.title) == ["Real news"])
        #expect(try folder.run(["refresh", "--force"]).status == 0)
        #expect(try folder.list().map(\.title) == ["Real news"])
        #expect(try folder.list(["--filter", "author = \"Bot\""]).isEmpty)
        try folder.writeConfig("ignore-mode display\n")
        #expect(try folder.list().count == 3, "removing the rule brings the stored articles back")
    }
}

/// An RSS feed whose items a test can add to between refreshes: one real article, one
/// "Sponsored" title and one by "Bot".
private final class ChangingFeed: Sendable {
    private let items = LockedValue([
        FeedItem(
            id: "n1", title: "Real news", link: "http://example.org/n1", author: "Ann",
            published: NewsCorpus.date("2025-06-15T10:00:00Z")),
        FeedItem(
            id: "s1", title: "SPONSORED: buy now", link: "http://example.org/s1", author: "Ads",
            published: NewsCorpus.date("2025-06-15T11:00:00Z")),
        FeedItem(
            id: "b1", title: "Automatic digest", link: "http://example.org/b1", author: "Bot",
            published: NewsCorpus.date("2025-06-15T09:00:00Z"))
    ])

    func add(_ item: FeedItem) { items.update { $0.append(item) } }

    func response() -> TestResponse {
        .text(FeedBuilder.rss(title: "Mixed", items: items.current), contentType: "application/rss+xml")
    }
}
