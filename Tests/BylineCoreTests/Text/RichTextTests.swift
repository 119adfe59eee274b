import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineText
@testable import BylineXML

@Suite struct RichTextTests {
    /// The body laid out at `width`, lines joined with newlines.
    private func render(_ html: String, width: Int = 40, base: String? = nil) -> String {
        RichText(parsing: html, baseURL: base.flatMap { URL(string: $0) }).layout(width: width).map(\.plainText).joined(separator: "\n")
    }

    @Test func paragraphsAreSeparatedByABlankLineAndWhiteSpaceCollapses() {
        let html = "<p>First   paragraph\n  with\tspaces.</p>\n\n<p>  Second. </p>Trailing text"
        #expect(
            render(html) == """
                First paragraph with spaces.

                Second.

                Trailing text
                """)
    }

    @Test func lineBreaksStartNewLinesWithoutBlankLines() {
        #expect(render("<p>one<br>two<br/>   three</p>") == "one\ntwo\nthree")
        #expect(render("<p>one<br><br>two<br></p>") == "one\n\ntwo")
    }

    @Test func headingsAreBoldBlocks() throws {
        let text = RichText(parsing: "<h1>Title</h1><p>Body</p><h3>Sub</h3>")
        #expect(text.layout(width: 40).map(\.plainText) == ["Title", "═════", "", "Body", "", "Sub"])
        let first = try #require(text.blocks.first)
        #expect(first == .heading(level: 1, [StyledSpan("Title", style: [.bold, .heading])]))
    }

    @Test func inlineStylesBecomeSpans() {
        let text = RichText(parsing: "<p>a <b>bold</b> <i>it</i> <code>x()</code> <mark>m</mark></p>")
        #expect(
            text.blocks == [
                .paragraph([
                    StyledSpan("a "), StyledSpan("bold", style: .bold), StyledSpan(" "), StyledSpan("it", style: .italic),
                    StyledSpan(" "), StyledSpan("x()", style: .code), StyledSpan(" "), StyledSpan("m", style: .reverse)
                ])
            ])
    }

    @Test func nestedListsGetMarkersAndHangingIndents() {
        let html = """
            <ul><li>Apples that are red and rather tasty<ul><li>Fuji</li><li>Gala</li></ul></li>
            <li>Pears</li></ul><ol start="9"><li>nine</li><li>ten</li></ol>
            """
        #expect(
            render(html, width: 24) == """
                • Apples that are red
                  and rather tasty
                  ◦ Fuji
                  ◦ Gala
                • Pears

                 9. nine
                10. ten
                """)
    }

    @Test func blockquotesAreBarredAndIndented() {
        #expect(
            render("<blockquote><p>Quoted words that wrap here.</p><p>Again</p></blockquote>", width: 20) == """
                │ Quoted words that
                │ wrap here.
                │
                │ Again
                """)
    }

    @Test func preformattedTextIsKeptVerbatim() {
        let html = "<p>Code:</p><pre>\nlet  x = 1\n\tindented  <b>bold</b>\n</pre>"
        #expect(render(html) == "Code:\n\nlet  x = 1\n    indented  bold")
        let wide = render("<pre>abcdefghij</pre>", width: 4)
        #expect(wide == "abc›")
    }

    @Test func rulesImagesAndTables() {
        let html = """
            <p>Above</p><hr><p><img src="a.png" alt="A cat"> <img src="b.png"></p>
            <table><tr><th>Name</th><th>Age</th></tr><tr><td>Kim</td><td>30</td></tr></table>
            """
        #expect(
            render(html, width: 10) == """
                Above

                ──────────

                [image: A
                cat]

                Name │ Age
                Kim  │ 30
                """)
    }

    @Test func linksAreNumberedAndListed() {
        let html = """
            <p>See <a href="https://example.com/a">the report</a>, <a href="/about">about</a>,
            <a href="mailto:x@example.com">mail</a>, <a href="#top">top</a>,
            <a href="javascript:alert(1)">js</a> and <a href="https://example.com/a">again</a>.</p>
            """
        let text = RichText(parsing: html, baseURL: URL(string: "https://news.example.org/2026/story.html"))
        #expect(
            text.layout(width: 80).map(\.plainText) == [
                "See the report[1], about[2], mail, top, js and again[1]."
            ])
        #expect(text.links.map(\.absoluteString) == ["https://example.com/a", "https://news.example.org/about"])
    }

    @Test func relativeLinksResolveAgainstTheArticleURL() {
        let html = "<a href=\"../img/x.html\">up</a> <a href=\"next\">next</a> <a href=\"//cdn.example.net/y\">cdn</a>"
        let text = RichText(parsing: html, baseURL: URL(string: "https://example.com/news/2026/story"))
        #expect(
            text.links.map(\.absoluteString) == [
                "https://example.com/news/img/x.html", "https://example.com/news/2026/next", "https://cdn.example.net/y"
            ])
        #expect(RichText(parsing: html).links.map(\.absoluteString) == ["https://cdn.example.net/y"])
    }

    @Test func linkStylesCoverTheTextAndTheNumberIsDim() {
        let text = RichText(parsing: "<p><a href=\"https://a.example\">go</a> on</p>")
        #expect(
            text.blocks == [
                .paragraph([
                    StyledSpan("go", style: .link), StyledSpan("[1]", style: .dim), StyledSpan(" on")
                ])
            ])
    }

    @Test func aLinkAroundABlockPutsItsNumberAtTheBlocksEnd() {
        let html = "<a href=\"https://a.example/story\"><h2>Story title</h2><p>Teaser text</p></a><p>Next</p>"
        #expect(render(html) == "Story title\n───────────\n\nTeaser text[1]\n\nNext")
        let listed = "<ul><li><a href=\"https://b.example\"><p>Item</p></a></li></ul>"
        #expect(render(listed) == "• Item[1]")
    }

    @Test func definitionListsQuotationsAndCaptions() {
        let html =
            "<dl><dt>Term</dt><dd>Meaning of it</dd></dl><p>He said <q>hi</q>.</p><figure><img alt=\"Map\"><figcaption>The route</figcaption></figure>"
        #expect(render(html) == "Term\n\n  Meaning of it\n\nHe said “hi”.\n\n[image: Map]\nThe route")
        let text = RichText(parsing: "<dl><dt>Term</dt></dl>")
        #expect(text.blocks == [.paragraph([StyledSpan("Term", style: .bold)])])
    }

    @Test func linksWithoutTextGetNoNumber() {
        let text = RichText(parsing: "<a href=\"https://pixel.example/t\"><img src=\"t.gif\"></a><a href=\"https://b.example\">b</a>")
        #expect(text.links.map(\.absoluteString) == ["https://b.example"])
        #expect(text.plainText == "b[1]")
    }

    @Test func entitiesAreDecoded() {
        #expect(
            render("<p>Tom &amp; Jerry &lt;3 &eacute;t&eacute; &#x1F600; &#8212; caf&#233;&nbsp;!</p>")
                == "Tom & Jerry <3 été 😀 — café\u{A0}!")
    }

    @Test func scriptsStylesFramesAndCommentsAreDropped() {
        let html = """
            <p>Keep</p><script>alert("no")</script><style>p { color: red }</style>
            <iframe src="https://evil.example">frame text</iframe>
            <!-- a comment --><noscript>Enable JS</noscript><p>this</p>
            """
        #expect(render(html) == "Keep\n\nthis")
    }

    @Test func hostileEscapeSequencesNeverSurvive() {
        let html = "<p>&#27;[31mred&#27;[0m \u{1B}]0;title\u{07} &#155;2J bell&#7; \u{202E}evil \u{9B}31m</p><pre>\u{1B}[2Jpre</pre>"
        let lines = RichText(parsing: html).layout(width: 80).map(\.plainText)
        for line in lines {
            for scalar in line.unicodeScalars {
                #expect(TextSanitizer.isAllowed(scalar), "U+\(String(scalar.value, radix: 16)) in \(line.debugDescription)")
            }
        }
        #expect(lines.joined().contains("red"))
        #expect(lines.joined().contains("evil"))
        #expect(!lines.joined().contains("title"))
    }

    @Test func plainTextSplitsParagraphsOnBlankLines() {
        let plain = "First line\nsecond line\n\n\nNew paragraph with AT&T & a < b &amp; more"
        #expect(!RichText.looksLikeHTML(plain))
        #expect(render(plain) == "First line\nsecond line\n\nNew paragraph with AT&T & a < b & more")
    }

    @Test func htmlIsRecognisedByItsTags() {
        #expect(RichText.looksLikeHTML("<p>x</p>"))
        #expect(RichText.looksLikeHTML("text <br/> more"))
        #expect(RichText.looksLikeHTML("<!-- c -->"))
        #expect(!RichText.looksLikeHTML("1 < 2 and 3 > 2"))
        #expect(!RichText.looksLikeHTML("a <3 b"))
    }

    @Test func koreanWrapsAtSpacesAndJapaneseAnywhere() {
        #expect(
            render("<p>서울시는 오늘 새로운 교통 정책을 발표했다.</p>", width: 16) == """
                서울시는 오늘
                새로운 교통
                정책을 발표했다.
                """)
        #expect(
            render("<p>東京都は今日、新しい交通政策を発表した。</p>", width: 16) == """
                東京都は今日、新
                しい交通政策を発
                表した。
                """)
    }

    @Test func emptyAndBrokenInputGiveNoBlocks() {
        #expect(RichText(parsing: "").isEmpty)
        #expect(RichText(parsing: "   \n\n  ").isEmpty)
        #expect(RichText(parsing: "<p></p><div> </div><script>x</script>").isEmpty)
        #expect(render("<p>unclosed <b>bold <i>both") == "unclosed bold both")
    }

    @Test func aDocumentInsideTheBodyIsStillRead() {
        let html = "<!DOCTYPE html><html><head><title>T</title><meta charset=\"iso-8859-1\"></head><body><p>한국어 café</p></body></html>"
        #expect(render(html) == "한국어 café")
    }

    @Test func deepNestingIsBoundedAndDoesNotCrash() {
        let html = "<p>before</p>" + String(repeating: "<blockquote><ul><li>", count: 60) + "deep"
        let lines = RichText(parsing: html).layout(width: 40)
        #expect(lines.first?.plainText == "before")
        #expect(lines.contains { $0.plainText.hasSuffix("deep") })
        #expect(lines.allSatisfy { $0.width <= 40 })
    }

    @Test func layoutNeverExceedsTheWidthAtAnyWidth() {
        let html = """
            <h2>Heading with 한국어 and 日本語</h2><p>Intro with <a href="https://x.example">a link</a> and
            👩‍👩‍👧 emoji and averyveryverylongwordthatmustbreak.</p>
            <ul><li>One<ol><li>deeper 항목입니다</li></ol></li></ul><blockquote>quote 引用文です</blockquote>
            <pre>  verbatim 한국어 text</pre><hr><table><tr><td>a</td><td>b</td></tr></table>
            """
        let text = RichText(parsing: html)
        for width in 1...60 {
            for line in text.layout(width: width) {
                #expect(line.width <= width, "width \(width): \(line.plainText.debugDescription)")
                #expect(!line.plainText.contains("\n"))
            }
        }
        #expect(text.layout(width: 0).isEmpty)
        #expect(text.layout(width: -1).isEmpty)
    }

    @Test func randomTagSoupLaysOutWithinEveryWidth() {
        let pieces = [
            "<p>", "</p>", "<ul>", "<li>", "</li>", "</ul>", "<ol>", "<blockquote>", "</blockquote>", "<pre>", "</pre>",
            "<b>", "</b>", "<a href=\"/x\">", "</a>", "<br>", "<hr>", "<h2>", "</h2>", "<table><tr><td>", "</td><td>",
            "<img alt=\"pic\">", "<script>", "</script>", "&amp;", "&#27;[1m", "word ", "한국어 ", "日本語", "👩\u{200D}👩\u{200D}👧",
            "longwordlongwordlongword ", "\n", "  ", "<dl><dt>", "<dd>", "<q>", "e\u{301}"
        ]
        var state: UInt64 = 7
        for _ in 0..<40 {
            var html = ""
            for _ in 0..<30 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                html += pieces[Int((state >> 33) % UInt64(pieces.count))]
            }
            let text = RichText(parsing: html, baseURL: URL(string: "https://example.com/"))
            for width in 1...50 {
                for line in text.layout(width: width) {
                    #expect(line.width <= width, "\(html.debugDescription) at \(width)")
                    #expect(!line.plainText.unicodeScalars.contains { !TextSanitizer.isAllowed($0) })
                }
            }
        }
    }
}

