import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("Character sets: the HTTP header first, then exotic names iconv knows")
struct FeedCharsetTests {
    private func titles(_ name: String, contentType: String? = nil) throws -> [String?] {
        let feed = try FeedParser.parse(try FeedFixture.data(name), url: FeedFixture.defaultURL, contentType: contentType)
        return [feed.title] + feed.items.map(\.title)
    }

    @Test func theHeaderCharsetReadsABodyWithNoDeclaration() throws {
        #expect(
            try titles("charset-from-header-1251.xml", contentType: "application/xml; charset=windows-1251")
                == ["Новости", "Привет, мир"])
    }

    @Test func theHeaderCharsetWinsOverTheDeclaration() throws {
        #expect(
            try titles("charset-header-overrides-declaration.xml", contentType: "text/xml;charset=\"KOI8-R\"")
                == ["Новости", "Привет, мир"])
    }

    @Test func aByteOrderMarkWinsOverTheHeader() throws {
        #expect(
            try titles("bom.xml", contentType: "application/rss+xml; charset=iso-8859-1")
                == (try titles("bom.xml")))
    }

    @Test func anUnknownHeaderCharsetFallsBackToTheDeclaration() throws {
        #expect(
            try titles("windows-1251.xml", contentType: "application/xml; charset=no-such-charset")
                == (try titles("windows-1251.xml")))
    }

    @Test func theOldEntryPointStillWorks() throws {
        let data = try FeedFixture.data("rss2.xml")
        #expect(
            try FeedParser.parse(data, url: FeedFixture.defaultURL)
                == (try FeedParser.parse(data, url: FeedFixture.defaultURL, contentType: "application/rss+xml")))
    }

    @Test(arguments: [
        ("cp437.xml", "Café ─ über"),
        ("cp866.xml", "Привет"),
        ("dos-866.xml", "Привет"),
        ("x-mac-roman.xml", "Café “quoted”"),
        ("ebcdic-ibm037.xml", "Café on the mainframe"),
        ("utf-32be-no-bom.xml", "가나 😀"),
        ("utf-32le-no-bom.xml", "가나 😀")
    ])
    func readsCodePagesEBCDICMacAndUTF32(name: String, title: String) throws {
        #expect(try titles(name).last == title)
    }

    @Test func mapsC1ReferencesAsWindows1252() throws {
        let feed = try FeedFixture.parse("c1-references.xml")
        let article = try #require(feed.articles(for: FeedFixture.source()).first)
        #expect(article.title == "It’s €5 – cheap")
        #expect(feed.displayTitle == "Smart “quotes”")
        #expect(article.summary == "<p>&#8220;Escaped&#8221; in HTML</p>")
    }

    @Test func leavesRawC1ControlsForTheSanitizer() {
        #expect(Windows1252Controls.replacing("a \u{9B}31m b &#x96; &#129; &#1500;") == "a \u{9B}31m b &#8211; &#129; &#1500;")
    }

    @Test func readsTheCharsetParameter() {
        #expect(FeedCharset.parameter(inContentType: "text/xml; Charset=\"UTF-8\"") == "UTF-8")
        #expect(FeedCharset.parameter(inContentType: "text/xml") == nil)
        #expect(FeedCharset.parameter(inContentType: "text/xml; charset=\"a b;c\"") == nil)
    }
}
