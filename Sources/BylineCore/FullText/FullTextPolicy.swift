import BylineText
import Foundation

/// The rules of the background full-text fetch (`full-text yes`), in one place: which
/// articles are teasers worth a page, how many pages a refresh fetches, and when a failed
/// page is tried again.
public struct FullTextPolicy: Sendable, Hashable {
    /// Pages fetched at once from one host (never more than the transport's per-host limit).
    public var perHost: Int
    /// Pages fetched per source after one refresh; the rest wait for the next.
    public var perSource: Int
    /// The least time between two page requests' starts to one host (loopback: none).
    public var hostStagger: TimeInterval

    /// A policy: 2 pages at once per host, 20 per source, 250 ms apart per host.
    public init(perHost: Int = 2, perSource: Int = 20, hostStagger: TimeInterval = 0.25) {
        self.perHost = max(1, perHost)
        self.perSource = max(1, perSource)
        self.hostStagger = max(0, hostStagger)
    }

    /// The policy the config asks for: at most 2 per host, fewer when
    /// `max-connections-per-host` says so; its `host-stagger`.
    public init(configuration: Configuration) {
        self.init(perHost: min(2, configuration.maxConnectionsPerHost), hostStagger: configuration.hostStagger)
    }

    /// Feed text with more characters than this (markup removed) is taken for the whole
    /// article, and its page is not fetched.
    public static let teaserLimit = 1000

    /// Whether `feedText` (an article's content, else its summary) is only a teaser: under
    /// ``teaserLimit`` characters once its markup is removed.
    public static func isTeaser(_ feedText: String) -> Bool {
        // Markup only adds characters: short source text is short text. A huge body is
        // never a teaser, and is not parsed to find that out.
        if feedText.utf8.count < teaserLimit { return true }
        if feedText.utf8.count > 64 * teaserLimit { return false }
        return RichText(parsing: feedText).plainText.count < teaserLimit
    }

    /// Times a page that failed for a passing reason is tried in all.
    public static let maximumAttempts = 3
    /// The wait before such a page is tried again.
    public static let retryDelay: TimeInterval = 6 * 3600

    /// When a page that failed with `failure` for the `attempts`-th time may be fetched
    /// again by itself: after ``retryDelay`` for a passing network failure (a timeout, a
    /// 5xx, a 429), until ``maximumAttempts``; never for a page that is not an article, not
    /// a web page, too large, or refused (4xx).
    public static func retryAfter(_ failure: PageFetcher.Failure, attempts: Int, now: Date) -> Date? {
        guard attempts < maximumAttempts, case .network(let error) = failure, error.isTemporary else { return nil }
        return now.addingTimeInterval(retryDelay)
    }
}
