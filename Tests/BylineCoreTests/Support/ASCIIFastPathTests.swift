import BylineTestSupport
import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineText
@testable import BylineXML

@Suite("Shortcuts for printable-ASCII text")
struct ASCIIFastPathTests {
    static let texts = [
        "https://example.com/feed.xml", "  https://example.com/feed.xml\t", "\u{00A0}https://x.org/\u{3000}",
        "\nfeed\r\n", "", " ", "한국어 ", " 😀", "a b", "\u{2028}x\u{2029}", "x\u{0085}"
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

    static let keys = [
        "https://example.com/feed.xml", "HTTPS://Example.COM", "https://example.com?q=1", "https://Ex.com#Top",
        "http://EX.com:8080/A/B?C=D#E", "newsapi:top-headlines?country=us", "query:Name:unread", "example.com:8080/feed",
        "x+y-z://host/", "1http://host/", "://host", "https:", "https:/", "https://", ":", "", "ftp.x://host",
        "exec:cmd", "file:///tmp/a.xml", "a://b://c", "Mailto:x:/y://Z", "HTTP://HOST/PATH:WITH://COLONS"
    ]

    /// Printable-ASCII keys made of the bytes URLs are made of, so every branch is met.
    static func randomKeys() -> [String] {
        let pieces = ["http", "HTTPS", "s", "://", ":", "/", "?", "#", ".", "+", "-", "Ex", "com", "8", "A", "z", "%2F"]
        var generator = SeededGenerator(seed: 13)
        return (0..<2_000).map { _ in
            (0..<Int.random(in: 1...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
    }

    @Test("duplicate identities and schemes from the bytes match the general walk")
    func bytePathsMatchTheGeneralWalk() {
        for key in Self.keys + Self.randomKeys() {
            #expect(ASCIIFastPath.isVisible(key))
            #expect(ASCIIFastPath.duplicateIdentity(ofVisible: key) == Source.identityByCharacters(key), "\(key)")
            #expect(ASCIIFastPath.scheme(ofVisible: key) == Source.schemeByScalars(key), "\(key)")
        }
        #expect(ASCIIFastPath.duplicateIdentity(ofVisible: "HTTPS://Example.COM") == "https://example.com/")
        #expect(ASCIIFastPath.scheme(ofVisible: "HTTP://x") == "http")
        #expect(ASCIIFastPath.scheme(ofVisible: "example.com:8080/feed") == nil)
    }
}
