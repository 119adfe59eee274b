import Foundation

/// Short dates for the headline list: `now`, `5m`, `3h`, `2d`, `Nov 12`, `2023` — at most
/// six columns, in English whatever the locale, so screens read the same everywhere.
public enum RelativeDate {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The widest result, for the list's date column.
    public static let maximumWidth = 6

    /// `date` as seen at `now`: minutes, hours and days for the last week (a date up to an
    /// hour ahead, from a clock that runs fast, counts as `now`); month and day within the
    /// same year; the year alone before that.
    public static func format(_ date: Date, now: Date, timeZone: TimeZone) -> String {
        let seconds = now.timeIntervalSince(date)
        if seconds > -3600 && seconds < 7 * 86_400 {
            let elapsed = max(0, Int(seconds))
            if elapsed < 60 { return "now" }
            if elapsed < 3600 { return "\(elapsed / 60)m" }
            if elapsed < 86_400 { return "\(elapsed / 3600)h" }
            return "\(elapsed / 86_400)d"
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let nowYear = calendar.component(.year, from: now)
        guard let year = parts.year, let month = parts.month, let day = parts.day,
              months.indices.contains(month - 1) else { return "" }
        if year == nowYear { return "\(months[month - 1]) \(day)" }
        return String(year)
    }
}