/// Rendering details of issue 14 (reader mode) and issue 10 (bodies): embeds, images as
/// numbered links, clipped code, heading levels.
@Suite struct RichTextReaderRenderingTests {
    private func render(_ html: String, width: Int = 80) -> String {
        RichText(parsing: html, baseURL: URL(string: "https://example.com/news/a.html"))
            .layout(width: width).map(\.plainText).joined(separator: "\n")
    }

    @Test func textAfterAVoidEmbedOrAnUnclosedObjectIsKept() {
        #expect(render("<p>Before <embed src=\"movie.swf\"> after the embed.</p>") == "Before after the embed.")
        #expect(render("<p>Intro</p><object data=\"x.swf\"><p>Rest of the story.</p>") == "Intro\n\nRest of the story.")
    }

    @Test func anImageOnlyBodyShowsItsImagesAsNumberedLinks() {
        let text = RichText(
            parsing: "<img src=\"/photos/harbour%20view.jpg\"><img src=\"https://cdn.example/b.png\" alt=\"The quay\">",
            baseURL: URL(string: "https://example.com/news/a.html"))
        #expect(text.plainText == "[image: harbour view.jpg][1] [image: The quay][2]")
        #expect(text.links.map(\.absoluteString) == ["https://example.com/photos/harbour%20view.jpg", "https://cdn.example/b.png"])
    }

