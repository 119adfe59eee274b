import BylineText
import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("source keys and tokens")
struct SourceParsingTests {
    @Test func httpAndHTTPSURLsAreFeeds() throws {
        let source = try Source(parsingKey: "  HTTPS://Example.com/feed.xml?x=1#top ", title: " Example ", tags: ["a", "", "a", "b"])
        #expect(source.key == "HTTPS://Example.com/feed.xml?x=1#top")
        #expect(source.title == "Example")
        #expect(source.tags == ["a", "b"])
        guard case .feed(let url) = source.kind else {
            Issue.record("expected a feed, got \(source.kind)")
            return
        }
        #expect(url.host?.lowercased() == "example.com")
    }

    @Test func nonASCIIPathsAreAccepted() throws {
        let source = try Source(parsingKey: "https://ko.wikipedia.org/wiki/뉴스")
        #expect(source.key == "https://ko.wikipedia.org/wiki/뉴스")
    }

    @Test(arguments: [
        ("newsapi:top-headlines?country=kr", true),
        ("NEWSAPI:everything?q=swift%20concurrency&sortBy=publishedAt", true),
        ("newsapi:everything?q=swift&pageSize=500", false),
        ("newsapi:top-headlines?sources=bbc-news&country=us", false),
        ("newsapi:everything", false),
        ("newsapi:everything?from=yesterday&q=x", false)
    ])
    func newsAPIKeysAreCheckedByTheQueryParser(key: String, good: Bool) {
        let result = Result { () throws(SourceKeyError) -> Source in try Source(parsingKey: key) }
        switch result {
        case .success(let source):
            #expect(good, "\(key) should have been refused")
            #expect(source.key.hasPrefix("newsapi:"))
        case .failure(let error):
            #expect(!good, "\(key) was refused: \(error.message)")
            #expect(!error.message.isEmpty)
        }
    }

    @Test func portWithoutSchemeIsNotTakenForAScheme() {
        #expect(throws: SourceKeyError("'example.com:8080/feed' is not a URL; write it with http:// or https://")) {
            try Source(parsingKey: "example.com:8080/feed")
        }
    }

    @Test func veryLongKeysAreRefusedAndQuotedShort() {
        let key = "https://example.com/" + String(repeating: "a", count: 5000)
        do {
            _ = try Source(parsingKey: key)
            Issue.record("a 5000-byte URL was accepted")
        } catch {
            #expect(error.message.contains("longer than 4096 bytes"))
            #expect(error.message.count < 150)
        }
    }

    @Test func duplicateIdentityIgnoresSchemeAndHostCaseAndAnEmptyPath() {
        #expect(Source.duplicateIdentity(of: "HTTPS://Example.COM") == Source.duplicateIdentity(of: "https://example.com/"))
        #expect(Source.duplicateIdentity(of: "https://example.com/Feed") != Source.duplicateIdentity(of: "https://example.com/feed"))
        #expect(Source.duplicateIdentity(of: "https://example.com?q=1") == "https://example.com/?q=1")
        #expect(Source.duplicateIdentity(of: "newsapi:everything?q=x") == "newsapi:everything?q=x")
    }

    @Test func tokensHonourQuotesEscapesAndComments() throws {
        let tokens = try LineTokenizer.tokens(#"  a "b c" "d \"e\" \\ f"g  h#i #comment "x"#)
        #expect(tokens.map(\.text) == ["a", "b c", #"d "e" \ fg"#, "h#i"])
        #expect(tokens.map(\.quoted) == [false, true, true, false])
    }

    @Test(
        "a line without quotes splits as the general walk splits it",
        arguments: [
            ("  https://a.example/b#frag tag1\t tag2 # comment \"x", ["https://a.example/b#frag", "tag1", "tag2"]),
            ("#only a comment", []), ("   ", []), ("", []), ("a#b c# #d", ["a#b", "c#"]),
            ("한국 😀\tتاج ~제목", ["한국", "😀", "تاج", "~제목"]), ("\u{00A0}nbsp\u{3000}wide", ["\u{00A0}nbsp\u{3000}wide"])
        ])
    func bareLinesSplitOnSpacesAndTabs(line: String, expected: [String]) throws {
        let tokens = try LineTokenizer.tokens(line)
        #expect(tokens.map(\.text) == expected)
        #expect(tokens.allSatisfy { !$0.quoted && !$0.isSeparator })
        // The walk the quoted and macro lines take gives the same tokens.
        #expect(try LineTokenizer.tokens(line, separator: "\u{1}").map(\.text) == expected)
    }

    @Test func anOpenQuoteIsAFailure() {
        #expect(throws: LineTokenizer.Failure.unterminatedQuote) { try LineTokenizer.tokens(#"url "~never"#) }
        #expect(throws: LineTokenizer.Failure.unterminatedQuote) { try LineTokenizer.tokens(#"url "ends in \"#) }
    }

    @Test(arguments: ["plain", "two words", "", "#hash", #"quote " and \ slash"#, "tab\there", "~tilde"])
    func quotedTokensReadBackUnchanged(text: String) throws {
        let tokens = try LineTokenizer.tokens("first " + LineTokenizer.quoted(text) + " last")
        #expect(tokens.map(\.text) == ["first", text, "last"])
    }
}
