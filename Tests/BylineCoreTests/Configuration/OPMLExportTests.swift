import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("OPML export")
struct OPMLExportTests {
    @Test("export is OPML 2.0 with a head, each tag a folder holding its sources, untagged sources after the folders")
    func exportIsOPML2WithFolders() throws {
        let sources = [
            try Source(
                parsingKey: "https://example.com/feed?a=1&b=2", title: "Tom & Jerry's <News> \"daily\"",
                tags: ["tech", "open source", "max-items=5"]),
            try Source(parsingKey: "newsapi:top-headlines?country=us&category=technology"),
            .demo
        ]
        let xml = OPML.export(sources, title: "My <feeds>", dateCreated: Date(timeIntervalSince1970: 0))
        let tom = """
            <outline type="rss" text="Tom &amp; Jerry&apos;s &lt;News&gt; &quot;daily&quot;" \
            title="Tom &amp; Jerry&apos;s &lt;News&gt; &quot;daily&quot;" xmlUrl="https://example.com/feed?a=1&amp;b=2" \
            category="max-items=5"/>
            """
        #expect(
            xml == """
                <?xml version="1.0" encoding="UTF-8"?>
                <opml version="2.0">
                  <head>
                    <title>My &lt;feeds&gt;</title>
                    <dateCreated>Thu, 01 Jan 1970 00:00:00 GMT</dateCreated>
                  </head>
                  <body>
                    <outline text="open source" title="open source">
                      \(tom)
                    </outline>
                    <outline text="tech" title="tech">
                      \(tom)
                    </outline>
                    <outline type="rss" text="newsapi:top-headlines?country=us&amp;category=technology" \
                xmlUrl="newsapi:top-headlines?country=us&amp;category=technology"/>
                  </body>
                </opml>

                """)
    }

    @Test("export, import into an empty list, export again gives the same document, whatever the tags' order")
    func exportImportExportIsStable() throws {
        // Found by hand: with folders in order of first use, b's members came back reordered.
        let lists: [[(String, [String])]] = [
            [("s1", ["a"]), ("s2", ["b"]), ("s3", ["a", "b"])],
            [("w", ["a"]), ("u", ["c"]), ("s", ["a", "b"])],
            [("x", ["Tech", "tech", "!"]), ("y", []), ("z", ["b", "A", "user-agent=Bot 1"]), ("v", ["A"])]
        ]
        for list in lists {
            let sources = try list.map { try Source(parsingKey: "https://example.org/\($0.0)", tags: $0.1) }
            let first = OPML.export(sources, dateCreated: Date(timeIntervalSince1970: 0))
            let imported = try OPML.parse(Data(first.utf8))
            #expect(imported.errors.isEmpty)
            #expect(Set(imported.sources.map { "\($0.key) \(Set($0.tags).sorted())" }) == Set(sources.map { "\($0.key) \(Set($0.tags).sorted())" }))
            #expect(OPML.export(imported.sources, dateCreated: Date(timeIntervalSince1970: 0)) == first, "\(list)")
        }
    }

    @Test func escapingDropsWhatXMLCannotHoldAndKeepsLineBreaks() {
        #expect(OPML.escape("a\u{01}b\u{FFFE}c\nd\te") == "abc&#10;d&#9;e")
        #expect(OPML.escape("한국어 ✓") == "한국어 ✓")
    }

    @Test func anEmptyListIsStillAValidDocument() throws {
        let parsed = try OPML.parse(Data(OPML.export([]).utf8))
        #expect(parsed == ParsedSources())
    }
}

@Suite("OPML export cleans hand-typed text")
struct OPMLExportCleaningTests {
    @Test("controls, bidi overrides and escape sequences in titles and tags never reach the document")
    func hostileTitle() throws {
        let source = try Source(
            parsingKey: "https://example.com/feed", title: "Evil\u{1B}]2;pwned\u{07}\u{202E} Feed\u{85}",
            tags: ["ok", "\u{9B}31mtag"])
        let document = OPML.export([source], dateCreated: Date(timeIntervalSince1970: 0))
        #expect(!document.unicodeScalars.contains { [0x1B, 0x07, 0x202E, 0x85, 0x9B].contains($0.value) })
        #expect(document.contains("title=\"Evil Feed\""))
        #expect(document.contains("<outline text=\"ok\" title=\"ok\">") && document.contains("<outline text=\"tag\" title=\"tag\">"))
    }
}
