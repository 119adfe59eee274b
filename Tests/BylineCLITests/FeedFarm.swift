import BylineCore
import BylineTestSupport
import Foundation

/// Many RSS feeds on one loopback server, each answering after a delay, so a refresh takes
/// long enough to be interrupted. Titles carry an edition number the test can bump, so every
/// refresh rewrites every article (and a kill lands in the middle of real writes).
final class FeedFarm: Sendable {
    /// How many feeds.
    let feeds: Int
    /// How many items each feed holds.
    let itemsPerFeed: Int
    /// The edition written into every title and summary.
    let edition = LockedValue(0)
    /// The server (stop it when done).
    let server: TestHTTPServer

    /// Starts the server: `/feed/0` … `/feed/<feeds - 1>`, each answering after `delay` seconds.
    /// Each answer carries the edition as its ETag, and a request that sends the current
    /// edition back gets 304.
    init(feeds: Int, itemsPerFeed: Int, delay: TimeInterval) throws {
        self.feeds = feeds
        self.itemsPerFeed = itemsPerFeed
        let edition = self.edition
        server = try TestHTTPServer { request in
            guard request.path.hasPrefix("/feed/"), let number = Int(request.path.dropFirst("/feed/".count)),
                (0..<feeds).contains(number)
            else { return .status(404) }
            let current = edition.current
            let etag = "\"edition-\(current)\""
            if request.header("If-None-Match") == etag {
                return .delay(delay, then: .status(304, headers: [("ETag", etag)]))
            }
            let rss = FeedFarm.rss(feed: number, items: itemsPerFeed, edition: current)
            return .delay(delay, then: .text(rss, contentType: "application/rss+xml", headers: [("ETag", etag)]))
        }
    }

    /// The sources whose stored ETag does not name the edition their articles are in: a
    /// refresh must store a feed's validators in the same transaction as its articles.
    func validatorMismatches(in folder: CacheFolder, articles: [ListedArticle]) throws -> [String] {
        let store = try ArticleStore.open(at: folder.cache)
        let editions = Self.editions(of: articles)
        return try (0..<feeds).compactMap { number in
            let stored = try store.feedState(for: server.urlString("/feed/\(number)"))?.etag
            let expected = editions["Farm feed \(number)"].flatMap { $0.count == 1 ? $0.first : nil }.map { "\"edition-\($0)\"" }
            return stored == expected ? nil : "feed \(number): ETag \(stored ?? "none"), articles \(expected ?? "mixed")"
        }
    }

    /// The edition each source's articles are in (from the titles), by source name.
    static func editions(of articles: [ListedArticle]) -> [String: Set<Int>] {
        articles.reduce(into: [:]) { editions, article in
            let edition = article.title.components(separatedBy: ", edition ").last.flatMap { Int($0) } ?? -1
            editions[article.source, default: []].insert(edition)
        }
    }

    /// Every article the feeds hold.
    var corpusSize: Int { feeds * itemsPerFeed }

    /// The urls file lines, one per feed.
    var urlLines: [String] { (0..<feeds).map { server.urlString("/feed/\($0)") } }

    /// One feed's document in one edition.
    static func rss(feed: Int, items: Int, edition: Int) -> String {
        let newest = Date(timeIntervalSince1970: 1_750_000_000)
        let entries = (0..<items).map { index in
            FeedItem(
                id: "feed\(feed)-item\(index)", title: "Feed \(feed) story \(index), edition \(edition)",
                link: "http://example.org/\(feed)/\(index)",
                summary: "Edition \(edition). " + String(repeating: "Words to index and store. ", count: 8),
                published: newest.addingTimeInterval(TimeInterval(-60 * (feed * items + index))))
        }
        return FeedBuilder.rss(title: "Farm feed \(feed)", items: entries)
    }

    /// Stops the server.
    func stop() {
        server.stop()
    }
}
