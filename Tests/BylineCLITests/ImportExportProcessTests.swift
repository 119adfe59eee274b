import BylineTestSupport
import Foundation
import Testing

@Suite("byline import and export, run as a process", .serialized)
struct ImportExportProcessTests {
    /// An OPML 2.0 file with a folder, categories, a Korean title, hostile characters and a NewsAPI source.
    static let opml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <opml version="2.0"><head><title>Mine</title></head><body>
        <outline text="Tech">
          <outline type="rss" text="Swift Blog" title="Swift Blog" xmlUrl="https://www.swift.org/atom.xml" category="swift,lang"/>
          <outline type="rss" text="한국 뉴스" xmlUrl="https://news.example.kr/rss"/>
        </outline>
        <outline type="rss" text="https://example.org/feed.xml" xmlUrl="https://example.org/feed.xml"/>
        <outline type="rss" text="Evil &#x202E;name &#x9B;31m" xmlUrl="https://evil.example.org/feed"/>
        <outline type="rss" text="NewsAPI" xmlUrl="newsapi:everything?q=swift&amp;language=en"/>
        </body></opml>
        """

    /// What importing ``opml`` into an empty urls file must write.
    /// (`&#x9B;` is read as windows-1252 reads 0x9B, `›`, as browsers and feed readers read
    /// numeric references from 128 to 159, so no C1 control is left to strip; the bidi
    /// override is still removed.)
    static let opmlAsURLs = """
        https://www.swift.org/atom.xml Tech swift lang "~Swift Blog"
        https://news.example.kr/rss Tech "~한국 뉴스"
        https://example.org/feed.xml
        https://evil.example.org/feed "~Evil name ›31m"
        newsapi:everything?q=swift&language=en "~NewsAPI"

        """

    /// A newsboat urls file with comments, a bad line and sources already in ``opmlAsURLs``.
    static let newsboat = """
        # my feeds

        https://WWW.SWIFT.ORG/atom.xml dup
        https://blog.example.com/feed tech "~Example Blog"
        ftp://files.example.com/feed
        newsapi:everything?q=swift news
        https://example.org/feed.xml again

        """

    /// The urls file of `folder` as text.
    func urlsText(_ folder: CacheFolder) throws -> String {
        try String(contentsOfFile: folder.urls, encoding: .utf8)
    }

    @Test("importing an OPML file keeps titles, folders and categories as tags, and adds nothing the second time")
    func importOPMLTwice() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let file = try folder.write("subscriptions.opml", Data(Self.opml.utf8))
        let first = try folder.run(["import", file])
        #expect(first.status == 0 && first.stderr.isEmpty)
        #expect(first.stdout == "imported 5 new sources into \(folder.urls)\n")
        #expect(try urlsText(folder) == Self.opmlAsURLs)
        let second = try folder.run(["import", file])
        #expect(second.status == 0)
        #expect(second.stdout == "imported 0 new sources into \(folder.urls) (5 already listed)\n")
        #expect(try urlsText(folder) == Self.opmlAsURLs)
    }

    @Test("importing a newsboat urls file merges without duplicates, keeps tags and titles, and names bad lines")
    func importNewsboatTwice() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        try folder.writeURLs(["# mine, kept as written", "https://www.swift.org/atom.xml \"~Swift\""])
        let file = try folder.write("newsboat-urls", Data(Self.newsboat.utf8))
        let first = try folder.run(["import", file])
        #expect(first.status == 0)
        #expect(first.stdout == "imported 3 new sources into \(folder.urls) (1 already listed)\n")
        #expect(first.stderrLines == ["byline: warning: newsboat-urls:5: 'ftp://files.example.com/feed' is not an http(s) URL"])
        let expected = """
            # mine, kept as written
            https://www.swift.org/atom.xml "~Swift"
            https://blog.example.com/feed tech "~Example Blog"
            newsapi:everything?q=swift news
            https://example.org/feed.xml again

            """
        #expect(try urlsText(folder) == expected)
        let second = try folder.run(["import", file])
        #expect(second.stdout == "imported 0 new sources into \(folder.urls) (4 already listed)\n")
        #expect(try urlsText(folder) == expected)
    }

    @Test("export prints OPML 2.0 that imports back to the same sources")
    func exportRoundTrip() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        try folder.writeURLs(Self.opmlAsURLs.split(separator: "\n").map(String.init)
            + ["https://blog.example.com/feed tech \"~Example & <Blog>\""])
        let export = try folder.run(["export"])
        #expect(export.status == 0 && export.stderr.isEmpty)
        #expect(export.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<opml version=\"2.0\">\n"))
        #expect(export.stdout.contains(#"<outline type="rss" text="Swift Blog" title="Swift Blog" xmlUrl="https://www.swift.org/atom.xml" category="Tech,swift,lang"/>"#))
        #expect(export.stdout.contains(#"xmlUrl="newsapi:everything?q=swift&amp;language=en""#))
        #expect(export.stdout.contains(#"title="Example &amp; &lt;Blog&gt;""#))
        #expect(export.stdoutLines.filter { $0.hasPrefix("    <outline type=\"rss\" ") && $0.hasSuffix("/>") }.count == 6)
        #expect(export.stdout.hasSuffix("  </body>\n</opml>\n"))

        let other = try CacheFolder()
        defer { other.remove() }
        let file = try other.write("exported.opml", export.stdoutBytes)
        let imported = try other.run(["import", file])
        #expect(imported.stdout == "imported 6 new sources into \(other.urls)\n")
        #expect(try urlsText(other) == (try urlsText(folder)))
        let again = try other.run(["export"])
        let withoutDate = { (text: String) in text.split(separator: "\n").filter { !$0.contains("<dateCreated>") } }
        #expect(withoutDate(again.stdout) == withoutDate(export.stdout))
    }

    @Test("export with no sources is an empty OPML body; import needs one readable, safe file", arguments: [
        ("missing", Int32(1)), ("entities", 1), ("none", 2), ("two", 2),
    ])
    func importFailures(kind: String, status: Int32) throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let entities = try folder.write("entities.opml", Data("""
            <?xml version="1.0"?><!DOCTYPE opml [<!ENTITY a "b">]><opml version="2.0"><body>\
            <outline xmlUrl="http://a.example/&a;"/></body></opml>
            """.utf8))
        let arguments: [String] = switch kind {
        case "missing": ["import", folder.root.appendingPathComponent("nothing-here").path]
        case "entities": ["import", entities]
        case "none": ["import"]
        default: ["import", entities, entities]
        }
        let result = try folder.run(arguments)
        #expect(result.status == status)
        #expect(result.stderrLines.first?.hasPrefix("byline: ") == true)
        #expect(result.stderrLines.count == (status == 2 ? 3 : 1), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.urls))
        let export = try folder.run(["export"])
        #expect(export.status == 0)
        #expect(export.stdout.contains("<body>\n  </body>"))
    }

    @Test("imports running at the same time all land in the urls file (none overwrites another's)")
    func concurrentImports() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let files = try (1...12).map { number in
            try folder.write("import-\(number)", Data("https://site\(number).example.org/feed tag\(number)\n".utf8))
        }
        let running = try files.map { try RunningByline(["import", $0] + folder.fileOptions, environment: folder.environment) }
        let results = running.map { $0.wait() }

        #expect(results.allSatisfy { $0.status == 0 && $0.stdout.hasPrefix("imported 1 new source into ") })
        let lines = try urlsText(folder).split(separator: "\n")
        #expect(Set(lines) == Set((1...12).map { "https://site\($0).example.org/feed tag\($0)"[...] }), "\(lines)")
        #expect(lines.count == 12)
    }
}
