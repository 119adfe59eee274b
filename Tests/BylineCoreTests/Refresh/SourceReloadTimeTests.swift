import BylineTestSupport
import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineRefresh
@testable import BylineSystem
@testable import BylineXML

/// A source's own `reload-time` paces only the refreshes Byline starts by itself, through
/// the real refresher, cache and a loopback server: `r` still asks it.
@Suite("a source's reload-time", .serialized)
struct SourceReloadTimeTests {
    private func session(_ feed: LoopbackFeed, _ sources: [Source], intent: RefreshIntent, at now: Date) throws -> RefreshSession {
        let service = APIService(
            transport: CurlTransport(configuration: .init(timeout: 30)))
        var session = RefreshSession(
            fetcher: SourceFetcher(service: service), store: feed.store, sources: sources, policy: RefreshPolicy(intent: intent))
        session.now = { now }
        return session
    }

    @Test("reload-time=120 leaves a source out of automatic refreshes for two hours; others and r still ask it")
    func reloadTimePacesTheAutomaticRefresh() async throws {
        let feed = try LoopbackFeed { _ in
            .text(FeedBuilder.rss(title: "Paced", items: FeedItem.numbered("p", count: 2)), contentType: "application/rss+xml")
        }
        defer { feed.stop() }
        let text = "\(feed.server.urlString("/paced")) \"reload-time=120\"\n\(feed.server.urlString("/every"))\n"
        let sources = URLsFile.parse(text).sources
        #expect(sources.first?.settings.reloadMinutes == 120)
        let start = Date()
        for minutes in [0, 30, 60] {
            _ = await try session(feed, sources, intent: .automatic, at: start.addingTimeInterval(Double(minutes) * 60)).run()
        }
        #expect(feed.server.requests.filter { $0.path == "/paced" }.count == 1, "asked once in the first hour")
        #expect(feed.server.requests.filter { $0.path == "/every" }.count == 3)
        _ = await try session(feed, sources, intent: .userAsked, at: start.addingTimeInterval(61 * 60)).run()
        #expect(feed.server.requests.filter { $0.path == "/paced" }.count == 2, "r asks it whatever its reload-time")
        _ = await try session(feed, sources, intent: .automatic, at: start.addingTimeInterval(61 * 60 + 120 * 60)).run()
        #expect(feed.server.requests.filter { $0.path == "/paced" }.count == 3, "due again two hours after it was last asked")
    }
}
