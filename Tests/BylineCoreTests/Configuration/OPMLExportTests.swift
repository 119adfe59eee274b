import Foundation
import Testing
@testable import BylineCore

@Suite("OPML export")
struct OPMLExportTests {
    @Test func exportIsOPML2WithHeadAndOneOutlinePerSource() throws {
        let sources = [
            try Source(parsingKey: "https://example.com/feed?a=1&b=2", title: "Tom & Jerry's <News> \"daily\"", tags: ["tech", "open source"]),
            try Source(parsingKey: "newsapi:top-headlines?country=us&category=technology"),
            .demo,
        ]
        let xml = OPML.export(sources, title: "My <feeds>", dateCreated: Date(timeIntervalSince1970: 0))
        #expect(xml == """
            <?xml version="1.0" encoding="UTF-8"?>
            <opml version="2.0">
              <head>
                <title>My &lt;feeds&gt;</title>
                <dateCreated>Thu, 01 Jan 1970 00:00:00 GMT</dateCreated>
              </head>
              <body>
                <outline type="rss" text="Tom &amp; Jerry&apos;s &lt;News&gt; &quot;daily&quot;" \
            title="Tom &amp; Jerry&apos;s &lt;News&gt; &quot;daily&quot;" xmlUrl="https://example.com/feed?a=1&amp;b=2" \
            category="tech,open source"/>
                <outline type="rss" text="newsapi:top-headlines?country=us&amp;category=technology" \
            xmlUrl="newsapi:top-headlines?country=us&amp;category=technology"/>
              </body>
            </opml>

            """)
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
        let source = try Source(parsingKey: "https://example.com/feed", title: "Evil\u{1B}]2;pwned\u{07}\u{202E} Feed\u{85}",
                                tags: ["ok", "\u{9B}31mtag"])
        let document = OPML.export([source], dateCreated: Date(timeIntervalSince1970: 0))
        #expect(!document.unicodeScalars.contains { [0x1B, 0x07, 0x202E, 0x85, 0x9B].contains($0.value) })
        #expect(document.contains("title=\"Evil Feed\""))
        #expect(document.contains("category=\"ok,tag\""))
    }
}
