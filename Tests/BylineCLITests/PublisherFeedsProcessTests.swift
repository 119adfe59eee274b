import BylineTestSupport
import Foundation
import Testing

@Suite("feeds as publishers write them, refreshed by the real binary from a loopback server", .serialized)
struct PublisherFeedsProcessTests {
    /// The core tests' fixture feed `name`, as text.
    static func fixture(_ name: String) throws -> String {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("BylineCoreTests/Fixtures/feeds")
        return try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    /// A feed served at `/feed` whose server says the document lives at `/blog/feed.xml`.
    static let relocated = """
        <?xml version="1.0" encoding="utf-8"?>
        <rss version="2.0"><channel><title>Relocated</title><link>./</link>
        <item><title>Relative link</title><link>2024/relative.html</link><guid>rel-1</guid>
        <description>&lt;p&gt;See &lt;a href="notes.html"&gt;the notes&lt;/a&gt;.&lt;/p&gt;</description></item>
        </channel></rss>
        """

    @Test("escaped markup, base64 and draft-namespace titles and Content-Location bases show as the publisher meant, in list --json and show")
    func titlesShowAsMeant() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let server = try TestHTTPServer(routes: [
            "/devblog.xml": .text(try Self.fixture("escaped-markup-titles.xml"), contentType: "application/rss+xml"),
            "/old.atom": .text(try Self.fixture("atom03-base64.xml"), contentType: "application/atom+xml"),
            "/draft.atom": .text(try Self.fixture("atom-draft-namespace.xml"), contentType: "application/atom+xml"),
            "/feed": .text(Self.relocated, contentType: "application/rss+xml", headers: [("Content-Location", "/blog/feed.xml")])
        ])
        defer { server.stop() }
        try folder.writeURLs(["/devblog.xml", "/old.atom", "/draft.atom", "/feed"].map { server.urlString($0) })

        let refresh = try folder.run(["refresh"])
        #expect(refresh.status == 0, "\(refresh.stderr)")
        #expect(refresh.stderr.isEmpty)

        let listed = try folder.list()
        let byTitle = Dictionary(listed.map { ($0.title, $0) }) { first, _ in first }
        for title in [
            "a new <Span> type", "Tom & Jerry <3 the <template> element", "if (a < b && c > d)",
            "Breaking: AT&T’s new plan", "It’s here — café edition"
        ] {
            #expect(byTitle[title]?.source == "<devblog/>", "\(title) in \(listed.map(\.title))")
        }
        #expect(byTitle["Entry title über <Span>"]?.source == "Base & sixty-four <feed>")
        #expect(byTitle["A title typed base64"] != nil)
        #expect(byTitle["From a 2005 draft"]?.source == "Draft Atom")
        let relative = try #require(byTitle["Relative link"])
        #expect(relative.url == server.urlString("/blog/2024/relative.html"))

        let span = try #require(byTitle["a new <Span> type"])
        let show = try folder.run(["show", String(span.id)])
        #expect(show.status == 0)
        #expect(show.stdoutLines.first == "a new <Span> type")
        #expect(show.stdoutLines.contains("Source: <devblog/>"))
        let notes = try folder.run(["show", String(relative.id)])
        #expect(notes.stdout.contains(server.urlString("/blog/notes.html")), "\(notes.stdout)")

        // Twice: a second refresh keeps every title as it is and adds nothing.
        #expect(try folder.run(["refresh"]).status == 0)
        #expect(Set(try folder.list().map(\.title)) == Set(listed.map(\.title)))
    }
}
