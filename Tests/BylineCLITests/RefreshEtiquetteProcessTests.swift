import BylineTestSupport
import Foundation
import Testing

/// How `byline refresh` treats servers: permanent moves, 410 Gone, caching headers,
/// logins and per-feed User-Agents, each refresh run twice, as a process.
@Suite("byline refresh etiquette, run as a process", .serialized)
struct RefreshEtiquetteProcessTests {
    private static func feed(_ prefix: String, count: Int = 2) -> String {
        FeedBuilder.rss(title: prefix, items: FeedItem.numbered(prefix, count: count))
    }

    @Test("a 301/308 chain updates the feed's address in the urls file and moves its articles; the next refresh asks the new one")
    func permanentMove() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let server = try TestHTTPServer(routes: [
            "/old": .redirect("/middle", status: 301), "/middle": .redirect("/new", status: 308),
            "/new": .text(Self.feed("moved"), contentType: "application/rss+xml")
        ])
        defer { server.stop() }
        try folder.writeURLs(["# my feeds", "\(server.urlString("/old")) news \"~Moved feed\""])
        let first = try folder.run(["refresh"])
        #expect(first.status == 0)
        #expect(first.stdout.contains("Moved feed: 2 new of 2; moved permanently to \(server.urlString("/new")); the urls file now says so"))
        let urls = try String(contentsOfFile: folder.urls, encoding: .utf8)
        #expect(urls == "# my feeds\n\(server.urlString("/new")) news \"~Moved feed\"\n")
        let second = try folder.run(["refresh"])
        #expect(second.status == 0)
        #expect(second.stdout.contains("Moved feed: no new articles (2 in the feed)"))
        #expect(server.requests.map(\.path) == ["/old", "/middle", "/new", "/new"])
        #expect(try folder.list().count == 2)
    }

    @Test("a temporary redirect leaves the urls file alone")
    func temporaryRedirect() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let server = try TestHTTPServer(routes: [
            "/old": .redirect("/new", status: 302), "/new": .text(Self.feed("temp"), contentType: "application/rss+xml")
        ])
        defer { server.stop() }
        let line = server.urlString("/old")
        try folder.writeURLs([line])
        for _ in 0..<2 { _ = try folder.run(["refresh"]) }
        #expect(try String(contentsOfFile: folder.urls, encoding: .utf8) == line + "\n")
        #expect(server.requests.filter { $0.path == "/old" }.count == 2)
    }

    @Test("410 Gone marks the feed dead: later refreshes skip it with a clear line, --force asks again, a good answer revives it")
    func gone() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        // Gone at first; back (a feed again) from the third request on.
        let asked = LockedValue(0)
        let server = try TestHTTPServer { _ in
            asked.update {
                $0 += 1
                return $0
            } < 3
                ? .text("removed", status: 410)
                : .text(Self.feed("back"), contentType: "application/rss+xml")
        }
        defer { server.stop() }
        try folder.writeURLs(["\(server.urlString("/gone")) \"~Dead\""])
        let first = try folder.run(["refresh"])
        #expect(first.status == 1)
        #expect(first.stderr.contains("Dead: error: 410 Gone: the publisher removed this feed"))
        let second = try folder.run(["refresh"])
        #expect(second.status == 0)
        #expect(second.stdout.contains("Dead: gone (410 since "))
        #expect(second.stdout.contains("refresh --force to retry"))
        #expect(server.requests.count == 1)
        let forced = try folder.run(["refresh", "--force"])
        #expect(forced.stderr.contains("Dead: error: 410 Gone"))
        #expect(server.requests.count == 2)
        #expect(try folder.run(["refresh"]).stdout.contains("Dead: gone (410 since "))
        let back = try folder.run(["refresh", "--force"])
        #expect(back.stdout.contains("Dead: 2 new of 2"))
        let after = try folder.run(["refresh"])
        #expect(after.stdout.contains("Dead: no new articles"), "no longer gone after a good fetch")
        #expect(server.requests.count == 4)
    }

    @Test(
        "byline refresh asks a feed again every time, conditionally, whatever its Cache-Control max-age, Expires or <ttl> say",
        arguments: [("Cache-Control", "public, max-age=3600"), ("Expires", "Wed, 01 Jan 2031 00:00:00 GMT"), ("ttl", "60")])
    func pacingHeadersDoNotHoldARefreshTheUserAsked(pacing: (name: String, value: String)) throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let isTTL = pacing.name == "ttl"
        let body =
            isTTL
            ? Self.feed("paced").replacingOccurrences(of: "<channel>", with: "<channel><ttl>\(pacing.value)</ttl>")
            : Self.feed("paced")
        let headers =
            [("Content-Type", "application/rss+xml"), ("ETag", "\"v1\""), ("Date", "Tue, 01 Dec 2026 12:00:00 GMT")]
            + (isTTL ? [] : [(pacing.name, pacing.value)])
        let server = try TestHTTPServer { request in
            request.header("If-None-Match") == "\"v1\"" ? .status(304) : .respond(status: 200, headers: headers, body: Data(body.utf8))
        }
        defer { server.stop() }
        try folder.writeURLs(["\(server.urlString("/p")) \"~Paced\""])
        _ = try folder.run(["refresh"])
        for run in 2...3 {
            let again = try folder.run(["refresh"])
            #expect(again.status == 0)
            #expect(again.stdout.contains("Paced: unchanged"), "run \(run): \(again.stdout)")
        }
        #expect(server.requests.map { $0.header("If-None-Match") } == [nil, "\"v1\"", "\"v1\""], "asked each time, conditionally")
    }

    @Test("a login in the feed's URL is sent as Basic auth and never printed; ~/.netrc serves feeds without one")
    func logins() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let server = try TestHTTPServer { request in
            request.header("Authorization") == nil
                ? .text("who are you", status: 401) : .text(Self.feed(request.path == "/a" ? "a" : "b"), contentType: "application/rss+xml")
        }
        defer { server.stop() }
        let password = "pa55-word-xyz"
        let netrc = try folder.write("netrc", Data("machine 127.0.0.1 login carol password netrc-secret-9\n".utf8))
        try folder.writeURLs(["http://dave:\(password)@127.0.0.1:\(server.port)/a", server.urlString("/b")])
        var seen = ""
        for _ in 0..<2 {
            let result = try folder.run(["refresh"], extra: ["NETRC": netrc])
            #expect(result.status == 0, "\(result.stderr)")
            seen += result.allOutput + (try folder.run(["list", "--json"]).allOutput)
        }
        let auth = Dictionary(server.requests.map { ($0.path, $0.header("Authorization") ?? "") }) { first, _ in first }
        #expect(auth["/a"] == "Basic " + Data("dave:\(password)".utf8).base64EncodedString())
        #expect(auth["/b"] == "Basic " + Data("carol:netrc-secret-9".utf8).base64EncodedString())
        #expect(!seen.contains(password) && !seen.contains("netrc-secret-9"))
    }

    @Test("a feed's user-agent= tag sets its User-Agent; the config's user-agent the others'")
    func userAgents() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let server = try TestHTTPServer { _ in .text(Self.feed("ua"), contentType: "application/rss+xml") }
        defer { server.stop() }
        try folder.writeConfig("user-agent Mozilla/5.0 (compatible; Test)\n")
        try folder.writeURLs(["\(server.urlString("/own")) \"user-agent=FeedFetcher/2.0\"", server.urlString("/plain")])
        for _ in 0..<2 { _ = try folder.run(["refresh"]) }
        let agents = Set(server.requests.map { "\($0.path) \($0.header("User-Agent") ?? "")" })
        #expect(agents == ["/own FeedFetcher/2.0", "/plain Mozilla/5.0 (compatible; Test)"])
    }

    @Test("the config's proxy setting sends every feed request through that proxy")
    func proxySetting() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let proxy = try TestHTTPServer { _ in .text(Self.feed("proxied"), contentType: "application/rss+xml") }
        defer { proxy.stop() }
        try folder.writeConfig("proxy \(proxy.urlString())\n")
        try folder.writeURLs(["http://feeds.example.invalid/rss \"~Far away\""])
        for _ in 0..<2 {
            let result = try folder.run(["refresh"])
            #expect(result.status == 0, "\(result.stderr)")
        }
        #expect(proxy.requests.map(\.target) == ["http://feeds.example.invalid/rss", "http://feeds.example.invalid/rss"])
    }
}
