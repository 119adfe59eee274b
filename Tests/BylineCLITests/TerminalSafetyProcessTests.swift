import BylineTestSupport
import Foundation
import Testing

@Suite("escape sequences and bidi controls from feeds never reach the terminal", .serialized)
struct TerminalSafetyProcessTests {
    /// OSC title change, SGR colour, 8-bit CSI, NEL, a bidi override and an isolate, in one string.
    static let hostile = "\u{1B}]2;owned\u{07}Evil \u{1B}[31mred\u{1B}[0m \u{9B}2J clear \u{85}next \u{202E}desrever\u{202C} \u{2066}iso\u{2069}"

    /// The same attacks written as character references inside HTML inside XML, which only
    /// become control characters after the HTML is decoded.
    static let hostileHTMLInXML = "&amp;#27;]2;owned&amp;#7;Evil &amp;#x1b;[31mred &amp;#x9b;2J clear &amp;#x202E;desrever"

    @Test("titles, names, bodies and error messages holding ESC, BEL, CSI, C1 and bidi controls are cleaned in every output")
    func hostileTextIsCleaned() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let jsonItems = [
            FeedItem(
                id: "j1", title: Self.hostile, link: "http://example.org/j1", summary: Self.hostile,
                contentHTML: "<p>\(Self.hostile)</p>", author: Self.hostile, published: Date())
        ]
        let rss = """
            <?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>RSS &#x9B;31m &#x202E;chan</title>
            <item><guid>r1</guid><title>\(Self.hostileHTMLInXML)</title><link>http://example.org/r1</link>
            <description>&lt;p&gt;\(Self.hostileHTMLInXML)&lt;/p&gt;&lt;a href="http://example.org/&amp;#27;x"&gt;li&amp;#x9b;nk&lt;/a&gt;</description>
            <author>x@example.org (Au&#x202E;thor)</author></item></channel></rss>
            """
        let atom = """
            <?xml version="1.0" encoding="UTF-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title type="html">Atom &amp;#x1b;[5m</title>
            <id>urn:a</id><updated>2025-06-15T12:00:00Z</updated><entry><id>a1</id>
            <title type="html">&lt;b&gt;\(Self.hostileHTMLInXML)&lt;/b&gt;</title><link href="http://example.org/a1"/>
            <content type="html">&lt;h1&gt;\(Self.hostileHTMLInXML)&lt;/h1&gt;</content></entry></feed>
            """
        let errorJSON = #"{"status":"error","code":"bad\u001b[31m","message":"failed \u001b]2;pwned\u0007 here \u202e now"}"#
        let server = try TestHTTPServer(routes: [
            "/json": .text(FeedBuilder.jsonFeed(title: "JSON " + Self.hostile, items: jsonItems), contentType: "application/feed+json"),
            "/rss": .text(rss, contentType: "application/rss+xml"),
            "/atom": .text(atom, contentType: "application/atom+xml"),
            "/v2/everything": .json(
                FeedBuilder.newsAPI(
                    source: "Wire " + Self.hostile,
                    items: [
                        FeedItem(id: "n1", title: "News " + Self.hostile, summary: Self.hostile, author: Self.hostile)
                    ])),
            "/error": .json(errorJSON, status: 500),
            "/words": .text("\u{1B}]2;pwned\u{07} \u{9B}31m not a feed \u{202E}")
        ])
        defer { server.stop() }
        try folder.writeURLs(
            ["/json", "/rss", "/atom", "/error", "/words"].map { server.urlString($0) }
                + ["newsapi:everything?q=evil", "\(server.urlString("/error?local")) \"~Local \u{1B}[31mname\u{202E}\""])
        let environment = ["NEWSAPI_KEY": "key-for-safety-test", "BYLINE_NEWSAPI_URL": server.urlString()]

        let refresh = try folder.run(["refresh"], extra: environment)
        #expect(refresh.status == 1)
        #expect(refresh.stderr.contains(": 500 Internal Server Error: failed here now\n"), "\(refresh.stderr)")
        var outputs: [(String, BylineProcess.Result)] = [("refresh", refresh)]
        outputs.append(("list", try folder.run(["list"])))
        outputs.append(("list --json", try folder.run(["list", "--json"])))
        let articles = try folder.list()
        #expect(articles.count == 4)
        for article in articles {
            outputs.append(("show \(article.id)", try folder.run(["show", String(article.id), "--width", "60"])))
        }
        for (name, result) in outputs {
            #expect(TerminalSafety.problems(in: result.stdoutBytes).isEmpty, "\(name) stdout: \(TerminalSafety.problems(in: result.stdoutBytes))")
            #expect(TerminalSafety.problems(in: result.stderrBytes).isEmpty, "\(name) stderr: \(TerminalSafety.problems(in: result.stderrBytes))")
        }
        // The words around the attacks survive; only the controls are gone.
        let list = outputs[1].1.stdout
        #expect(list.contains("Evil red") && list.contains("clear"), "\(list)")
        #expect(articles.allSatisfy { $0.title.contains("Evil") && $0.title.contains("desrever") })
    }

    @Test(
        "the TerminalSafety check itself finds every kind of control it is meant to find",
        arguments: [
            "\u{1B}", "\u{07}", "\u{9B}", "\u{85}", "\u{202E}", "\u{2067}", "\u{0D}"
        ])
    func checkFindsControls(control: String) {
        #expect(!TerminalSafety.problems(in: Data("a\(control)b".utf8)).isEmpty)
        #expect(TerminalSafety.problems(in: Data("a\tb\n한국어 🎉".utf8)).isEmpty)
        #expect(!TerminalSafety.problems(in: Data([0x61, 0x9B, 0x62])).isEmpty)
    }
}
