import Foundation

/// A time as `2026-11-28 10:00` on the local clock, from the C library's own zone rules
/// (`TZ`, else `/etc/localtime`), the same rules Foundation's `TimeZone.current` reads.
///
/// `byline list` printed its dates with a `DateFormatter`, and the first one a process makes
/// starts ICU's date and number formatting (its locale, calendar, numbering and currency data):
/// 14 % of a warm `list --limit 50`, and about 30 ms of a cold one, whose ICU data comes from
/// the disk (bench/RESULTS.md §21). `localtime_r` answers from the zone file alone.
enum LocalMinute {
    /// `date` on the local clock to the minute; nil if the C library cannot place it.
    static func text(_ date: Date) -> String? {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return nil }
        return "\(padded(Int(parts.tm_year) + 1900, 4))-\(padded(Int(parts.tm_mon) + 1, 2))-\(padded(Int(parts.tm_mday), 2))"
            + " \(padded(Int(parts.tm_hour), 2)):\(padded(Int(parts.tm_min), 2))"
    }

    /// `value` in decimal with leading zeros to `width` digits.
    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value.magnitude)
        let zeros = String(repeating: "0", count: max(0, width - digits.count))
        return (value < 0 ? "-" : "") + zeros + digits
    }
}
