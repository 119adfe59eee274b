import BylineTestSupport
import Foundation
import Testing

@Suite("byline add and remove, run as a process against a loopback site", .serialized)
struct AddRemoveProcessTests {
    static let items = (1...3).map { FeedItem(id: "p\($0)", title: "Post \($0) about zeppelins", link: "https://site.example/p\($0)") }

    /// A site: a page linking its Atom feed relatively, a page linking two feeds, a page
    /// linking none whose feed sits at /blog/feed.xml, and a page with no feed at all.
    static func site() throws -> TestHTTPServer {
        let html = "text/html; charset=utf-8"
        return try TestHTTPServer(routes: [
            "/": .text(
                #"<html><head><title>Site</title><link rel="alternate" type="application/atom+xml" "#
                    + #"title="Site news" href="feeds/atom.xml"></head><body>Hello</body></html>"#, contentType: html),
            "/feeds/atom.xml": .text(FeedBuilder.atom(title: "Site news", items: items), contentType: "application/atom+xml"),
            "/two.html": .text(
                #"<link rel="alternate" type="application/rss+xml" title="Posts" href="/posts.rss">"#
                    + #"<link rel="alternate" type="application/feed+json" title="Posts JSON" href="/posts.json">"#, contentType: html),
            "/posts.rss": .text(FeedBuilder.rss(title: "Posts", items: items), contentType: "application/rss+xml"),
            "/posts.json": .text(FeedBuilder.jsonFeed(title: "Posts JSON", items: items), contentType: "application/feed+json"),
            "/blog/index.html": .text("<html><body>No links</body></html>", contentType: html),
            "/blog/feed.xml": .text(FeedBuilder.rss(title: "Blog", items: items), contentType: "application/rss+xml"),
            "/nothing.html": .text("<html><body>Nothing</body></html>", contentType: html)
        ])
    }

    private func urlsText(_ folder: CacheFolder) throws -> String {
        (try? String(contentsOfFile: folder.urls, encoding: .utf8)) ?? ""
    }

    @Test("a page's linked feed is added once; adding the page again says it is already there")
    func addPageTwice() throws {
        let server = try Self.site()
        let folder = try CacheFolder()
        defer { folder.remove() }
        let feed = server.urlString("/feeds/atom.xml")
        let first = try folder.run(["add", server.urlString("/"), "--tag", "news", "--tag", "air ships"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("added Site news (Atom) \(feed) to \(folder.urls)\n"), "\(first.stdout)")
        #expect(try urlsText(folder) == "\(feed) news \"air ships\"\n")
        let second = try folder.run(["add", server.urlString("/")])
        #expect(second.status == 0)
        #expect(second.stdout == "already in your urls file: \(feed)\n")
        let byFeed = try folder.run(["add", feed])
        #expect(byFeed.stdout == "already in your urls file: \(feed)\n")
        #expect(try urlsText(folder) == "\(feed) news \"air ships\"\n")
    }

    @Test("a feed's own address is added with --title; several feeds are listed, then --pick and --all choose")
    func feedsAndChoices() throws {
        let server = try Self.site()
        let folder = try CacheFolder()
        defer { folder.remove() }
        let direct = try folder.run(["add", server.urlString("/posts.rss"), "--title", "My posts"])
        #expect(direct.stdout.hasPrefix("added Posts (RSS) \(server.urlString("/posts.rss"))"), "\(direct.stderr)")
        let listed = try folder.run(["add", server.urlString("/two.html")])
        #expect(listed.status == 1)
        #expect(
            listed.stdout == "\(server.urlString("/two.html")) links to 2 feeds:\n"
                + "  1  Posts (RSS) \(server.urlString("/posts.rss"))\n  2  Posts JSON (JSON Feed) \(server.urlString("/posts.json"))\n")
        #expect(listed.stderr == "byline: say which to add: --pick N (1 to 2), or --all\n")
        let badPick = try folder.run(["add", server.urlString("/two.html"), "--pick", "3"])
        #expect(badPick.status == 2)
        let picked = try folder.run(["add", server.urlString("/two.html"), "--pick", "1"])
        #expect(picked.stdout == "already in your urls file: \(server.urlString("/posts.rss"))\n")
        let all = try folder.run(["add", server.urlString("/two.html"), "--all"])
        #expect(all.stdout.contains("already in your urls file: \(server.urlString("/posts.rss"))\n"))
        #expect(all.stdout.contains("added Posts JSON (JSON Feed) \(server.urlString("/posts.json"))"))
        #expect(try urlsText(folder) == "\(server.urlString("/posts.rss")) \"~My posts\"\n\(server.urlString("/posts.json"))\n")
    }

    @Test("a page without feed links falls back to the usual paths; a site with no feed at all is one line, status 1")
    func usualPathsAndNothing() throws {
        let server = try Self.site()
        let folder = try CacheFolder()
        defer { folder.remove() }
        let found = try folder.run(["add", server.urlString("/blog/index.html")])
        #expect(found.status == 0)
        #expect(found.stdout.hasPrefix("added Blog (RSS) \(server.urlString("/blog/feed.xml"))"))
        let nothing = try folder.run(["add", server.urlString("/nothing.html")])
        #expect(nothing.status == 1)
        #expect(nothing.stderr.hasPrefix("byline: no feed found at \(server.urlString("/nothing.html")): "))
        #expect(nothing.stderr.split(separator: "\n").count == 1)
        let refused = try folder.run(["add", "ftp://example.org/feed"])
        #expect(refused.status == 2)
    }

    @Test("remove by title takes out its line (the rest byte for byte) and its unstarred articles; twice says it is gone")
    func removeTwice() throws {
        let server = try Self.site()
        let folder = try CacheFolder()
        defer { folder.remove() }
        let feed = server.urlString("/feeds/atom.xml")
        let rest = "# my feeds\r\n\r\n\(server.urlString("/posts.rss")) \"~Posts\"\r\n"
        try Data((rest + "\(feed) news\r\n# end").utf8).write(to: URL(fileURLWithPath: folder.urls))
        #expect(try folder.run(["refresh"]).status == 0)
        let ids = try folder.list().filter { $0.source == "Site news" }.map(\.id)
        #expect(ids.count == 3)
        #expect(try folder.run(["mark", String(ids[0]), "--star"]).status == 0)
        let removed = try folder.run(["remove", "site NEWS"])
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(removed.stdout == "removed urls:4: \(feed) news\ndeleted 2 articles from the cache; kept 1 starred\n")
        #expect(try urlsText(folder) == rest + "# end")
        #expect(try folder.list().filter { $0.source == "Site news" }.map(\.id) == [ids[0]])
        #expect(try folder.list(["--search", "zeppelins"]).count == 4)
        // No line lists it any more, but the cache holds its starred article: remove again
        // finishes the job (there is nothing left to delete) instead of refusing.
        let again = try folder.run(["remove", feed])
        #expect(again.status == 0, "\(again.allOutput)")
        #expect(
            again.stdout == "'\(feed)' is no longer in \(folder.urls); finishing its removal\n"
                + "deleted 0 articles from the cache; kept 1 starred\n")
        #expect(try folder.list().filter { $0.source == "Site news" }.map(\.id) == [ids[0]])
        let gone = try folder.run(["remove", server.urlString("/nothing.rss")])
        #expect(gone.status == 1)
        #expect(gone.stderr == "byline: no source '\(server.urlString("/nothing.rss"))' in your urls file (give its URL or title)\n")
        let kept = try folder.run(["remove", server.urlString("/posts.rss"), "--keep-articles"])
        #expect(kept.stdout.hasSuffix("its articles stay in the cache\n"))
        #expect(try folder.list().count == 4)
    }
}
