import Foundation

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

/// Sources and articles for cache tests.
enum CacheSamples {
    /// A feed source.
    static func source(_ name: String = "example", title: String? = nil) -> Source {
        let url = URL(string: "https://\(name).example.com/feed.xml") ?? URL(fileURLWithPath: "/")
        return Source(kind: .feed(url), key: url.absoluteString, title: title)
    }

    /// An article of `source`, published `minutes` after a fixed time (or undated).
    static func article(
        _ guid: String, of source: Source, title: String? = nil, summary: String? = nil,
        content: String? = nil, minutes: Int = 0, undated: Bool = false
    ) -> Article {
        Article(
            sourceKey: source.key, sourceName: source.displayName, guid: guid, title: title ?? "Title \(guid)",
            summary: summary, content: content, url: URL(string: "https://example.com/\(guid)"),
            published: undated ? nil : baseDate.addingTimeInterval(TimeInterval(minutes * 60)))
    }

    /// The fixed time sample articles are published around.
    static let baseDate = Date(timeIntervalSince1970: 1_700_000_000)

    /// Ids of a list of summaries, for comparing orders.
    static func ids(_ rows: [ArticleSummary]) -> [Int64] { rows.map(\.id) }
}
