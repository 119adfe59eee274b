import BylineCore
import Foundation

/// The time a wait ends, as people read it on a clock: `16:10` today, `2026-12-01 16:10`
/// another day. Rounded up to the minute, so when the time shown has come the wait is over.
public enum WaitClock {
    /// `date` in `timeZone`, seen at `now`; a time in the past (`since`) is not rounded up.
    public static func text(_ date: Date, now: Date, timeZone: TimeZone = .current, roundingUp: Bool = true) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let seconds = date.timeIntervalSince1970
        let minute = (seconds / 60).rounded(roundingUp ? .up : .down) * 60
        let shown = Date(timeIntervalSince1970: minute)
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: shown)
        let clock = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        guard !calendar.isDate(shown, inSameDayAs: now) else { return clock }
        return String(format: "%04d-%02d-%02d ", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0) + clock
    }
}
