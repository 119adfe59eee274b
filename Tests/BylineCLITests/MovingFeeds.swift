import BylineTestSupport
import Foundation

/// Small feeds on one loopback server that can move for good: `/mv/R/N` answers with its
/// feed until round R is moved, then with a 301 to `/new/R/N`; `/extra/R/N` are feeds that
/// never move (for `byline add` to find). Each answer waits `delay` seconds, so refreshes
/// and other commands started together really overlap.
final class MovingFeeds: Sendable {
    /// The server (stop it when done).
    let server: TestHTTPServer
    /// Items per feed.
    let items: Int
    private let moved = LockedValue<Set<Int>>([])

    /// Starts the server.
    init(items: Int = 3, delay: TimeInterval = 0.02) throws {
        self.items = items
        let moved = self.moved
        server = try TestHTTPServer { request in
            let parts = request.path.split(separator: "/").map(String.init)
            guard parts.count == 3, let round = Int(parts[1]), let number = Int(parts[2]) else { return .status(404) }
            switch parts[0] {
            case "mv" where moved.current.contains(round):
                return .delay(delay, then: .redirect("/new/\(round)/\(number)", status: 301))
            case "mv", "new", "extra":
                let name = parts[0] == "extra" ? "extra" : "feed"
                return .delay(
                    delay,
                    then: .text(
                        Self.rss(name, round: round, number: number, items: items),
                        contentType: "application/rss+xml"))
            default:
                return .status(404)
            }
        }
    }

    /// From now on, round `round`'s `/mv/` feeds answer 301.
    func move(round: Int) {
        moved.update { _ = $0.insert(round) }
    }

    /// The address of one feed: `kind` is `mv`, `new` or `extra`.
    func url(_ kind: String, round: Int, number: Int) -> String {
        server.urlString("/\(kind)/\(round)/\(number)")
    }

    /// One feed's document; titles are unique across every feed and round.
    static func rss(_ name: String, round: Int, number: Int, items: Int) -> String {
        let newest = Date(timeIntervalSince1970: 1_750_000_000)
        let entries = (0..<items).map { index in
            FeedItem(
                id: "\(name)-\(round)-\(number)-\(index)", title: "\(name) \(round).\(number) story \(index)",
                link: "http://example.org/\(name)/\(round)/\(number)/\(index)", summary: "A summary",
                published: newest.addingTimeInterval(TimeInterval(-60 * (number * items + index))))
        }
        return FeedBuilder.rss(title: "\(name) \(round).\(number)", items: entries)
    }

    /// Stops the server.
    func stop() {
        server.stop()
    }
}
