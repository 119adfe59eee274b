import BylineText
import Foundation

/// The articles bundled with Byline: what a new user browses before configuring any source,
/// with no network.
///
/// They are `Resources/demo/articles.json` (a NewsAPI `everything` response), built into the
/// binary by `scripts/embed-resources.sh`, and go through the same NewsAPI conversion as
/// fetched articles, so the demo exercises the real path from DTO to screen.
public enum DemoArticles {
    /// How long before `now` the newest demo article appears to have been published.
    public static let newestAge: TimeInterval = 60 * 60

    /// Why the demo set could not be read; only a broken build can cause it.
    public struct LoadError: LocalizedError, Equatable {
        /// What the JSON decoder reported.
        public var reason: String

        /// One line for the status bar or stderr.
        public var errorDescription: String? {
            SourceFormText.demoNotDecoded(reason)
        }
    }

    /// The demo articles in the file's order (newest first), dated as if just fetched: every
    /// date moves by the same amount so the newest is ``newestAge`` before `now` and the
    /// spacing between articles is kept. The same `now` always gives the same articles.
    public static func articles(now: Date = Date()) throws -> [Article] {
        let articles = try response().articles.compactMap { Article(dto: $0, source: .demo) }
        return anchored(articles, newestAt: now.addingTimeInterval(-newestAge))
    }

    /// The embedded document, decoded as NewsAPI's wire format.
    static func response() throws -> NewsAPIResponseDTO {
        do {
            return try JSONDecoder().decode(NewsAPIResponseDTO.self, from: Data(EmbeddedResources.demoArticlesJSON.utf8))
        } catch {
            throw LoadError(reason: String(describing: error))
        }
    }

    /// `articles` with every date shifted by one amount so the latest becomes `newest`; a fixed
    /// set would otherwise look days or years old. Articles without a date keep none.
    static func anchored(_ articles: [Article], newestAt newest: Date) -> [Article] {
        guard let latest = articles.compactMap(\.published).max() else { return articles }
        let shift = newest.timeIntervalSince(latest)
        return articles.map { article in
            var moved = article
            moved.published = article.published?.addingTimeInterval(shift)
            return moved
        }
    }
}
