import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineText
@testable import BylineXML

/// Footnotes, notes, asides and `<details>` set off; figures kept with their captions.
@Suite struct RichTextSetOffTests {
    private func lines(_ html: String, width: Int = 40) -> [StyledLine] {
        RichText(parsing: html).layout(width: width)
    }

    @Test func anAsideIsDimBehindADottedBar() {
        let laidOut = lines("<p>Story.</p><aside><p>Related: the 2019 plan.</p></aside>")
        #expect(laidOut.map(\.plainText) == ["Story.", "", "┆ Related: the 2019 plan."])
        let aside = laidOut[2]
        #expect(aside.spans.allSatisfy { $0.style.contains(.dim) })
    }

    @Test func footnoteListsNotesAndDetailsAreSetOffButAFootnoteReferenceIsNot() {
        let html = """
            <p>Claim<sup><a href="#fn1" class="footnote-ref">1</a></sup>.</p>
            <section class="footnotes"><ol><li id="fn1">Source one. <a href="#r">↩</a></li><li>Source two.</li></ol></section>
            <div role="note">A note.</div>
            <details><summary>More</summary><p>Hidden detail.</p></details>
            <ol role="doc-endnotes"><li role="doc-endnote">End one.</li></ol>
            """
        #expect(
            lines(html).map(\.plainText) == [
                "Claim1.", "",
                "┆ 1. Source one. ↩", "┆ 2. Source two.", "",
                "┆ A note.", "",
                "┆ More", "┆", "┆ Hidden detail.", "",
                "┆ 1. End one."
            ])
    }

    @Test func anAsideWrapsWithinTheBarAndLeavesTheNextParagraphAlone() {
        let laidOut = lines("<aside>한국어 메모와 이모지 👩‍💻 가 있는 긴 설명입니다</aside><p>After.</p>", width: 20)
        #expect(laidOut.map(\.plainText) == ["┆ 한국어 메모와", "┆ 이모지 👩‍💻 가 있는", "┆ 긴 설명입니다", "", "After."])
        #expect(laidOut.allSatisfy { $0.width <= 20 })
        #expect(laidOut[4].spans == [StyledSpan("After.")])
    }

    @Test func aFigureKeepsItsCaptionOnTheNextLineAndMarksItKeptTogether() {
        let html = """
            <p>Before.</p><figure><img src="https://x.example/a.png" alt="Map"><figcaption>The new line, 2026.</figcaption></figure><p>After.</p>
            """
        let laidOut = lines(html)
        #expect(laidOut.map(\.plainText) == ["Before.", "", "[image: Map][1]", "The new line, 2026.", "", "After."])
        #expect(laidOut.map(\.keepsWithPrevious) == [false, false, false, true, false, false])
        #expect(laidOut[3].spans.allSatisfy { $0.style.contains(.italic) })
    }

    @Test func aFigureInsideAQuoteStaysTogether() {
        let laidOut = lines("<blockquote><figure><img src=\"https://x.example/b.png\"><figcaption>Cap</figcaption></figure></blockquote>")
        #expect(laidOut.map(\.plainText) == ["│ [image: b.png][1]", "│ Cap"])
        #expect(laidOut.map(\.keepsWithPrevious) == [false, true])
    }

    @Test func hostileNestingOfAsidesStaysBounded() {
        let html =
            String(repeating: "<aside><div role=note><section class=footnotes>", count: 60) + "deep"
            + String(repeating: "</section></div></aside>", count: 60)
        let laidOut = lines(html, width: 30)
        #expect(laidOut.map(\.plainText) == ["┆ deep"])
    }

    @Test func aPrefixOfAnArticleKeepsAsidesAndFigures() {
        let text = RichText(parsing: "<aside>abcdef</aside><figure><img src=\"https://x.example/c.png\"><figcaption>xyz</figcaption></figure>")
        let (cut, omitted) = text.prefix(characters: 3)
        #expect(cut.blocks == [.aside([.paragraph([StyledSpan("abc")])])])
        #expect(omitted > 0)
    }
}
