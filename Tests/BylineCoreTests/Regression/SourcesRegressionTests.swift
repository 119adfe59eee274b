import BylineCore
import Foundation
import Testing

/// Inputs the urls-file fuzz target (Fuzz/Sources/FuzzURLsFile) found.
@Suite struct SourcesRegressionTests {
    /// Whether `text` holds a scalar that could drive a terminal (controls, ESC, bidi, BOM).
    private func hasControls(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            let value = scalar.value
            return value < 0x20 || (0x7F...0x9F).contains(value) || [0x200E, 0x200F, 0x061C, 0xFEFF].contains(value)
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        }
    }

    /// NewsAPI lines went unchecked: their text came back raw in error messages, and %-decoded
    /// parameters reached the display name, which is drawn on screen.
    @Test(arguments: [
        "newsapi:everything?q=%1B%5B2J%1B%5D0;pwned%07",  // ESC sequences, %-encoded
        "newsapi:top-headlines?country=us&q=a%00b",
        "newsapi:everything?q=%E2%80%AEreversed",  // U+202E, right-to-left override
        "\"newsapi:top-headlines?c\r\rategory=science\"",  // raw CRs inside one line
        "\"newsapi:gve/blog\u{0E}\u{0E}.eq\"",  // an unknown endpoint quoted back
        "\"newsapi:top-headlines?category=techn\u{FEFF}ology\""
    ])
    func newsAPILinesWithControlCharactersAreRefusedInWordsThatAreSafeToPrint(_ line: String) {
        let parsed = URLsFile.parse(line + "\n")
        #expect(parsed.sources.isEmpty)
        #expect(parsed.sources.allSatisfy { !hasControls($0.displayName) })
        #expect(parsed.errors.count == 1)
        for error in parsed.errors {
            #expect(!hasControls(error.description), "\(error.description.debugDescription)")
        }
    }

    /// A token that only starts with `~` once cleaned (`"\u{0}~First"`, `" ~First"`) became a
    /// tag starting with `~`, which `URLsFile.text(for:)` cannot write (it would read back as
    /// the title), so `byline import` lost it.
    @Test(arguments: [
        "https://titled.example.com/feed \"\u{0}~First\" \"~Second wins\"\nhttps://ta ByB\n",  // the fuzzer's input
        "https://example.com/feed \" ~Spaced title\" news\n",
        "https://example.com/feed \"\u{1B}[1m~Bold\" tech\n"
    ])
    func everyUrlsFileSourceSurvivesBeingWrittenBack(_ text: String) {
        let parsed = URLsFile.parse(text)
        #expect(!parsed.sources.isEmpty)
        #expect(parsed.sources.allSatisfy { $0.tags.allSatisfy { !$0.hasPrefix("~") } })
        let reread = URLsFile.parse(URLsFile.text(for: parsed.sources))
        #expect(reread.errors.isEmpty)
        #expect(reread.sources == parsed.sources)
    }

    /// Foundation gives a URL's host %-decoded, so `https://titled.e%10/feed` (no raw control
    /// character, so accepted) had the display name "titled.e\u{10}", which also became the
    /// source name of every article from the feed.
    @Test func aFeedsDisplayNameIsCleanEvenWhenItsHostIsPercentEncoded() throws {
        let parsed = URLsFile.parse("https://titled.e%10/feed\nhttps://a%1B%5B2J.example/rss\n")
        #expect(parsed.sources.count == 2)
        let body = Data("<rss version=\"2.0\"><channel><item><title>Item</title></item></channel></rss>".utf8)
        for source in parsed.sources {
            #expect(!hasControls(source.displayName), "\(source.displayName.debugDescription)")
            #expect(!hasControls(source.shortName), "\(source.shortName.debugDescription)")
            guard case .feed(let url) = source.kind else { continue }
            let articles = try FeedParser.parse(body, url: url).articles(for: source)
            #expect(articles.count == 1)
            #expect(articles.allSatisfy { !hasControls($0.sourceName) })
        }
    }
}
