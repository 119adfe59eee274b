import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("JSON Feed and NewsAPI bodies")
struct JSONFeedParserTests {
    @Test func readsJSONFeed11() throws {
        let feed = try FeedFixture.parse("jsonfeed11.json")
        #expect(feed.format == .jsonFeed)
        #expect(feed.title == "JSON & Feed" && feed.titleKind == .text)
        #expect(feed.siteURL == URL(string: "https://json.example.com/"))
        let first = feed.items[0]
        #expect(first.guid == "1")
        #expect(first.title == "HTML item <not markup>")
        #expect(first.titleKind == .text)
        #expect(first.content == "<p>Hello <b>world</b></p>")
        #expect(first.contentKind == .html)
        #expect(first.summary == "A summary")
        #expect(first.image == "https://json.example.com/1.png")
        #expect(first.published == "2024-06-01T12:00:00Z")
        #expect(first.updated == "2024-06-02T12:00:00Z")
        #expect(first.categories == ["a", "b"])
        #expect(first.authors == ["Item Person"])
    }

    @Test func skipsItemsThatAreNotObjectsAndToleratesOddFields() throws {
        let feed = try FeedFixture.parse("jsonfeed11.json")
        #expect(feed.items.count == 4)
        #expect(feed.items[1].guid == "2")
        #expect(feed.items[1].content == "Text only\nsecond line")
        #expect(feed.items[1].contentKind == .text)
        #expect(feed.items[1].authors == ["Feed Person"])
        #expect(feed.items[2].link == "https://elsewhere.example.com/3")
        #expect(feed.items[2].image == "https://json.example.com/banner.png")
    }

    @Test func readsJSONFeed10WithASingleAuthorAndAMistypedTitle() throws {
        let feed = try FeedFixture.parse("jsonfeed10.json")
        #expect(feed.items.count == 1)
        #expect(feed.items[0].title == nil)
        #expect(feed.items[0].authors == ["Single Author"])
    }

    @Test func readsANewsAPIBodyServedAtAFeedURL() throws {
        let feed = try FeedFixture.parse("newsapi.json", url: URL(string: "https://example.com/feeds/001.xml")!)
        #expect(feed.format == .newsAPI)
        #expect(feed.items.count == 3)
        #expect(feed.items[0].publisher == "Example Times")
        #expect(feed.items[0].content == "Stocks rose sharply on Monday… [+1234 chars]")
        #expect(feed.items[2].authors == ["김기자"])
    }

    @Test func reportsANewsAPIErrorBodyWithItsMessage() throws {
        let error = FeedFixture.error(parsing: try FeedFixture.data("newsapi-error.json"))
        guard case .serviceError(let code, let message) = error else {
            Issue.record("expected a service error, got \(String(describing: error))")
            return
        }
        #expect(code == "apiKeyInvalid")
        #expect(message.hasPrefix("Your API key is invalid"))
    }

    @Test func refusesJSONThatIsNotAFeed() {
        let error = FeedFixture.error(parsing: Data(#"{"hello": "world", "count": 2}"#.utf8))
        #expect(error == .notAFeed(.json("keys: count, hello")))
        #expect(error?.message.contains("neither a JSON Feed nor a NewsAPI answer") == true)
    }

    @Test func refusesJSONWhoseItemsAreNotAList() {
        let error = FeedFixture.error(parsing: Data(#"{"hello": "world", "items": 3}"#.utf8))
        #expect(error == .notAFeed(.json("keys: hello, items")))
        // With a JSON Feed version it is a feed, broken, and the error names where.
        let declared = FeedFixture.error(parsing: Data(#"{"version": "https://jsonfeed.org/version/1.1", "items": 3}"#.utf8))
        guard case .invalidJSON(let path, _) = declared else {
            Issue.record("expected a JSON error, got \(String(describing: declared))")
            return
        }
        #expect(path == "items")
    }

    @Test func refusesATopLevelArray() {
        #expect(FeedFixture.error(parsing: Data("[1, 2, 3]".utf8)) == .notAFeed(.json("the top level is not an object")))
    }

    @Test func namesThePathOfAFieldOfTheWrongShape() {
        let error = FeedFixture.error(parsing: Data(#"{"version": "https://jsonfeed.org/version/1.1", "items": {"a": 1}}"#.utf8))
        guard case .invalidJSON(let path, _) = error else {
            Issue.record("expected invalidJSON, got \(String(describing: error))")
            return
        }
        #expect(path == "items")
    }

    @Test func reportsBrokenJSONInOneLine() {
        let error = FeedFixture.error(parsing: Data(#"{"items": [1, 2"#.utf8))
        guard case .invalidJSON = error else {
            Issue.record("expected invalidJSON, got \(String(describing: error))")
            return
        }
        #expect(error?.message.contains("\n") == false)
    }

    @Test func acceptsJSONAfterAByteOrderMark() throws {
        let body =
            Data([0xEF, 0xBB, 0xBF])
            + Data(#"{"version":"https://jsonfeed.org/version/1.1","items":[{"id":"x","url":"https://bom.example.com/"}]}"#.utf8)
        let feed = try FeedParser.parse(body, url: FeedFixture.defaultURL)
        #expect(feed.items.map(\.guid) == ["x"])
    }
}
