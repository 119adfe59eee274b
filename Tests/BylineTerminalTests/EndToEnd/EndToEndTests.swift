import BylineTestSupport
import Foundation
import Testing

/// End-to-end tests: the real `byline` binary in a private tmux server, against a temporary
/// home and a loopback server. One at a time (they share two cores with the rest of the
/// suite and each owns a terminal); the suites nested in extensions inherit `.serialized`.
@Suite("End to end: byline in tmux", .serialized)
struct EndToEndTests {}

/// Feeds shared by the end-to-end suites.
enum EndToEndFeeds {
    /// Four headlines in Korean, Japanese, emoji and English, newest first.
    static let international: [FeedText.Item] = [
        FeedText.Item(
            title: "서울에 첫눈이 내렸다", link: "https://news.example/ko/snow",
            html: "<p>서울 전역에 첫눈이 내렸다.</p>", age: 1),
        FeedText.Item(
            title: "東京の桜が満開", link: "https://news.example/ja/sakura",
            html: "<p>上野公園は人でいっぱい。</p>", age: 2),
        FeedText.Item(
            title: "Party time 🎉🥳 tonight", link: "https://news.example/party",
            html: "<p>Bring snacks.</p>", age: 3),
        FeedText.Item(
            title: "Swift 6.3 released", link: "https://news.example/swift",
            html: "<p>Faster builds.</p>", age: 4)
    ]

    /// `count` plain headlines, "Story 01" the newest.
    static func stories(_ count: Int) -> [FeedText.Item] {
        (1...count).map { number in
            let name = String(format: "Story %02d", number)
            return FeedText.Item(title: name, link: "https://news.example/story/\(number)", html: "<p>Body of \(name).</p>", age: number)
        }
    }

    /// A loopback server answering each path with an RSS feed.
    static func server(_ feeds: [String: (title: String, items: [FeedText.Item])]) throws -> TestHTTPServer {
        var routes: [String: TestResponse] = [:]
        for (path, feed) in feeds {
            routes[path] = .text(FeedText.rss(title: feed.title, items: feed.items), contentType: "application/rss+xml")
        }
        return try TestHTTPServer(routes: routes)
    }

    /// A loopback server for `feeds` and a home whose urls file lists them (in path order)
    /// and whose cache `byline refresh` has filled; stop the server when done.
    static func preparedHome(_ feeds: [String: (title: String, items: [FeedText.Item])]) throws -> (EndToEndHome, TestHTTPServer) {
        let server = try server(feeds)
        let home = try EndToEndHome()
        try home.writeURLs(feeds.keys.sorted().map { server.urlString($0) })
        try home.refresh()
        return (home, server)
    }
}
