import Foundation
import Testing
@testable import BylineCore

@Suite("Shortcuts for printable-ASCII text")
struct ASCIIFastPathTests {
    static let texts = [
        "https://example.com/feed.xml", "  https://example.com/feed.xml\t", "\u{00A0}https://x.org/\u{3000}",
        "\nfeed\r\n", "", " ", "한국어 ", " 😀", "a b", "\u{2028}x\u{2029}", "x\u{0085}",
    ]

    @Test("trimming gives what Foundation's trimming gives", arguments: texts)
    func trimmingMatchesFoundation(_ text: String) {
        #expect(ASCIIFastPath.trimmed(text) == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func visibleMeansPrintableASCIIWithoutSpaces() {
        #expect(ASCIIFastPath.isVisible("https://example.com/a?b=c#d"))
        #expect(ASCIIFastPath.isVisible(""))
        #expect(!ASCIIFastPath.isVisible("https://example.com/a b"))
        #expect(!ASCIIFastPath.isVisible("https://example.com/\u{7F}"))
        #expect(!ASCIIFastPath.isVisible("https://例え.jp/"))
        #expect(!ASCIIFastPath.isVisible("https://example.com/\u{FFFD}"))
    }

    @Test func theSchemeSeparatorIsTheFirstColonSlashSlash() {
        let text = "https://example.com/a://b"
        let end = ASCIIFastPath.endOfSchemeSeparator(in: text)
        #expect(end.map { String(text[$0...]) } == "example.com/a://b")
        #expect(ASCIIFastPath.endOfSchemeSeparator(in: "mailto:x:/y://z").map { String("mailto:x:/y://z"[$0...]) } == "z")
        #expect(ASCIIFastPath.endOfSchemeSeparator(in: "no separator:/") == nil)
        #expect(ASCIIFastPath.endOfSchemeSeparator(in: "ends with:") == nil)
        #expect(ASCIIFastPath.endOfSchemeSeparator(in: "한국://어").map { String("한국://어"[$0...]) } == "어")
    }

    @Test func duplicateKeysStillMatchAcrossCaseAndTrailingSlash() {
        #expect(Source.duplicateIdentity(of: " HTTPS://Example.COM ") == Source.duplicateIdentity(of: "https://example.com/"))
        #expect(Source.duplicateIdentity(of: "https://example.com/Feed") != Source.duplicateIdentity(of: "https://example.com/feed"))
        #expect(Source.duplicateIdentity(of: "newsapi:top-headlines") == "newsapi:top-headlines")
    }
}
