import BylineTestSupport
import Foundation
import Testing

/// Per-source settings (urls-file tags and the config's `source` blocks), each tested by
/// what a loopback server receives or what `byline list` shows, with `byline refresh` run
/// twice as a process.
@Suite("per-source settings, run as a process", .serialized)
struct SourceSettingsProcessTests {
    private static func feed(_ prefix: String, count: Int = 2, newest: Date = Date()) -> TestResponse {
        .text(FeedBuilder.rss(title: prefix, items: FeedItem.numbered(prefix, count: count, newest: newest)), contentType: "application/rss+xml")
    }

    @Test("headers, cookies and user agents: the line over the most specific block over the tag block over the global option")
    func headersCookiesAndAgents() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let server = try TestHTTPServer { _ in Self.feed("h") }
        defer { server.stop() }
        let cookies = try folder.write(
            "cookies.txt",
            Data(
                """
                # Netscape HTTP Cookie File
                127.0.0.1\tFALSE\t/\tFALSE\t0\tsid\tabc123
                #HttpOnly_127.0.0.1\tFALSE\t/\tFALSE\t4102444800\tpref\tdark
                127.0.0.1\tFALSE\t/\tFALSE\t1000\told\tgone

                """.utf8))
        try folder.writeConfig(
            """
            user-agent Global/1
            source tag:loud {
                header "X-Edition: tagged"
                user-agent Tagged/1
            }
            source "http://127.0.0.1:*/news*" {
                header "X-Edition: world"
                header "X-Api-Token: tok-9"
                cookies \(cookies)
            }

            """)
        try folder.writeURLs([
            "\(server.urlString("/news")) loud", "\(server.urlString("/news-own")) loud \"user-agent=Line/2\" \"header=X-Edition: own\"",
            "\(server.urlString("/plain")) loud", server.urlString("/bare")
        ])
        for _ in 0..<2 {
            let result = try folder.run(["refresh"])
            #expect(result.status == 0, "\(result.stderr)")
        }
        func seen(_ path: String) -> [String] {
            server.requests.filter { $0.path == path }.map {
                "\($0.header("User-Agent") ?? "-") | \($0.header("X-Edition") ?? "-") | \($0.header("X-Api-Token") ?? "-") | \($0.header("Cookie") ?? "-")"
            }
        }
        #expect(seen("/news") == Array(repeating: "Tagged/1 | world | tok-9 | sid=abc123; pref=dark", count: 2))
        #expect(seen("/news-own") == Array(repeating: "Line/2 | own | tok-9 | sid=abc123; pref=dark", count: 2))
        #expect(seen("/plain") == Array(repeating: "Tagged/1 | tagged | - | -", count: 2))
        #expect(seen("/bare") == Array(repeating: "Global/1 | - | - | -", count: 2))
    }

    @Test("a source's proxy, or none, wins over the config's proxy")
    func proxies() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let globalProxy = try TestHTTPServer { _ in Self.feed("g") }
        defer { globalProxy.stop() }
        let ownProxy = try TestHTTPServer { _ in Self.feed("o") }
        defer { ownProxy.stop() }
        let direct = try TestHTTPServer { _ in Self.feed("d") }
        defer { direct.stop() }
        try folder.writeConfig("proxy \(globalProxy.urlString())\nsource \(direct.urlString("/direct")) {\n  proxy none\n}\n")
        try folder.writeURLs([
            "http://global.example.invalid/rss", "http://own.example.invalid/rss \"proxy=\(ownProxy.urlString())\"",
            direct.urlString("/direct")
        ])
        for _ in 0..<2 {
            let result = try folder.run(["refresh"])
            #expect(result.status == 0, "\(result.stderr)")
        }
        #expect(globalProxy.requests.map(\.target) == Array(repeating: "http://global.example.invalid/rss", count: 2))
        #expect(ownProxy.requests.map(\.target) == Array(repeating: "http://own.example.invalid/rss", count: 2))
        #expect(direct.requests.map(\.target) == ["/direct", "/direct"])
    }

    @Test("max-items, keep-articles-days and ignore-article of one source leave the others alone")
    func itemsKept() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let old = Date().addingTimeInterval(-20 * 86_400)
        let server = try TestHTTPServer { request in
            switch request.path {
            case "/few": Self.feed("few", count: 5)
            case "/old": Self.feed("old", count: 3, newest: old)
            case "/kill":
                .text(
                    FeedBuilder.rss(
                        title: "kill",
                        items: [FeedItem(id: "k1", title: "Sponsored: buy"), FeedItem(id: "k2", title: "News", published: Date())]),
                    contentType: "application/rss+xml")
            default: Self.feed("many", count: 5, newest: old)
            }
        }
        defer { server.stop() }
        try folder.writeConfig(
            """
            source \(server.urlString("/few")) {
                max-items 2
            }
            source tag:short {
                keep-articles-days 10
            }

            """)
        try folder.writeURLs([
            "\(server.urlString("/few")) \"~Few\"", "\(server.urlString("/old")) short \"~Old\"",
            "\(server.urlString("/kill")) \"~Kill\" \"ignore-article=title =~ \\\"^Sponsored\\\"\"",
            "\(server.urlString("/many")) \"~Many\""
        ])
        for _ in 0..<2 {
            let result = try folder.run(["refresh"])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let counts = Dictionary(grouping: try folder.list(["--limit", "100"]), by: \.source).mapValues(\.count)
        #expect(counts == ["Few": 2, "Kill": 1, "Many": 5])
        #expect(try folder.list(["--source", "Kill"]).map(\.title) == ["News"])
    }

    @Test("show-source names where each setting came from and what the server sent; bad values are one line each")
    func showSource() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let server = try TestHTTPServer { _ in
            .text(
                FeedBuilder.rss(title: "Shown", items: FeedItem.numbered("s", count: 3)), contentType: "application/rss+xml",
                headers: [("ETag", "\"v42\""), ("Last-Modified", "Sat, 05 Dec 2026 08:00:00 GMT")])
        }
        defer { server.stop() }
        try folder.writeConfig(
            """
            max-items 50
            source tag:news {
                reload-time 90
                max-items many
                header "Authorization: Bearer sekret-77"
                color yes
                full-text yes
            }

            """)
        try folder.writeURLs(["\(server.urlString("/feed")) news \"~Shown\" \"user-agent=Line/1\" \"keep-articles-days=soon\""])
        for _ in 0..<2 {
            let refresh = try folder.run(["refresh"])
            #expect(refresh.stderr.contains("config:4: max-items must be a whole number, not 'many'"))
            #expect(refresh.stderr.contains("config:6: 'color' cannot be set for one source"))
            #expect(refresh.stderr.contains("urls:1: keep-articles-days must be a number of days, not 'soon'"))
        }
        let result = try folder.run(["show-source", "Shown"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        #expect(lines.contains("reload-time 90 minutes config:3 (source tag:news)"))
        #expect(lines.contains("user-agent Line/1 urls:1"))
        #expect(lines.contains("header Authorization: [redacted] config:5 (source tag:news)"))
        #expect(lines.contains("max-items 50 config:1"))
        #expect(lines.contains("keep-articles-days 0 (keep all) default"))
        #expect(lines.contains("full-text yes config:7 (source tag:news)"))
        #expect(lines.contains("title Shown urls:1"))
        #expect(lines.contains("ETag \"v42\""))
        #expect(lines.contains("Last-Modified Sat, 05 Dec 2026 08:00:00 GMT"))
        #expect(lines.contains("articles 3 cached, 0.1 a day") || lines.contains { $0.hasPrefix("articles 3 cached") })
        #expect(!lines.contains { $0.hasPrefix("last success never") })
        #expect(!result.stdout.contains("sekret-77"))
        #expect(server.requests.allSatisfy { $0.header("Authorization") == "Bearer sekret-77" })
        let unknown = try folder.run(["show-source", "Nothing"])
        #expect(unknown.status == 1)
    }
}
