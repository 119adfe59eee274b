import Foundation

/// What the cache knows about when a source may be asked again: the part of its
/// ``FeedState`` that `FetchDecision` in BylineRefresh reads, also carried by
/// ``FeedSummary`` so the browser can say why a source's list is empty.
public struct FetchSchedule: Sendable, Hashable {
    /// When it answered 410 Gone, if it did.
    public var goneSince: Date?
    /// Before this time the feed or its server asked not to be fetched again (`<ttl>`,
    /// `sy:updatePeriod`, `Cache-Control: max-age`, `Expires`).
    public var freshUntil: Date?
    /// Before this time it must not be asked again: the server's Retry-After or 429 when
    /// ``serverAskedToWait``, else the back-off after repeated failures.
    public var retryAfter: Date?
    /// Whether ``retryAfter`` is the server's own request rather than Byline's back-off.
    public var serverAskedToWait: Bool
    /// How many fetches in a row have failed.
    public var consecutiveFailures: Int
    /// Why the last fetch failed, in the reader's language; nil when it worked.
    public var lastError: String?
    /// When it was last asked, whatever the answer (a source's own `reload-time` counts from it).
    public var lastAttempt: Date?

    /// A schedule from its parts; with none, a source that may be asked at once.
    public init(
        goneSince: Date? = nil, freshUntil: Date? = nil, retryAfter: Date? = nil, serverAskedToWait: Bool = false,
        consecutiveFailures: Int = 0, lastError: String? = nil, lastAttempt: Date? = nil
    ) {
        self.lastAttempt = lastAttempt
        self.goneSince = goneSince
        self.freshUntil = freshUntil
        self.retryAfter = retryAfter
        self.serverAskedToWait = serverAskedToWait
        self.consecutiveFailures = consecutiveFailures
        self.lastError = lastError
    }
}
