import BylineCore
import Foundation

/// When a source may be asked again: the server's Retry-After always wins; after repeated
/// failures the wait doubles from one minute up to an hour, so a dead feed is not hammered.
public struct RefreshPolicy: Sendable, Hashable {
    /// How many sources are fetched at once.
    public var maxConcurrentSources: Int
    /// Why the refresh runs, which decides what holds a source back (see ``FetchDecision``).
    public var intent: RefreshIntent
    /// The first wait after repeated failures.
    public var baseBackoff: TimeInterval
    /// The longest wait.
    public var maxBackoff: TimeInterval
    /// The killfile's download-mode rules: articles they match are never stored.
    public var ignoreRules: [IgnoreRule]
    /// The least time between the starts of two requests to one host (not for loopback
    /// hosts), so a big refresh does not hit a server all at once.
    public var hostStagger: TimeInterval
    /// What the refresh removes afterwards (`max-items`, `keep-articles-days`).
    public var expiry = ExpiryPolicy()
    /// The reload interval, in seconds, of a source without a `reload-time` of its own in
    /// the refreshes Byline starts by itself; nil asks such sources every time. Set when the
    /// timed reload ticks faster than the global `reload-time` for some source's sake, so
    /// the others are still asked only every `reload-time` minutes.
    public var defaultReloadInterval: TimeInterval?

    /// How long after it was last asked `source` is due again in an automatic refresh.
    public func reloadInterval(of source: Source) -> TimeInterval? {
        source.settings.reloadMinutes.map { TimeInterval($0 * 60) } ?? defaultReloadInterval
    }

    /// The default policy: 16 sources at once, back-off from 1 minute to 1 hour, for a
    /// refresh the user asked for.
    public init(
        maxConcurrentSources: Int = 16, intent: RefreshIntent = .userAsked,
        baseBackoff: TimeInterval = 60, maxBackoff: TimeInterval = 3600, ignoreRules: [IgnoreRule] = [],
        hostStagger: TimeInterval = 0.25
    ) {
        self.hostStagger = max(0, hostStagger)
        self.maxConcurrentSources = max(1, maxConcurrentSources)
        self.intent = intent
        self.baseBackoff = baseBackoff
        self.maxBackoff = maxBackoff
        self.ignoreRules = ignoreRules
    }

    /// The policy the config file asks for, for a refresh of `intent`: its connection count,
    /// back-off and, in the killfile's download mode, its ignore rules.
    public init(configuration: Configuration, intent: RefreshIntent = .userAsked) {
        self.init(
            maxConcurrentSources: configuration.maxConnections, intent: intent,
            baseBackoff: TimeInterval(configuration.refreshBackoff),
            ignoreRules: configuration.killfile.downloadRules, hostStagger: configuration.hostStagger)
        expiry = configuration.expiry
    }

    /// The time before which a source that just failed for the `failures`-th time in a row
    /// must not be asked again, in whole seconds; nil when it may be asked at the next refresh.
    /// A 429 without a Retry-After waits ``baseBackoff``: the server asked to slow down, so
    /// the very next refresh must not ask again.
    public func nextAttempt(
        afterFailures failures: Int, retryAfter: TimeInterval?, rateLimited: Bool = false,
        now: Date
    ) -> Date? {
        if let retryAfter, retryAfter > 0 {
            return Self.wholeSecondAtOrAfter(now.addingTimeInterval(retryAfter))
        }
        if rateLimited {
            return Self.wholeSecondAtOrAfter(now.addingTimeInterval(baseBackoff))
        }
        guard failures >= 2 else { return nil }
        let doublings = Double(min(failures - 2, 16))
        return Self.wholeSecondAtOrAfter(now.addingTimeInterval(min(baseBackoff * pow(2, doublings), maxBackoff)))
    }

    /// The cache keeps times in whole seconds, rounded down: unrounded, the stored time could
    /// let the next refresh ask up to a second before the server's Retry-After or the back-off
    /// ended (the soak in bench/soak.sh caught that), so round up before it is stored.
    private static func wholeSecondAtOrAfter(_ date: Date) -> Date {
        Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.up))
    }
}
