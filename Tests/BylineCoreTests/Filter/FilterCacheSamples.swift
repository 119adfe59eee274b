import Foundation

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

/// A small real cache for filter tests: two tagged feeds with articles of known ages.
struct FilterCache {
    let folder: TemporaryFolder
    let store: ArticleStore
    let alpha = CacheSamples.source("alpha", title: "Alpha News")
    let beta = CacheSamples.source("beta", title: "Beta Sports")

    /// The time the articles' ages are counted from (their publication dates are relative to it).
    static let now = Date()

    /// Opens a fresh cache and stores the samples: alpha (tags tech, news) and beta (sport).
    init() throws {
        folder = try TemporaryFolder()
        store = try ArticleStore.open(at: folder.file("cache.db"))
        try store.store(
            [
                Self.article(
                    "swift", of: alpha, title: "Swift 6 released", author: "Kim", daysAgo: 0,
                    content: "<p>The Swift compiler</p>"),
                Self.article("rust", of: alpha, title: "Rust news roundup", author: nil, daysAgo: 3, content: "weekly"),
                Self.article(
                    "emile", of: alpha, title: "Émile wins the prize", author: "Lee", daysAgo: 10, content: nil,
                    summary: "Sponsored story")
            ], for: alpha)
        try store.store(
            [
                Self.article("goal", of: beta, title: "A late goal", author: "Park", daysAgo: 1, content: "football"),
                Self.article("swim", of: beta, title: "Swimming record", author: "Kim", daysAgo: 40, content: "pool")
            ], for: beta)
        try store.setSourceTags([alpha.key: ["tech", "news"], beta.key: ["sport"]])
    }

    /// Removes the cache.
    func remove() { folder.remove() }

    /// The titles `filter` selects (with `query`'s other parts), in list order.
    func titles(_ filter: String, _ query: ArticleQuery = .all) throws -> [String] {
        var query = query
        query.filter = try FilterExpression.parse(filter)
        return try store.summaries(query, offset: 0, limit: 100).map(\.title)
    }

    /// The id of the article with this title (-1 when there is none).
    func id(_ title: String) throws -> Int64 {
        try store.summaries(.all, offset: 0, limit: 100).first { $0.title == title }?.id ?? -1
    }

    private static func article(
        _ guid: String, of source: Source, title: String, author: String?, daysAgo: Double,
        content: String?, summary: String? = nil
    ) -> Article {
        Article(
            sourceKey: source.key, sourceName: source.displayName, guid: guid, title: title, author: author,
            summary: summary, content: content, url: URL(string: "https://\(guid).example.org/story"),
            published: now.addingTimeInterval(-daysAgo * 86_400 - 3600))
    }
}
