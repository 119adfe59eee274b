import BylineTestSupport
import Foundation
import Testing

@Suite("hostile feeds through byline refresh, run as a process", .serialized)
struct HostileFeedProcessTests {
    /// An RSS document whose doctype is `doctype` and whose only item's title is `title`.
    static func rss(doctype: String, title: String, guid: String = "h1") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        \(doctype)
        <rss version="2.0" xmlns:xi="http://www.w3.org/2001/XInclude"><channel><title>Hostile</title>
        <item><guid>\(guid)</guid><title>\(title)</title><link>http://example.org/\(guid)</link>
        <description>\(title)</description></item></channel></rss>
        """
    }

    /// The billion laughs: ten levels of ten references each.
    static var billionLaughs: String {
        var declarations = #"<!ENTITY lol0 "lol">"#
        for level in 1...9 {
            declarations += "\n<!ENTITY lol\(level) \"\(String(repeating: "&lol\(level - 1);", count: 10))\">"
        }
        return rss(doctype: "<!DOCTYPE rss [\(declarations)]>", title: "&lol9;")
    }

    /// The quadratic blow-up: one 50 kB entity referenced 50,000 times (2.5 GB expanded).
    static var quadraticBlowUp: String {
        rss(
            doctype: "<!DOCTYPE rss [<!ENTITY big \"\(String(repeating: "B", count: 50_000))\">]>",
            title: String(repeating: "&big;", count: 50_000))
    }

    @Test("XXE, entity bombs, oversized, endless, compressed and trickling bodies fail alone; the secret leaks nowhere; exit 1")
    func hostileDocuments() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let secret = "BYLINE-SECRET-\(UUID().uuidString)"
        let secretPath = try folder.write("secret.txt", Data((secret + "\n").utf8))
        let secretURL = URL(fileURLWithPath: secretPath).absoluteString
        try folder.writeConfig("max-response-size 1\ndownload-timeout 2\n")
        let huge = FeedBuilder.rss(
            title: "Huge",
            items: [
                FeedItem(
                    id: "huge", title: "Huge",
                    summary: String(repeating: "x", count: 2 << 20))
            ])
        let server = try TestHTTPServer(routes: [
            "/good": .text(FeedBuilder.rss(title: "Good", items: FeedItem.numbered("good", count: 3)), contentType: "application/rss+xml"),
            "/xxe": .text(Self.rss(doctype: "<!DOCTYPE rss [<!ENTITY xxe SYSTEM \"\(secretURL)\">]>", title: "Leak &xxe;")),
            "/parameter": .text(Self.rss(doctype: "<!DOCTYPE rss [<!ENTITY % p SYSTEM \"\(secretURL)\"> %p;]>", title: "P")),
            "/dtd": .text(Self.rss(doctype: "<!DOCTYPE rss SYSTEM \"\(secretURL)\">", title: "External DTD", guid: "dtd")),
            "/xinclude": .text(Self.rss(doctype: "", title: "Include <xi:include href=\"\(secretURL)\" parse=\"text\"/>", guid: "xi")),
            "/laughs": .text(Self.billionLaughs),
            "/quadratic": .text(Self.quadraticBlowUp),
            "/huge": .text(huge, contentType: "application/rss+xml"),
            "/endless": .endless(status: 200, contentType: "application/rss+xml"),
            "/trickle": .trickle(
                status: 200, headers: [("Content-Type", "application/rss+xml")],
                body: Data(FeedBuilder.rss(title: "Slow", items: FeedItem.numbered("slow", count: 1)).utf8),
                chunkSize: 1, interval: 1),
            "/hang": .hang,
            "/gzip-bomb": .gzip(Data(huge.utf8) + Data(repeating: 0x20, count: 6 << 20), contentType: "application/rss+xml"),
            "/to-file": .redirect(secretURL)
        ])
        defer { server.stop() }
        let failing: [(name: String, cause: String)] = [
            ("xxe", "declares XML entities"), ("parameter", "declares XML entities"), ("laughs", "declares XML entities"),
            ("quadratic", "declares XML entities"), ("huge", "larger than the 1 MiB limit"),
            ("endless", "larger than the 1 MiB limit"), ("gzip-bomb", "larger than the 1 MiB limit"),
            ("trickle", "timed out"), ("hang", "timed out"), ("to-file", "only http and https")
        ]
        try folder.writeURLs((["good", "dtd", "xinclude"] + failing.map(\.name)).map { "\(server.urlString("/\($0)")) \"~\($0)\"" })

        // The process is stopped after 30 s: a refresh that hangs ends with 143, not 1.
        let refresh = try folder.run(["refresh"], timeout: 30)

        #expect(refresh.status == 1)
        #expect(refresh.stdoutLines.contains("good: 3 new of 3"))
        #expect(refresh.stdoutLines.contains("xinclude: 1 new of 1"))
        #expect(refresh.stderrLines.count == failing.count, "\(refresh.stderr)")
        for (name, cause) in failing {
            let lines = refresh.stderrLines.filter { $0.hasPrefix("byline: \(name): error: ") }
            #expect(lines.count == 1 && lines[0].contains(cause), "\(name): \(refresh.stderr)")
        }
        let articles = try folder.list()
        #expect(articles.filter { $0.source == "good" }.count == 3)
        #expect(articles.contains { $0.title.hasPrefix("Include") })
        #expect(!articles.contains { $0.source == "trickle" || $0.source == "huge" })

        var seen = refresh.allOutput + (try folder.run(["list", "--json"]).allOutput)
        for article in articles {
            seen += try folder.run(["show", String(article.id), "--width", "200"]).allOutput
        }
        #expect(!seen.contains(secret))
        #expect(folder.cacheBytes().range(of: Data(secret.utf8)) == nil)
        #expect(!articles.isEmpty && folder.cacheBytes().count > 0)
    }

    @Test("invalid UTF-8 is repaired to U+FFFD (never passed through) in XML and JSON feeds, beside good sources")
    func invalidUTF8IsRepaired() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let xml =
            Data(#"<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>한국 XML</title>"#.utf8)
            + Data("<item><guid>x1</guid><title>Caf".utf8) + Data([0xE9, 0xFF]) + Data(" stray</title></item></channel></rss>".utf8)
        let json =
            Data(#"{"version":"https://jsonfeed.org/version/1.1","title":"JSON 한국","items":[{"id":"j1","title":"Bad "#.utf8)
            + Data([0xC3, 0x28, 0xFF]) + Data(#" bytes"}]}"#.utf8)
        let newsAPI =
            Data(#"{"status":"ok","totalResults":1,"articles":[{"source":{"name":"Wire"},"title":"Wire "#.utf8)
            + Data([0xFF]) + Data(#" story","url":"http://example.org/wire"}]}"#.utf8)
        let server = try TestHTTPServer(routes: [
            "/v2/top-headlines": .respond(status: 200, headers: [("Content-Type", "application/json")], body: newsAPI),
            "/xml": .respond(status: 200, headers: [("Content-Type", "application/rss+xml")], body: xml),
            "/json": .respond(status: 200, headers: [("Content-Type", "application/feed+json")], body: json),
            "/good": .text(FeedBuilder.atom(title: "Good", items: FeedItem.numbered("good", count: 2)), contentType: "application/atom+xml")
        ])
        defer { server.stop() }
        try folder.writeURLs(["/xml", "/json", "/good"].map { server.urlString($0) } + ["newsapi:top-headlines?country=us"])

        let refresh = try folder.run(["refresh"], extra: ["NEWSAPI_KEY": "test-key-1234", "BYLINE_NEWSAPI_URL": server.urlString()])

        #expect(refresh.status == 0, "\(refresh.stderr)")
        let titles = Set(try folder.list().map(\.title))
        #expect(titles.contains("Caf\u{FFFD}\u{FFFD} stray"), "\(titles)")
        // JSONDecoder alone drops a string holding a bad byte, and with it an item that has no link.
        #expect(titles.contains("Bad \u{FFFD}(\u{FFFD} bytes"), "\(titles)")
        #expect(titles.contains("Wire \u{FFFD} story"), "\(titles)")
        #expect(titles.isSuperset(of: ["good story 0", "good story 1"]))
        let list = try folder.run(["list"])
        #expect(String(validating: list.stdoutBytes, as: UTF8.self) != nil)
        #expect(TerminalSafety.problems(in: list.stdoutBytes + refresh.stdoutBytes + refresh.stderrBytes).isEmpty)
    }
}
