import BylineTestSupport
import Foundation
import Testing

@Suite("byline refresh into the cache, run as a process", .serialized)
struct RefreshProcessTests {
    /// An address on 127.0.0.1 where nothing listens any more.
    static func refusedURL() throws -> String {
        let server = try TestHTTPServer { _ in .status(200) }
        let url = server.urlString("/refused")
        server.stop()
        return url
    }

    @Test("each failing source gets one stderr line naming its cause; every good article is stored; exit 1")
    func goodAndFailingSources() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let rss = FeedBuilder.rss(title: "R", items: FeedItem.numbered("rss", count: 3))
        let server = try TestHTTPServer(routes: [
            "/rss": .text(rss, contentType: "application/rss+xml"),
            "/atom": .text(FeedBuilder.atom(title: "A", items: FeedItem.numbered("atom", count: 2)), contentType: "application/atom+xml"),
            "/json": .text(FeedBuilder.jsonFeed(title: "J", items: FeedItem.numbered("json", count: 2)), contentType: "application/feed+json"),
            "/mislabelled": .text(FeedBuilder.rss(title: "M", items: FeedItem.numbered("mis", count: 1)), contentType: "text/html"),
            "/broken": .text("internal trouble", status: 500),
            "/html": .text("<!DOCTYPE html><html><head><title>Home</title></head><body><p>Hi</p></body></html>", contentType: "text/html"),
            "/words": .text("just some words, not a feed at all"),
            "/truncated": .text(String(rss.prefix(rss.count / 2)), contentType: "application/rss+xml"),
            "/loop": .redirect("/loop"),
            "/reset": .resetMidBody(declaredLength: 5000, sentBytes: 100)
        ])
        defer { server.stop() }
        let good = ["RSS source": "/rss", "Atom source": "/atom", "JSON source": "/json", "Mislabelled source": "/mislabelled"]
        let failing: [(name: String, path: String, cause: String)] = [
            ("Missing source", "/missing", "404"), ("Broken source", "/broken", "500"),
            ("HTML source", "/html", "HTML page"), ("Words source", "/words", "neither XML nor JSON"),
            ("Loop source", "/loop", "redirect"),
            ("Reset source", "/reset", "connection")
        ]
        let refused = try Self.refusedURL()
        // A truncated feed is not a failure: what it holds is kept, and its line says it is broken.
        try folder.writeURLs(
            good.map { "\(server.urlString($0.value)) \"~\($0.key)\"" }
                + ["\(server.urlString("/truncated")) \"~Truncated source\""]
                + failing.map { "\(server.urlString($0.path)) \"~\($0.name)\"" } + ["\(refused) \"~Refused source\""])

        let result = try folder.run(["refresh"], timeout: 30)

