import Foundation

/// A calendar day written `YYYY-MM-DD` in a filter, placed in time by a time zone.
public struct FilterDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, 1–9999.
    public var year: Int
    /// The month, 1–12.
    public var month: Int
    /// The day of the month, valid for the month.
    public var day: Int

    /// The day in `text` when it is a real `YYYY-MM-DD` date, else nil.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            year >= 1, (1...12).contains(month), day >= 1, day <= Self.days(inMonth: month, year: year)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        let pad = { (value: Int, width: Int) in String(repeating: "0", count: max(0, width - String(value).count)) + String(value) }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    public static func < (lhs: FilterDay, rhs: FilterDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// The day's first second in `timeZone`, as unix seconds.
    package func start(in timeZone: TimeZone) -> Int64 {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = DateComponents(year: year, month: month, day: day)
        return calendar.date(from: components).map { $0.unixSeconds } ?? 0
    }

    /// The next day's first second in `timeZone` (the end of this day, excluded).
    package func end(in timeZone: TimeZone) -> Int64 {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = DateComponents(year: year, month: month, day: day + 1)
        return calendar.date(from: components).map { $0.unixSeconds } ?? 0
    }

    private static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
