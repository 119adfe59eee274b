import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("urls file parsing")
struct URLsFileTests {
    @Test func everyFeatureOfTheFormatIsRead() throws {
        let parsed = URLsFile.parse(try ConfigurationFixtures.text("urls-every-feature"))
        #expect(parsed.errors == [])
        let summary = parsed.sources.map { [$0.key, $0.title ?? "-", $0.tags.joined(separator: "|")] }
        #expect(
            summary == [
                ["https://example.com/feed.xml", "-", ""],
                ["https://news.example.org/rss", "Example News", "tech|open source"],
                ["https://blog.example.net/atom.xml#latest", "-", "linux"],
                ["newsapi:top-headlines?country=us&category=technology", "US Tech", "news"],
                ["newsapi:everything?q=swift&language=en", "-", "swift"],
                ["https://quoted.example.com/feed", "Unquoted", "tag with \"quotes\""],
                ["https://tabs.example.com/feed", "Tab Title", "tabbed"],
                ["http://plain-http.example.com/rss.xml?format=rss&lang=ko", "한국 뉴스", "뉴스"],
                ["https://titled.example.com/feed", "Second wins", ""],
                ["https://tagged.example.com/feed", "-", "news|#hash-tag"]
            ])
    }

    @Test func feedAndNewsAPILinesBecomeTheRightKinds() throws {
        let parsed = URLsFile.parse(try ConfigurationFixtures.text("urls-every-feature"))
        let first = try #require(parsed.sources.first)
        #expect(first.kind == .feed(try #require(URL(string: "https://example.com/feed.xml"))))
        let newsAPI = try #require(parsed.sources.first { $0.key.hasPrefix("newsapi:top") })
        #expect(newsAPI.kind == .newsAPI(.topHeadlines(TopHeadlinesQuery(country: "us", category: "technology"))))
        let everything = try #require(parsed.sources.first { $0.key.hasPrefix("newsapi:every") })
        #expect(everything.kind == .newsAPI(.everything(EverythingQuery(q: "swift", language: "en"))))
    }

    @Test func everyKindOfBadLineIsReportedWithItsLineNumberAndSkipped() throws {
        let parsed = URLsFile.parse(try ConfigurationFixtures.text("urls-bad-lines"))
        #expect(parsed.sources.map(\.key) == ["https://good.example.com/feed.xml", "https://second-good.example.com/feed"])
        let lines = parsed.errors.map { $0.line ?? 0 }
        #expect(lines == [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 18, 19])
        let text = parsed.errors.map(\.description)
        #expect(text[0] == "urls:3: 'ftp://files.example.com/feed.xml' is not an http(s) URL")
        #expect(
            text[1]
                == "urls:4: file: sources read a file on this machine, so Byline reads them only from your own urls file; add the line there yourself"
        )
        #expect(text[2] == "urls:5: 'javascript:alert(1)' is not an http(s) URL")
        #expect(text[3] == "urls:6: 'example.com/feed.xml' is not a URL; write it with http:// or https://")
        #expect(text[4] == "urls:7: query feed 'Unread articles': expression column 10: unread is yes or no, not the text 'maybe'")
        #expect(text[5] == "urls:8: exec: sources run a command, so Byline reads them only from your own urls file; add the line there yourself")
        #expect(text[6] == "urls:9: filter: sources run a command, so Byline reads them only from your own urls file; add the line there yourself")
        #expect(text[7].hasPrefix("urls:10: top-headlines: unknown category 'cooking'"))
        #expect(text[8].hasPrefix("urls:11: unknown NewsAPI endpoint 'sideways'"))
        #expect(text[9] == "urls:12: 'HTTPS://GOOD.example.com/feed.xml' is already listed on line 2; this line is skipped")
        #expect(text[10] == "urls:13: a quote (\") is opened and never closed")
        #expect(text[11] == "urls:14: 'http:///no-host' has no host name")
        #expect(text[12] == "urls:16: the URL is empty")
        #expect(text[13].hasPrefix("urls:17: everything: the API key does not belong in the urls file"))
        #expect(!text[13].contains("secret"))
        #expect(text[14] == "urls:18: 'https://exa[mple.com/feed' is not a valid URL")
        #expect(text[15] == "urls:19: 'https://example.com:99999/feed' has a port outside 1–65535")
    }

    @Test func errorsNameTheFileTheyCameFrom() {
        let parsed = URLsFile.parse("gopher://old.example.com\n", fileName: "my-urls")
        #expect(parsed.errors.map(\.description) == ["my-urls:1: 'gopher://old.example.com' is not an http(s) URL"])
    }

    @Test func crlfLineEndsAndAByteOrderMarkAreAccepted() {
        let text = "\u{FEFF}https://one.example.com/feed tag\r\n# comment\r\n\r\nftp://bad\r\nhttps://two.example.com/feed \"~Two\"\r\n"
        let parsed = URLsFile.parse(Data(text.utf8))
        #expect(parsed.sources.map(\.key) == ["https://one.example.com/feed", "https://two.example.com/feed"])
        #expect(parsed.sources.map(\.tags) == [["tag"], []])
        #expect(parsed.sources.last?.title == "Two")
        #expect(parsed.errors.map(\.line) == [4])
    }

    @Test func aByteOrderMarkDoesNotSpoilTheFirstURL() {
        let parsed = URLsFile.parse(Data([0xEF, 0xBB, 0xBF] + Array("https://bom.example.com/feed".utf8)))
        #expect(parsed.sources.map(\.key) == ["https://bom.example.com/feed"])
        #expect(parsed.errors.isEmpty)
    }

    @Test func duplicatesKeepTheFirstLineAndReportTheRest() {
        let text = """
            https://example.com/feed first
            https://example.com/feed second
            https://EXAMPLE.com/feed third
            newsapi:everything?q=swift
            newsapi:everything?q=swift
            """
        let parsed = URLsFile.parse(text)
        #expect(parsed.sources.map(\.key) == ["https://example.com/feed", "newsapi:everything?q=swift"])
        #expect(parsed.sources.first?.tags == ["first"])
        #expect(parsed.errors.map(\.line) == [2, 3, 5])
        #expect(parsed.errors.allSatisfy { $0.message.contains("already listed on line") })
    }

    @Test func invalidUTF8SpoilsOnlyItsOwnLine() {
        var bytes = Array("https://good.example.com/feed\nhttps://bad.example.com/".utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array("\nhttps://also-good.example.com/feed\n".utf8)
        let parsed = URLsFile.parse(Data(bytes))
        #expect(parsed.sources.map(\.key) == ["https://good.example.com/feed", "https://also-good.example.com/feed"])
        #expect(parsed.errors.map(\.line) == [2])
    }

    @Test func controlCharactersInTitlesAndMessagesAreRemoved() {
        let parsed = URLsFile.parse("https://example.com/feed \"~Evil\u{1B}[31mRed\"\nftp://x\u{1B}]0;title\u{07}\n")
        #expect(parsed.sources.first?.title == "EvilRed")
        #expect(parsed.errors.count == 1)
        #expect(!(parsed.errors.first?.description.contains("\u{1B}") ?? true))
    }

    @Test func emptyAndCommentOnlyFilesHaveNoSourcesAndNoErrors() {
        for text in ["", "\n\n", "# only a comment\n   \n\t# another\n"] {
            let parsed = URLsFile.parse(text)
            #expect(parsed.sources.isEmpty && parsed.errors.isEmpty, "for \(text.debugDescription)")
        }
    }
}
