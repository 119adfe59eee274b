import BylineCore
import Foundation

/// Whether a refresh asks a source now, and if not, why not and until when: one pure
/// function of the source's stored state, the refresh's intent and the time, used by every
/// refresh (``FeedRefresher``, so `byline refresh` and the browser) and by the browser to
/// say why a source's list is empty.
public enum FetchDecision: Sendable, Hashable {
    /// Ask it now (conditionally, with its validators).
    case ask
    /// Not now, for this reason.
    case wait(FetchWait)

    /// The decision for a source with `schedule` (nil: never fetched) in a refresh of
    /// `intent` at `now`; `every` is the source's reload interval in the refreshes Byline
    /// starts by itself (its own `reload-time`), nil for none.
    ///
    /// In order: a forced refresh asks everything; a server's own wait (429, Retry-After)
    /// holds for every other refresh; a 410 Gone and the back-off after failures hold
    /// except for the sources the user pointed at (`R`); the feed's and server's pacing
    /// (`<ttl>`, max-age) holds only for the refreshes Byline starts by itself.
    public init(_ schedule: FetchSchedule?, intent: RefreshIntent, now: Date, every interval: TimeInterval? = nil) {
        guard let schedule, intent != .forced else {
            self = .ask
            return
        }
        let pointedAt = intent == .oneSource
        if let until = schedule.retryAfter, until > now, schedule.serverAskedToWait {
            self = .wait(.serverAsked(until: until, lastError: schedule.lastError))
        } else if let since = schedule.goneSince, !pointedAt {
            self = .wait(.gone(since: since))
        } else if let until = schedule.retryAfter, until > now, !pointedAt {
            self = .wait(.backingOff(until: until, failures: schedule.consecutiveFailures, lastError: schedule.lastError))
        } else if let until = schedule.freshUntil, until > now, intent == .automatic {
            self = .wait(.fresh(until: until))
        } else if let interval, let last = schedule.lastAttempt, intent == .automatic,
            last.addingTimeInterval(interval - Self.paceGrace(interval)) > now
        {
            self = .wait(.fresh(until: last.addingTimeInterval(interval)))
        } else {
            self = .ask
        }
    }
}

extension FetchDecision {
    /// How much earlier than its reload interval a source counts as due: a timed reload
    /// starts a moment before the interval since the source was last asked has passed, and
    /// should not leave it for a whole further interval (a quarter of it, at most 30 s).
    static func paceGrace(_ interval: TimeInterval) -> TimeInterval { min(30, interval / 4) }
}

/// Why a source is not asked now.
public enum FetchWait: Sendable, Hashable {
    /// Its server asked to wait (429, or a 503's Retry-After) until then; `lastError` is that answer.
    case serverAsked(until: Date, lastError: String?)
    /// It answered 410 Gone then; only `R` on it or `--force` asks it again.
    case gone(since: Date)
    /// It failed `failures` times in a row, so Byline waits until then before asking again.
    case backingOff(until: Date, failures: Int, lastError: String?)
    /// The feed or its server asked not to be fetched again before then; only the automatic
    /// refreshes wait for it.
    case fresh(until: Date)

    /// When a refresh of the same kind may ask it again; nil for a gone source (not by itself).
    public var until: Date? {
        switch self {
        case .serverAsked(let until, _), .backingOff(let until, _, _), .fresh(let until): until
        case .gone: nil
        }
    }
}
