import BylineCore
import BylineText
import Foundation

extension FetchWait {
    /// What `byline refresh` prints after the source's name, and what the browser says of it:
    /// "the server asked to wait until 16:10 (429 Too Many Requests …); --force asks anyway".
    public func words(now: Date, timeZone: TimeZone = .current) -> String {
        switch self {
        case .serverAsked(let until, let lastError):
            let clock = WaitClock.text(until, now: now, timeZone: timeZone)
            return lastError.map { RefreshWaitText.serverAskedBecause(clock, $0) } ?? RefreshWaitText.serverAsked(clock)
        case .gone(let since):
            return RefreshText.gone(WaitClock.text(since, now: now, timeZone: timeZone, roundingUp: false))
        case .backingOff(let until, let failures, let lastError):
            let clock = WaitClock.text(until, now: now, timeZone: timeZone)
            let waiting = (failures == 1 ? RefreshWaitText.backingOff1 : RefreshWaitText.backingOffN)(clock, failures)
            return lastError.map { RefreshWaitText.becauseOf(waiting, $0) } ?? waiting
        case .fresh(let until):
            return RefreshWaitText.notDue(WaitClock.text(until, now: now, timeZone: timeZone))
        }
    }
}
