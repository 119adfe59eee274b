import BylineText
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Finds the feed behind an address a user gives: the address itself when it is a feed,
/// else the feeds its web page links to, else the first usual path that holds one.
///
/// Everything goes through the service's transport (size cap, timeout, User-Agent); the
/// discovery itself is ``FeedDiscovery``, which never touches the network.
public struct FeedFinder: Sendable {
    /// The service whose transport is used.
    public let service: APIService

    /// A finder over `service`.
    public init(service: APIService) {
        self.service = service
    }

    /// What was found.
    public enum Outcome: Sendable, Equatable {
        /// The address is a feed.
        case feed(DiscoveredFeed)
        /// The address is a page; these are its feeds (at least one).
        case page([DiscoveredFeed])
    }

    /// Why no feed was found.
    public enum Failure: Error, Sendable, Equatable {
        /// The address could not be fetched.
        case network(NetworkError)
        /// The address answered, but neither it nor its links nor the usual paths hold a feed.
        case noFeed(URL)

        /// One line a user can act on.
        public var message: String {
            switch self {
            case .network(let error): return error.message
            case .noFeed(let url):
                return CommandLineText.noFeedFound(
                    TextSanitizer.singleLine(URLRedaction.redacted(url.absoluteString)),
                    FeedDiscovery.usualPaths.joined(separator: " "))
            }
        }
    }

    /// The feed or feeds at `url`.
    public func find(_ url: URL) async throws(Failure) -> Outcome {
        let response: Response
        do {
            response = try await fetch(url)
        } catch {
            throw .network(error)
        }
        let finalURL = response.url ?? url
        if let feed = parsedFeed(response, url: url) { return .feed(feed) }
        let links = FeedDiscovery.links(
            inPage: response.body, url: finalURL,
            encoding: PageFetcher.charset(response.headers["Content-Type"]))
        if !links.isEmpty { return .page(links) }
        for candidate in FeedDiscovery.usualCandidates(for: finalURL) {
            // A missing path is the usual answer here, not a failure worth reporting.
            guard let answer = try? await fetch(candidate), let feed = parsedFeed(answer, url: candidate) else { continue }
            return .page([feed])
        }
        throw .noFeed(url)
    }

    private func fetch(_ url: URL) async throws(NetworkError) -> Response {
        var request = URLRequest(url: url)
        request.setValue(
            "application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, "
                + "text/html;q=0.8, */*;q=0.5", forHTTPHeaderField: "Accept")
        return try await service.sendValidated(request)
    }

    /// The answer as a feed found at `url`, or nil when it does not parse as one.
    private func parsedFeed(_ response: Response, url: URL) -> DiscoveredFeed? {
        guard
            let parsed = try? FeedParser.parse(
                response.body, url: response.documentURL(requested: url),
                contentType: response.headers["Content-Type"])
        else { return nil }
        return DiscoveredFeed(url: url, title: parsed.displayTitle, format: Self.name(of: parsed.format))
    }

    private static func name(of format: FeedFormat) -> String {
        switch format {
        case .rss, .rdf: "RSS"
        case .atom: "Atom"
        case .jsonFeed: "JSON Feed"
        case .newsAPI: "NewsAPI"
        }
    }
}
