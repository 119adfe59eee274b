import BylineCore
import BylineRefresh
import BylineText
import Foundation

/// What a source's empty list says when the source is failing: its last error and when `r`
/// will ask it again (see ``FetchDecision``), instead of "press r" when `r` would not fetch it.
enum EmptySourceReason {
    /// The words for the empty list of the source `feed`, seen at `now`; nil when nothing
    /// stands in its way (the usual "no articles yet" applies).
    static func words(for feed: FeedSummary, now: Date, timeZone: TimeZone) -> String? {
        let error = feed.lastError.map(TextSanitizer.singleLine).flatMap { $0.isEmpty ? nil : $0 }
        func clock(_ date: Date) -> String { WaitClock.text(date, now: now, timeZone: timeZone) }
        switch FetchDecision(feed.schedule, intent: .userAsked, now: now) {
        case .wait(.gone(let since)):
            return RefreshWaitText.emptyGone(WaitClock.text(since, now: now, timeZone: timeZone, roundingUp: false))
        case .wait(.serverAsked(let until, _)):
            let wait = RefreshWaitText.emptyServerAsked(clock(until))
            return error.map { RefreshWaitText.emptyFailed($0, wait) } ?? wait
        case .wait(.backingOff(let until, _, _)):
            return RefreshWaitText.emptyFailed(error ?? "", RefreshWaitText.emptyBackingOff(clock(until)))
        case .wait(.fresh), .ask:
            return error.map { RefreshWaitText.emptyFailed($0, RefreshWaitText.emptyAskAgain.text) }
        }
    }
}
