import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

/// The config's `source PATTERN { … }` blocks: how they are read, what a mistake costs, and
/// which block wins for a source.
@Suite("source blocks in the config")
struct SourceBlockTests {
    @Test("a bad line in a block is one error with its line; the block's other lines and the global settings still count")
    func mistakesCostOneLine() {
        let parsed = Configuration.parse(
            """
            source tag:a {
                user-agent Agent/1
                max-items lots
                frob 1
                source tag:b {
                max-items 7
            }
            }
            download-timeout 9
            source "http://x/*" {
                full-text yes
            """)
        #expect(
            parsed.errors.map(\.description) == [
                "config:3: max-items must be a whole number, not 'lots'",
                "config:4: unknown setting 'frob' (known: reload-time, user-agent, header, cookies, proxy, max-items, keep-articles-days, ignore-article, full-text, title, download-new, download-new-max, download-command, player)",
                "config:5: source blocks do not nest: close the one on line 1 with } first; this line is skipped",
                "config:8: } closes no source block",
                "config:10: the source block opened here is never closed with }; its settings are used"
            ])
        #expect(parsed.configuration.downloadTimeout == 9)
        let blocks = parsed.configuration.sourceBlocks
        #expect(blocks.map(\.pattern) == [.tag("a"), .glob("http://x/*")])
        #expect(blocks.first?.settings.userAgent == "Agent/1")
        #expect(blocks.first?.settings.maxItems == 7)
        #expect(blocks.last?.settings.fullText == true)
    }

    @Test("the urls line wins over an exact URL block, which wins over a longer glob, a shorter glob and a tag")
    func precedence() {
        let config = Configuration.parse(
            """
            source tag:t {
                max-items 1
                user-agent Tag
                reload-time 5
                title Tagged
            }
            source "https://example.com/*" {
                max-items 2
                user-agent Short
            }
            source "https://example.com/feeds/*" {
                max-items 3
            }
            source https://EXAMPLE.com/feeds/a.xml {
                full-text yes
            }
            """
        ).configuration
        let sources = URLsFile.parse(
            """
            https://example.com/feeds/a.xml t "max-items=9" "~Own"
            https://example.com/feeds/b.xml t
            https://other.example/rss t
            """
        ).sources
        let resolved = config.applyingSourceSettings(to: sources).sources
        #expect(resolved.map(\.settings.maxItems) == [9, 3, 1])
        #expect(resolved.map(\.userAgent) == ["Short", "Short", "Tag"])
        #expect(resolved.map(\.settings.fullText) == [true, nil, nil])
        #expect(resolved.map(\.title) == ["Own", "Tagged", "Tagged"])
        #expect(resolved[0].settings.origins[.maxItems] == .urlsLine(file: "urls", line: 1))
        #expect(resolved[1].settings.origins[.maxItems] == .block(file: "config", line: 12, pattern: "https://example.com/feeds/*"))
        #expect(config.reloadTick(for: resolved) == 300)
    }

    @Test("a cookies.txt file as browsers export it: session, HttpOnly and subdomain cookies; expired ones left out")
    func netscapeCookies() throws {
        let jar = CookieJar(
            netscape:
                "# Netscape HTTP Cookie File\n.example.com\tTRUE\t/\tTRUE\t0\ta\t1\r\n#HttpOnly_www.example.com\tFALSE\t/app\tFALSE\t4102444800\tb\t2\nexample.com\tFALSE\t/\tFALSE\t1\tc\t3\nbroken line\n",
            now: Date(timeIntervalSince1970: 1_800_000_000))
        #expect(jar.header(for: try #require(URL(string: "https://news.example.com/x"))) == "a=1")
        #expect(jar.header(for: try #require(URL(string: "http://www.example.com/app/feed"))) == "b=2")
        #expect(jar.header(for: try #require(URL(string: "https://www.example.com/app/feed"))) == "b=2; a=1")
    }
}
