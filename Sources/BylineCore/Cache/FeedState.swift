import BylineText
import Foundation

/// What the cache remembers about fetching one source: validators, errors and back-off.
public struct FeedState: Sendable, Hashable {
    /// The source's key.
    public var key: String
    /// The name recorded for it.
    public var title: String?
    /// The ETag of the last good response, for `If-None-Match`.
    public var etag: String?
    /// The Last-Modified of the last good response, for `If-Modified-Since`.
    public var lastModified: String?
    /// Why the last fetch failed (or what was wrong with a feed that was still read), in
    /// the reader's language; nil when it succeeded.
    public var lastError: String?
    /// ``lastError`` as data, as the cache keeps it; nil for none, or for a cache written
    /// before reasons were kept as data (its sentence is then ``lastError``).
    public var lastErrorReason: MessageValue?
    /// When it was last fetched, whatever the outcome.
    public var lastAttempt: Date?
    /// When a fetch last succeeded (200 or 304).
    public var lastSuccess: Date?
    /// Do not fetch again before this time (429 Retry-After, or back-off after failures).
    public var retryAfter: Date?
    /// Whether ``retryAfter`` is the server's own request (a 429, a Retry-After).
    public var serverAskedToWait: Bool
    /// How many fetches in a row have failed.
    public var consecutiveFailures: Int
    /// When the feed answered 410 Gone; it is not asked again unless the refresh is forced.
    public var goneSince: Date?
    /// The server asked not to be fetched again before this time (max-age, Expires, ttl).
    public var freshUntil: Date?

    /// A feed state from its parts.
    public init(
        key: String, title: String? = nil, etag: String? = nil, lastModified: String? = nil,
        lastError: String? = nil, lastAttempt: Date? = nil, lastSuccess: Date? = nil,
        retryAfter: Date? = nil, consecutiveFailures: Int = 0, goneSince: Date? = nil, freshUntil: Date? = nil,
        lastErrorReason: MessageValue? = nil, serverAskedToWait: Bool = false
    ) {
        self.lastErrorReason = lastErrorReason
        self.serverAskedToWait = serverAskedToWait
        self.goneSince = goneSince
        self.freshUntil = freshUntil
        self.key = key
        self.title = title
        self.etag = etag
        self.lastModified = lastModified
        self.lastError = lastError
        self.lastAttempt = lastAttempt
        self.lastSuccess = lastSuccess
        self.retryAfter = retryAfter
        self.consecutiveFailures = consecutiveFailures
    }

    /// What `FetchDecision` in BylineRefresh reads to decide whether a refresh asks it.
    public var schedule: FetchSchedule {
        FetchSchedule(
            goneSince: goneSince, freshUntil: freshUntil, retryAfter: retryAfter, serverAskedToWait: serverAskedToWait,
            consecutiveFailures: consecutiveFailures, lastError: lastError, lastAttempt: lastAttempt)
    }
}