    @Test func anImageWithoutAWebAddressShowsItsAltTextOnly() {
        #expect(render("<p><img src=\"data:image/png;base64,AAAA\" alt=\"Chart\"></p>") == "[image: Chart]")
        #expect(render("<p><img src=\"javascript:x\"></p>").isEmpty)
    }

    @Test func preformattedLinesAreClippedWithAMarkerNotWrapped() {
        let lines = RichText(parsing: "<pre>short\nlet value = compute(everything, at: once)</pre>").layout(width: 20)
        #expect(lines.map(\.plainText) == ["short", "let value = compute›"])
        #expect(lines[1].spans.last == StyledSpan("›", style: .dim))
    }

    @Test func headingLevelsAreToldApart() {
        let lines = RichText(parsing: "<h1>One</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4>").layout(width: 40)
        #expect(lines.map(\.plainText) == ["One", "═══", "", "Two", "───", "", "Three", "", "Four"])
        #expect(lines[6].spans.allSatisfy { $0.style.contains(.underline) && $0.style.contains(.bold) })
        #expect(lines[8].spans.allSatisfy { !$0.style.contains(.underline) && $0.style.contains(.bold) })
    }
}

/// Tables: columns aligned by display width, or `label: value` lines when too wide.
@Suite struct RichTableTests {
    private let html = "<table><tr><th>이름</th><th>Score</th></tr><tr><td>김민지</td><td>98</td></tr><tr><td>Lee</td><td>7</td></tr></table>"

    @Test func columnsLineUpByDisplayWidthWithHangulTwoColumnsWide() {
        let lines = RichText(parsing: html).layout(width: 40).map(\.plainText)
        #expect(lines == ["이름   │ Score", "김민지 │ 98", "Lee    │ 7"])
        let bars = lines.map { line in DisplayWidth.of(String(line.prefix { $0 != "│" })) }
        #expect(Set(bars).count == 1)
    }

    @Test func aTableWiderThanThePaneBecomesLabelValueLines() {
        #expect(
            RichText(parsing: html).layout(width: 12).map(\.plainText) == [
                "이름: 김민지", "Score: 98", "", "이름: Lee", "Score: 7"
            ])
    }

    @Test func cellsKeepTheirTextAndLinksAndTheMarkNeverShows() {
        let text = RichText(parsing: "<table><tr><td><p>One</p><p>two</p></td><td><a href=\"https://a.example\">link</a></td></tr></table>")
        #expect(text.layout(width: 40).map(\.plainText) == ["One two │ link[1]"])
        #expect(!text.layout(width: 5).contains { $0.plainText.contains(RichTable.cellMark) })
        #expect(text.links.count == 1)
    }
}
