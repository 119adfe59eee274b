import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineRefresh
@testable import BylineSystem
@testable import BylineXML

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Query feeds in the urls file")
struct QueryFeedLineTests {
    @Test func aQueryLineBecomesANamedTaggedSourceThatIsNeverFetched() throws {
        let parsed = URLsFile.parse(
            """
            "query:Unread tech:unread = \\"yes\\" and tags # \\"tech\\"" digest
            "query:Old or starred:age between 7:30 or flags # \\"s\\""
            """)
        #expect(parsed.errors == [])
        let first = try #require(parsed.sources.first)
        #expect(first.title == "Unread tech")
        #expect(first.tags == ["digest"])
        #expect(first.isQuery)
        #expect(first.kind == .query(try FilterExpression.parse("unread = yes and tags # \"tech\"")))
        #expect(parsed.sources[1].kind == .query(try FilterExpression.parse("age between 7:30 or flags # \"s\"")))
    }

    @Test func theBangTagHidesASourceAndAQueryFeedCanCarryIt() {
        let parsed = URLsFile.parse("https://a.example.com/feed ! tech\nhttps://b.example.com/feed tech\n\"query:Q:age < 1\" !\n")
        #expect(parsed.sources.map(\.isHidden) == [true, false, true])
    }

    @Test func badQueryLinesNameTheLineAndTheColumnInTheExpression() {
        let parsed = URLsFile.parse(
            """
            https://example.com/feed.xml
            "query:Broken:title =~ \\"(\\""
            "query:No expression"
            "query::unread = yes"
            "query:Typo:unread = yes and auhtor = \\"x\\""
            """)
        #expect(parsed.sources.map(\.key) == ["https://example.com/feed.xml"])
        #expect(
            parsed.errors.map(\.description) == [
                "urls:2: query feed 'Broken': expression column 10: invalid regular expression '(': Unmatched ( or \\(",
                "urls:3: a query feed is written \"query:Name:EXPRESSION\"; this one has no ':' after its name",
                "urls:4: a query feed needs a name: \"query:Name:EXPRESSION\"",
                "urls:5: query feed 'Typo': expression column 18: unknown attribute 'auhtor' (known: title, author, link, "
                    + "content, feedtitle, feedurl, tags, unread, starred, flags, age, date, enclosure_url, enclosure_type, has_enclosure)"
            ])
    }

    @Test func queryLinesRoundTripThroughTheUrlsFileAndStayOutOfOPML() throws {
        let text = "\"query:Mine:author = \\\"Kim\\\" or title =~ \\\"a\\\\\\\\.b\\\"\" people\nhttps://example.com/feed.xml\n"
        let parsed = URLsFile.parse(text)
        #expect(parsed.errors == [])
        let written = URLsFile.text(for: parsed.sources)
        #expect(URLsFile.parse(written).sources == parsed.sources)
        #expect(written.hasPrefix("\"query:Mine:"))
        let opml = OPML.export(parsed.sources)
        #expect(!opml.contains("query:"))
        #expect(opml.contains("https://example.com/feed.xml"))
    }

    @Test func aRefreshNeverFetchesAQueryFeed() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = try #require(URLsFile.parse("\"query:All unread:unread = yes\"").sources.first)
        let service = APIService(transport: RefusingTransport())
        let results = await RefreshSession(fetcher: SourceFetcher(service: service), store: store, sources: [source, source], policy: RefreshPolicy())
            .run().sources
        #expect(results.isEmpty)
        #expect(try store.feeds().isEmpty)
    }
}

/// A transport that fails every request, so a test notices any request at all.
private struct RefusingTransport: HTTPTransport {
    var configuration: TransportConfiguration { TransportConfiguration() }

    func exchange(_ request: HTTPRequest, stream: ResponseStream?) async throws(NetworkError) -> Response {
        throw .transport(.cannotConnect(host: request.url.host ?? "", reason: "a query feed must not be fetched"))
    }
}