        #expect(result.status == 1)
        let expectedCounts = ["RSS source": 3, "Atom source": 2, "JSON source": 2, "Mislabelled source": 1]
        for (name, count) in expectedCounts {
            #expect(result.stdoutLines.filter { $0 == "\(name): \(count) new of \(count)" }.count == 1, "\(result.stdout)")
        }
        let truncated = try #require(result.stdoutLines.first { $0.hasPrefix("Truncated source: ") })
        #expect(truncated.contains(" new of "), "\(truncated)")
        #expect(truncated.contains("; the feed is not well-formed XML (line "), "\(truncated)")
        let recovered = try #require(Int(truncated.dropFirst("Truncated source: ".count).prefix { $0.isNumber }))
        #expect(recovered >= 1)
        #expect(result.stdoutLines.last == "refreshed 12 sources: \(8 + recovered) new articles, 7 failed")
        #expect(result.stdoutLines.count == good.count + 2)
        let errors = result.stderrLines
        #expect(errors.count == failing.count + 1, "\(result.stderr)")
        for (name, _, cause) in failing + [("Refused source", "", "connection refused")] {
            let lines = errors.filter { $0.hasPrefix("byline: \(name): error: ") }
            #expect(lines.count == 1, "\(name): \(result.stderr)")
            #expect(lines.first?.localizedCaseInsensitiveContains(cause) == true, "\(name): \(lines)")
        }
        #expect(try folder.list().count == 8 + recovered)
    }

    @Test("the second refresh sends ETag and Last-Modified back, gets 304s, says unchanged and stores nothing new")
    func conditionalGet() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let lastModified = "Sun, 15 Jun 2025 10:00:00 GMT"
        let validators: [String: [(String, String)]] = [
            "/both": [("ETag", "\"v1-both\""), ("Last-Modified", lastModified)],
            "/etag": [("ETag", "W/\"v1-etag\"")],
            "/modified": [("Last-Modified", lastModified)]
        ]
        let server = try TestHTTPServer { request in
            guard let headers = validators[request.path] else { return .status(404) }
            let etag = headers.first { $0.0 == "ETag" }?.1
            let modified = headers.first { $0.0 == "Last-Modified" }?.1
            if (etag != nil && request.header("If-None-Match") == etag)
                || (etag == nil && modified != nil && request.header("If-Modified-Since") == modified)
            {
                return .status(304, headers: headers)
            }
            let items = FeedItem.numbered(String(request.path.dropFirst()), count: 4)
            return .text(FeedBuilder.rss(title: request.path, items: items), contentType: "application/rss+xml", headers: headers)
        }
        defer { server.stop() }
        try folder.writeURLs(["both", "etag", "modified"].map { "\(server.urlString("/\($0)")) \"~\($0)\"" })

        let first = try folder.run(["refresh"])
        #expect(first.status == 0)
        #expect(first.stdoutLines.last == "refreshed 3 sources: 12 new articles")
        #expect(server.requests.allSatisfy { $0.header("If-None-Match") == nil && $0.header("If-Modified-Since") == nil })
        let stored = try folder.list()
        let firstCount = server.requests.count

        let second = try folder.run(["refresh"])
        #expect(second.status == 0)
        for name in ["both", "etag", "modified"] {
            #expect(second.stdoutLines.contains("\(name): unchanged (not modified since the last refresh)"), "\(second.stdout)")
        }
        #expect(second.stdoutLines.last == "refreshed 3 sources: 0 new articles")
        let again = Dictionary(server.requests.dropFirst(firstCount).map { ($0.path, $0) }, uniquingKeysWith: { $1 })
        #expect(again["/both"]?.header("If-None-Match") == "\"v1-both\"")
        #expect(again["/both"]?.header("If-Modified-Since") == lastModified)
        #expect(again["/etag"]?.header("If-None-Match") == "W/\"v1-etag\"")
        #expect(again["/modified"]?.header("If-Modified-Since") == lastModified)
        #expect(again["/modified"]?.header("If-None-Match") == nil)
        #expect(try folder.list() == stored)
    }

    @Test("read and starred flags survive a refresh that changes the articles' text; ids stay the same")
    func flagsSurviveRefresh() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let edition = LockedValue(1)
        let server = try TestHTTPServer { request in
            let version = edition.current
            let items = FeedItem.numbered("news", count: 4).map { item in
                var item = item
                item.title += version == 1 ? "" : " (updated)"
                item.summary = "Edition \(version) of \(item.id)."
                return item
            }
            return request.path == "/json"
                ? .text(FeedBuilder.jsonFeed(title: "J", items: items), contentType: "application/feed+json")
                : .text(FeedBuilder.rss(title: "R", items: items), contentType: "application/rss+xml")
        }
        defer { server.stop() }
        try folder.writeURLs([server.urlString("/rss"), server.urlString("/json")])
        #expect(try folder.run(["refresh"]).status == 0)
        let before = try folder.list()
        #expect(before.count == 8)
        let rssIDs = before.filter { $0.source == "R" }.sorted { $0.id < $1.id }.map(\.id)
        let jsonIDs = before.filter { $0.source == "J" }.sorted { $0.id < $1.id }.map(\.id)
        try #require(rssIDs.count == 4 && jsonIDs.count == 4)
        #expect(try folder.run(["mark", String(rssIDs[0]), "--read"]).status == 0)
        #expect(try folder.run(["mark", String(rssIDs[1]), "--star"]).status == 0)
        #expect(try folder.run(["mark", String(jsonIDs[2]), String(jsonIDs[3]), "--read", "--star"]).status == 0)

        edition.current = 2
        let refresh = try folder.run(["refresh"])
        #expect(refresh.status == 0)
        #expect(refresh.stdoutLines.last == "refreshed 2 sources: 0 new articles")

        let after = Dictionary(uniqueKeysWithValues: try folder.list().map { ($0.id, $0) })
        #expect(Set(after.keys) == Set(before.map(\.id)))
        #expect(after.values.allSatisfy { $0.title.hasSuffix(" (updated)") && $0.summary?.hasPrefix("Edition 2 ") == true })
        #expect(after[rssIDs[0]]?.read == true && after[rssIDs[0]]?.starred == false)
        #expect(after[rssIDs[1]]?.read == false && after[rssIDs[1]]?.starred == true)
        #expect(after[jsonIDs[2]]?.read == true && after[jsonIDs[2]]?.starred == true)
        #expect(after[jsonIDs[3]]?.read == true && after[jsonIDs[3]]?.starred == true)
        let untouched = [rssIDs[2], rssIDs[3], jsonIDs[0], jsonIDs[1]]
        #expect(untouched.allSatisfy { after[$0]?.read == false && after[$0]?.starred == false })
        let shown = try folder.run(["show", String(rssIDs[0]), "--width", "80"])
        #expect(shown.status == 0)
        #expect(shown.stdout.contains("Edition 2 of news-0."))
        #expect(!shown.stdout.contains("Edition 1"))
    }

    @Test("a source answering 429 with Retry-After is not asked until then, said on stderr with the time and exit 1; --force asks it anyway")
    func retryAfterIsHonoured() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let server = try TestHTTPServer(routes: [
            "/limited": .text("slow down", status: 429, headers: [("Retry-After", "600")]),
            "/ok": .text(FeedBuilder.rss(title: "OK", items: FeedItem.numbered("ok", count: 1)), contentType: "application/rss+xml")
        ])
        defer { server.stop() }
        try folder.writeURLs(["\(server.urlString("/limited")) \"~Limited\"", "\(server.urlString("/ok")) \"~OK\""])
        func asked() -> Int { server.requests.filter { $0.path == "/limited" }.count }

        let first = try folder.run(["refresh"])
        #expect(first.status == 1)
        #expect(first.stderrLines == ["byline: Limited: error: 429 Too Many Requests: slow down (try again in 10 minutes)"], "\(first.stderr)")
        let second = try folder.run(["refresh"])
        #expect(second.status == 1)
        #expect(
            second.stderrLines.count == 1
                && second.stderrLines.allSatisfy {
                    $0.firstMatch(of: /^byline: Limited: the server asked to wait until [0-2][0-9]:[0-5][0-9] \(429 Too Many Requests: slow down/)
                        != nil
                        && $0.hasSuffix("; --force asks anyway")
                }, "\(second.stderr)")
        #expect(second.stdoutLines.contains { $0.hasPrefix("OK: ") }, "\(second.stdout)")
        #expect(asked() == 1)
        let forced = try folder.run(["refresh", "--force"])
        #expect(forced.status == 1)
        #expect(asked() == 2)
    }

    @Test("a reason stored by a refresh under LANG=ko_KR.UTF-8 is printed in English by the next refresh in English, and the reverse")
    func storedReasonsInTheReadersLanguage() throws {
        for (first, then, expected, unexpected) in [
            ("ko_KR.UTF-8", "C.UTF-8", "too many requests", "요청이 너무 많습니다"),
            ("C.UTF-8", "ko_KR.UTF-8", "요청이 너무 많습니다", "too many requests")
        ] {
            let folder = try CacheFolder()
            defer { folder.remove() }
            let server = try TestHTTPServer(routes: ["/limited": .status(429, headers: [("Retry-After", "600")])])
            defer { server.stop() }
            try folder.writeURLs(["\(server.urlString("/limited")) \"~Limited\""])
            _ = try folder.run(["refresh"], extra: ["LANG": first])
            let later = try folder.run(["refresh"], extra: ["LANG": then])
            #expect(later.status == 1)
            #expect(later.stderr.contains(expected) && !later.stderr.contains(unexpected), "\(later.stderr)")
            #expect(server.requests.count == 1)
        }
    }

    @Test("a source queued behind hanging sources on the same host still gets asked, with its own full timeout")
    func queuedSourceIsNotTimedOutUnasked() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let server = try TestHTTPServer { request in
            request.path == "/good"
                ? .text(FeedBuilder.rss(title: "Good", items: FeedItem.numbered("good", count: 1)), contentType: "application/rss+xml")
                : .hang
        }
        defer { server.stop() }
        // Six connections per host (the default): the seventh and eighth sources wait for a slot.
        try folder.writeConfig("download-timeout 1\n")
        try folder.writeURLs((1...7).map { "\(server.urlString("/hang\($0)")) \"~hang\($0)\"" } + ["\(server.urlString("/good")) \"~good\""])

        let result = try folder.run(["refresh"], timeout: 30)

        #expect(result.status == 1)
        #expect(result.stdoutLines.contains("good: 1 new of 1"), "\(result.stdout)\n\(result.stderr)")
        #expect(server.requests.contains { $0.path == "/good" })
        let timedOut = result.stderrLines.filter { $0.contains("timed out") }
        #expect(timedOut.count == 7 && timedOut.allSatisfy { $0.hasPrefix("byline: hang") }, "\(result.stderr)")
    }
}
