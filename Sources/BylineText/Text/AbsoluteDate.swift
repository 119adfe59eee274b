import Foundation

/// Dates written out in full for the article view, e.g. `Sat, 28 Nov 2026 10:00 UTC`
/// (`2026년 11월 28일 (토) 10:00 UTC` in Korean), whatever the system's locale.
public enum AbsoluteDate {
    private static let weekdays = DateText.weekdays
    private static let months = DateText.months

    /// `date` as `Sat, 28 Nov 2026 10:00 UTC` in `timeZone`; the zone is `UTC`, its
    /// letter abbreviation (`KST`), or an offset like `+0530`.
    public static func format(_ date: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .weekday, .hour, .minute], from: date)
        guard let year = parts.year, let month = parts.month, let day = parts.day, let weekday = parts.weekday,
            let hour = parts.hour, let minute = parts.minute,
            weekdays.indices.contains(weekday - 1), months.indices.contains(month - 1)
        else {
            return ""
        }
        let time = twoDigits(hour) + ":" + twoDigits(minute)
        return DateText.fullDate(weekdays[weekday - 1].text, day, months[month - 1].text, year, time + " " + zoneName(timeZone, at: date))
    }

    /// How the zone is written after the time.
    static func zoneName(_ timeZone: TimeZone, at date: Date) -> String {
        let offset = timeZone.secondsFromGMT(for: date)
        if offset == 0 && ["UTC", "GMT", "Etc/UTC", "Etc/GMT", "Z"].contains(timeZone.identifier) { return "UTC" }
        if let abbreviation = timeZone.abbreviation(for: date), !abbreviation.isEmpty,
            abbreviation.allSatisfy({ $0.isASCII && $0.isUppercase })
        {
            return abbreviation
        }
        let sign = offset < 0 ? "-" : "+"
        let minutes = abs(offset) / 60
        return sign + twoDigits(minutes / 60) + twoDigits(minutes % 60)
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
