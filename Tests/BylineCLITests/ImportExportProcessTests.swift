import BylineCore
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

    @Test("export prints OPML 2.0 with tags as folders; import then export gives the same file")
    func exportRoundTrip() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        try folder.writeURLs(
            Self.opmlAsURLs.split(separator: "\n").map(String.init)
                + ["https://blog.example.com/feed tech \"~Example & <Blog>\""])
        let export = try folder.run(["export"])
        #expect(export.status == 0 && export.stderr.isEmpty)
        #expect(export.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<opml version=\"2.0\">\n"))
        #expect(
            export.stdout.contains(
                """
                    <outline text="Tech" title="Tech">
                      <outline type="rss" text="Swift Blog" title="Swift Blog" xmlUrl="https://www.swift.org/atom.xml"/>
                      <outline type="rss" text="한국 뉴스" title="한국 뉴스" xmlUrl="https://news.example.kr/rss"/>
                    </outline>
                """))
        #expect(export.stdout.contains(#"xmlUrl="newsapi:everything?q=swift&amp;language=en""#))
        #expect(export.stdout.contains(#"title="Example &amp; &lt;Blog&gt;""#))
        #expect(export.stdout.hasSuffix("  </body>\n</opml>\n"))

        let other = try CacheFolder()
        defer { other.remove() }
        let file = try other.write("exported.opml", export.stdoutBytes)
        let imported = try other.run(["import", file])
        #expect(imported.stdout == "imported 6 new sources into \(other.urls)\n")
        let mine = try URLsFile.load(path: folder.urls).sources
        let theirs = try URLsFile.load(path: other.urls).sources
        #expect(
            Set(theirs.map { "\($0.key) \($0.title ?? "") \(Set($0.tags).sorted())" })
                == Set(mine.map { "\($0.key) \($0.title ?? "") \(Set($0.tags).sorted())" }))
        let again = try other.run(["export"])
        let withoutDate = { (text: String) in text.split(separator: "\n").filter { !$0.contains("<dateCreated>") } }
        #expect(withoutDate(again.stdout) == withoutDate(export.stdout))
    }

    @Test("export names a feed by its title from the cache, writes every tag as a folder other readers import, and round-trips")
    func exportFoldersAndCachedTitles() throws {
        let server = try TestHTTPServer { request in
            .text(
                FeedBuilder.rss(title: "Cached \(request.path.dropFirst())", items: FeedItem.numbered("x", count: 1)),
                contentType: "application/rss+xml")
        }
        defer { server.stop() }
        let folder = try CacheFolder()
        defer { folder.remove() }
        try folder.writeURLs([
            "\(server.urlString("/one")) b",
            "\(server.urlString("/two")) a \"~Given\"",
            "\(server.urlString("/three")) b a \"max-items=5\" !",
            server.urlString("/four")
        ])
        #expect(try folder.run(["refresh"]).status == 0)
        let export = try folder.run(["export"])
        #expect(export.status == 0 && export.stderr.isEmpty, "\(export.stderr)")
        // Folders by name; in each, sources by their first folder, then as listed: the order an
        // import of the document gives them, so exporting again changes nothing.
        let body = export.stdout.components(separatedBy: "<body>\n").last ?? ""
        let one = "type=\"rss\" text=\"Cached one\" title=\"Cached one\" xmlUrl=\"\(server.urlString("/one"))\"/>"
        let two = "type=\"rss\" text=\"Given\" title=\"Given\" xmlUrl=\"\(server.urlString("/two"))\"/>"
        let three = "type=\"rss\" text=\"Cached three\" title=\"Cached three\" xmlUrl=\"\(server.urlString("/three"))\" category=\"max-items=5,!\"/>"
        let four = "type=\"rss\" text=\"Cached four\" title=\"Cached four\" xmlUrl=\"\(server.urlString("/four"))\"/>"
        #expect(
            body == """
                    <outline text="a" title="a">
                      <outline \(two)
                      <outline \(three)
                    </outline>
                    <outline text="b" title="b">
                      <outline \(three)
                      <outline \(one)
                    </outline>
                    <outline \(four)
                  </body>
                </opml>

                """)
        let other = try CacheFolder()
        defer { other.remove() }
        let file = try other.write("exported.opml", export.stdoutBytes)
        #expect(try other.run(["import", file]).status == 0)
        let imported = try URLsFile.load(path: other.urls).sources
        #expect(imported.first { $0.key == server.urlString("/three") }.map { Set($0.tags) } == ["a", "b", "max-items=5", "!"])
        let again = try other.run(["export"])
        let withoutDate = { (text: String) in text.split(separator: "\n").filter { !$0.contains("<dateCreated>") } }
        #expect(withoutDate(again.stdout) == withoutDate(export.stdout))
    }

    @Test("export masks passwords in OPML and in newsboat's urls file unless --with-passwords asks for them")
    func exportMasksPasswords() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        try folder.writeURLs(["https://me:hunter2@private.example.org/feed news", "https://example.org/open"])
        for format in ["opml", "newsboat-urls"] {
            let masked = try folder.run(["export", "--format", format])
            #expect(masked.status == 0)
            #expect(!masked.allOutput.contains("hunter2"), "\(masked.allOutput)")
            #expect(masked.stdout.contains("https://me:[redacted]@private.example.org/feed"))
            #expect(masked.stderr.contains("--with-passwords"), "\(masked.stderr)")
            let full = try folder.run(["export", "--format", format, "--with-passwords"])
            #expect(full.status == 0 && full.stderr.isEmpty, "\(full.stderr)")
            #expect(full.stdout.contains("https://me:hunter2@private.example.org/feed"))
        }
        let newsboat = try folder.run(["export", "--format", "newsboat-urls", "--with-passwords"])
        #expect(newsboat.stdout == "https://me:hunter2@private.example.org/feed news\nhttps://example.org/open\n")
    }

    @Test(
        "export with no sources is an empty OPML body; import needs one readable, safe file",
        arguments: [
            ("missing", Int32(1)), ("entities", 1), ("none", 2), ("two", 2)
        ])
    func importFailures(kind: String, status: Int32) throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let entities = try folder.write(
            "entities.opml",
            Data(
                """
                <?xml version="1.0"?><!DOCTYPE opml [<!ENTITY a "b">]><opml version="2.0"><body>\
                <outline xmlUrl="http://a.example/&a;"/></body></opml>
                """.utf8))
        let arguments: [String] =
            switch kind {
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
