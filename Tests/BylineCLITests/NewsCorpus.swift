import BylineTestSupport
import Foundation

/// A small, known set of articles in two sources (RSS and JSON Feed; English, Korean,
/// Japanese; one undated), refreshed into a fresh ``CacheFolder`` for list/show/mark tests.
enum NewsCorpus {
    /// A fixed time as the test writes it.
    static func date(_ text: String) -> Date {
        (try? Date(text, strategy: .iso8601)) ?? Date(timeIntervalSince1970: 0)
    }

    /// A long paragraph mixing scripts and widths, for wrapping.
    static let longBody = """
        <p>정부는 오늘 국회에 새해 예산안을 제출하면서 교육과 복지 분야의 지출을 크게 늘리겠다고 밝혔다. \
        Analysts called the plan ambitious but affordable, citing https://example.org/a/very/long/path/that/cannot/break/anywhere/at/all \
        as the source of the figures. 東京でも同じ日に大雨が降り、交通機関に乱れが出た。 🎉👩‍💻 Emoji stay whole.</p>
        <ul><li>First point, with enough words to wrap across more than one line at forty columns.</li>
        <li>두 번째 항목은 한국어로 쓰여 있고 줄바꿈이 필요할 만큼 충분히 길다.</li></ul>
        """

    /// The World Desk (RSS).
    static let world: [FeedItem] = [
        FeedItem(
            id: "w1", title: "정부는 오늘 새 예산안을 발표했다", link: "http://example.org/w1",
            contentHTML: longBody, author: "김기자", published: date("2025-06-15T09:30:00Z")),
        FeedItem(
            id: "w2", title: "東京で大雨、交通に乱れ", link: "http://example.org/w2",
            summary: "関東地方で記録的な雨。", published: date("2025-06-15T08:00:00Z")),
        FeedItem(
            id: "w3", title: "Markets rally as rates hold", link: "http://example.org/w3",
            summary: "Stocks rose for a third day.", author: "Jane Roe", published: date("2025-06-14T12:00:00Z"))
    ]

    /// Tech Wire (JSON Feed).
    static let tech: [FeedItem] = [
        FeedItem(
            id: "t1", title: "Swift 6 ships with data-race safety", link: "http://example.org/t1",
            summary: "A <b>major</b> release.", published: date("2025-06-13T07:15:00Z"),
            image: "http://example.org/img/t1.png"),
        FeedItem(id: "t2", title: "Undated note from the wire", link: "http://example.org/t2"),
        FeedItem(
            id: "t3", title: "Rust and Swift compared", link: "http://example.org/t3",
            summary: "Two languages, one afternoon.", published: date("2025-06-12T18:45:00Z"))
    ]

    /// A folder whose cache holds the corpus (the server is gone once this returns).
    static func refreshed() throws -> CacheFolder {
        let folder = try CacheFolder()
        let server = try TestHTTPServer(routes: [
            "/world": .text(FeedBuilder.rss(title: "World Desk", items: world), contentType: "application/rss+xml"),
            "/tech": .text(FeedBuilder.jsonFeed(title: "Tech Wire", items: tech), contentType: "application/feed+json")
        ])
        defer { server.stop() }
        try folder.writeURLs([server.urlString("/world"), server.urlString("/tech")])
        let result = try folder.run(["refresh"])
        guard result.status == 0 else {
            folder.remove()
            throw CommandFailed(result: result)
        }
        return folder
    }

    /// The id of the article titled `title` in `articles`.
    static func id(_ title: String, in articles: [ListedArticle]) throws -> Int64 {
        guard let article = articles.first(where: { $0.title == title }) else {
            throw CorpusError(description: "no article titled \(title)")
        }
        return article.id
    }
}

/// The corpus did not hold what a test expected.
struct CorpusError: Error, CustomStringConvertible {
    /// What was missing.
    var description: String
}
