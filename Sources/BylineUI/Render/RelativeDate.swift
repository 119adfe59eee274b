import BylineCore
import BylineText
import Foundation

/// Short dates for the headline list: `now`, `5m`, `3h`, `2d`, `Nov 12`, `2023` — at most
/// six columns in English, eight in Korean (`12월31일`).
public enum RelativeDate {
    /// The widest result in the current language, for the list's date column.
    public static var maximumWidth: Int { Localization.language == .korean ? 8 : 6 }

    /// `date` as seen at `now`: minutes, hours and days for the last week (a date up to an
    /// hour ahead, from a clock that runs fast, counts as `now`); month and day within the
    /// same year; the year alone before that.
    public static func format(_ date: Date, now: Date, timeZone: TimeZone) -> String {
        let seconds = now.timeIntervalSince(date)
        if seconds > -3600 && seconds < 7 * 86_400 {
            let elapsed = max(0, Int(seconds))
            if elapsed < 60 { return DateText.now.text }
            if elapsed < 3600 { return DateText.minutes(elapsed / 60) }
            if elapsed < 86_400 { return DateText.hours(elapsed / 3600) }
            return DateText.days(elapsed / 86_400)
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let nowYear = calendar.component(.year, from: now)
        guard let year = parts.year, let month = parts.month, let day = parts.day,
            DateText.months.indices.contains(month - 1)
        else { return "" }
        if year == nowYear { return DateText.thisYear(DateText.months[month - 1].text, day) }
        return String(year)
    }
}
