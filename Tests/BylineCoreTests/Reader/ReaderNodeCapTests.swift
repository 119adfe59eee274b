import CLibXML2
import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

/// Reader mode on pages of more elements than it reads: libxml2 is stopped at the cap, the
/// page is read that far, and the article ends with a line that says so.
@Suite("Reader mode's node cap")
struct ReaderNodeCapTests {
    /// A page of `count` paragraphs, each a sentence naming its number.
    private static func page(paragraphs count: Int) -> Data {
        let body = (0..<count).map { "<p>Paragraph number \($0) of the long page, with commas, and more words.</p>" }
        return Data(("<html><head><title>Long</title></head><body><article>" + body.joined() + "</article></body></html>").utf8)
    }

    /// The elements and text nodes of the libxml2 tree under `node`.
    private static func count(_ node: xmlNodePtr?) -> Int {
        var total = 0
        var stack = [node]
        while let next = stack.popLast() {
            var current = next
            while let item = current {
                if item.pointee.type == XML_ELEMENT_NODE || item.pointee.type == XML_TEXT_NODE { total += 1 }
                stack.append(item.pointee.children)
                current = item.pointee.next
            }
        }
        return total
    }

    @Test("libxml2 builds no more of a page than the cap, however long the page")
    func libxmlStopsAtTheCap() throws {
        _ = LibXMLSetup.ready
        let data = Self.page(paragraphs: 5_000)
        let parser = try #require(htmlNewParserCtxt())
        defer { htmlFreeParserCtxt(parser) }
        let budget = ReaderParseBudget(nodes: 300)
        budget.install(on: parser)
        let document = try #require(
            withExtendedLifetime(budget) {
                data.withUnsafeBytes { raw in
                    htmlCtxtReadMemory(
                        parser, raw.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(raw.count), nil, "UTF-8",
                        Int32(HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue))
                }
            })
        defer { xmlFreeDoc(document) }
        #expect(budget.wasCut)
        #expect(Self.count(document.pointee.children) <= 301)
    }

    @Test("a page beyond the cap is read as far as the cap, and the article ends with a note")
    func aLongPageIsReadToTheCapWithANote() throws {
        let article = try ArticleExtractor.extract(Self.page(paragraphs: 5_000), url: nil, encoding: nil, nodeLimit: 1_000)
        #expect(article.text.contains("Paragraph number 0 of the long page"))
        #expect(article.text.contains("Paragraph number 400 of the long page"))
        #expect(!article.text.contains("Paragraph number 4999 "))
        let note = "[page cut short: reader mode reads the first 1,000 elements of a page]"
        #expect(article.text.hasSuffix(note))
        #expect(article.html.hasSuffix("<p>\(note)</p>"))
    }

    @Test("a page within the cap has no note, read twice")
    func aPageWithinTheCapHasNoNote() throws {
        for _ in 1...2 {
            let article = try ArticleExtractor.extract(Self.page(paragraphs: 200), url: nil)
            #expect(article.text.contains("Paragraph number 199 of the long page"))
            #expect(!article.text.contains("page cut short"))
        }
    }
}
