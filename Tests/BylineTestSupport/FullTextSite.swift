import Foundation

/// A loopback news site for the background full-text fetch: a feed at `/feed.xml` whose
/// items carry teasers and link to their pages at `/story/N`, pages that hold the whole
/// story, a few that fail on purpose, and a count of the page requests in flight per
/// `Host` header (so a test can check the per-host bound).
public final class FullTextSite: Sendable {
    /// The server.
    public let server: TestHTTPServer
    /// How many items the feed lists now (`/story/0` … `/story/N-1`); raise it to publish a batch.
    public let published: LockedValue<Int>
    /// Story numbers whose page answers 500.
    public let failing: LockedValue<Set<Int>>
    /// Story numbers whose page is a list of links, not an article.
    public let notArticles: LockedValue<Set<Int>>
    /// Seconds each page takes to answer.
    public let pageDelay: LockedValue<TimeInterval>
    private let peak: LockedValue<[String: Int]>
    /// The hosts to link pages under (`127.0.0.1`, `localhost`…), story N under `hosts[N % count]`.
    public let hosts: [String]

    /// A site publishing `count` stories, its pages linked under `hosts`.
    public init(published count: Int, hosts: [String] = ["127.0.0.1"]) throws {
        let published = LockedValue(count)
        let failing = LockedValue<Set<Int>>([])
        let notArticles = LockedValue<Set<Int>>([])
        let pageDelay = LockedValue<TimeInterval>(0)
        let inFlight = LockedValue<[String: Int]>([:])
        let peak = LockedValue<[String: Int]>([:])
        let port = LockedValue(0)
        server = try TestHTTPServer { request in
            if request.path == "/feed.xml" {
                let items = (0..<published.current).map { number in
                    FeedItem(
                        id: "story-\(number)", title: "Story \(number)",
                        link: "http://\(hosts[number % hosts.count]):\(port.current)/story/\(number)",
                        summary: "Teaser \(number)…", published: Date(timeIntervalSince1970: 1_750_000_000 + Double(number) * 60))
                }
                return .text(FeedBuilder.rss(title: "Full text site", items: items), contentType: "application/rss+xml")
            }
            guard request.path.hasPrefix("/story/"), let number = Int(request.path.dropFirst("/story/".count)) else {
                return .status(404)
            }
            let host = request.header("Host")?.split(separator: ":").first.map(String.init) ?? ""
            let now = inFlight.update { counts -> Int in
                counts[host, default: 0] += 1
                return counts[host, default: 0]
            }
            peak.update { $0[host] = max($0[host] ?? 0, now) }
            let delay = pageDelay.current
            if delay > 0 { Thread.sleep(forTimeInterval: delay) }
            inFlight.update { $0[host, default: 0] -= 1 }
            if failing.current.contains(number) { return .text("boom", status: 500) }
            if notArticles.current.contains(number) { return .text(Self.linkList, contentType: "text/html; charset=utf-8") }
            return .text(Self.page(number), contentType: "text/html; charset=utf-8")
        }
        port.current = server.port
        self.published = published
        self.failing = failing
        self.notArticles = notArticles
        self.pageDelay = pageDelay
        self.peak = peak
        self.hosts = hosts
    }

    /// The feed's address.
    public var feedURL: URL { server.url("/feed.xml") }

    /// The most page requests that were in flight at once to `host`.
    public func peakInFlight(_ host: String) -> Int { peak.current[host] ?? 0 }

    /// How many times story `number`'s page was asked for.
    public func pageRequests(_ number: Int) -> Int {
        server.requests.filter { $0.path == "/story/\(number)" }.count
    }

    /// A sentence only story `number`'s page has (not its teaser), to find in the cache.
    public static func marker(_ number: Int) -> String { "Harbourmaster\(number) confirmed the timetable" }

    /// The page of story `number`: navigation, the story in several paragraphs, a footer.
    public static func page(_ number: Int) -> String {
        let paragraph =
            "The night buses returned to the harbour district on Monday, after a winter in which the last "
            + "service left the square at eleven and the late shift at the fish market walked home in the rain."
        return """
            <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Story \(number) | Harbour Weekly</title></head>
            <body><nav class="menu"><a href="/">Home</a> <a href="/city">City</a></nav>
            <article class="post"><h1>Story \(number)</h1>
            <p>\(marker(number)) on Friday, and said the drivers had agreed to every change.</p>
            <p>\(paragraph)</p><p>\(paragraph) Drivers, market workers and the council argued for months.</p>
            <p>\(paragraph) The levy on stall rents pays for it, as the traders themselves proposed.</p>
            </article><footer class="site-footer">All rights reserved.</footer></body></html>
            """
    }

    /// A page with no article: a login form.
    static let linkList = "<html><body><form><input name=user><input type=password name=p></form></body></html>"

    /// Stops the server.
    public func stop() { server.stop() }
}
