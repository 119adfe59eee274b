import Foundation

/// Parses the dates feeds and APIs really send: RFC 3339 / ISO 8601 (with or without
/// fractional seconds, `Z` or an offset, `T` or a space) and RFC 822 / 1123 (with or
/// without the day name, two-digit years, named zones like `EST` and `GMT`).
///
/// Hand-written because `DateFormatter` is slow and strict; unknown shapes give nil.
public enum DateParsing {
    /// The date `text` stands for, or nil when it is not a recognised date.
    public static func parse(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.utf8.count < 80 else { return nil }
        let bytes = Array(trimmed.utf8)
        if bytes.count >= 10, isDigit(bytes[0]), isDigit(bytes[3]), bytes[4] == UInt8(ascii: "-") {
            return parseRFC3339(bytes)
        }
        return parseRFC822(trimmed)
    }

    /// RFC 3339 and the ISO 8601 forms around it.
    static func parseRFC3339(_ bytes: [UInt8]) -> Date? {
        var scanner = ByteScanner(bytes)
        guard let year = scanner.number(digits: 4), scanner.skip("-"),
              let month = scanner.number(digits: 2), scanner.skip("-"),
              let day = scanner.number(digits: 2) else { return nil }
        var hour = 0, minute = 0, second = 0
        var fraction = 0.0
        var offset = 0
        if scanner.skip("T") || scanner.skip("t") || scanner.skip(" ") {
            guard let h = scanner.number(digits: 2), scanner.skip(":"), let m = scanner.number(digits: 2) else { return nil }
            hour = h
            minute = m
            if scanner.skip(":") {
                guard let s = scanner.number(digits: 2) else { return nil }
                second = s
                if scanner.skip(".") || scanner.skip(",") {
                    fraction = scanner.fraction()
                }
            }
            scanner.skipSpaces()
            if scanner.skip("Z") || scanner.skip("z") {
                offset = 0
            } else if let sign = scanner.sign() {
                guard let oh = scanner.number(digits: 2) else { return nil }
                _ = scanner.skip(":")
                let om = scanner.number(digits: 2) ?? 0
                offset = sign * (oh * 3600 + om * 60)
            } else if !scanner.atEnd {
                let rest = String(decoding: scanner.rest, as: UTF8.self).trimmingCharacters(in: .whitespaces)
                guard let zone = zoneOffset(rest) else { return nil }
                offset = zone
            }
        }
        return makeDate(year: year, month: month, day: day, hour: hour, minute: minute, second: second,
                        fraction: fraction, offset: offset)
    }

    /// RFC 822 / 1123 and the variants seen in real feeds.
    static func parseRFC822(_ text: String) -> Date? {
        var words = text.replacingOccurrences(of: ",", with: " ")
            .split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        if let first = words.first, first.first?.isLetter == true, monthNumber(first) == nil {
            words.removeFirst()
        }
        guard words.count >= 3 else { return nil }
        var day: Int?
        var month: Int?
        if let d = Int(words[0]), let m = monthNumber(words[1]) {
            day = d
            month = m
        } else if let m = monthNumber(words[0]), let d = Int(words[1]) {
            month = m
            day = d
        }
        guard let day, let month, var year = Int(words[2]) else { return nil }
        if words[2].count <= 2 { year += year < 50 ? 2000 : 1900 }
        var hour = 0, minute = 0, second = 0
        var offset = 0
        if words.count >= 4 {
            let time = words[3].split(separator: ":").map { Int($0) }
            guard time.count >= 2, let h = time[0], let m = time[1] else { return nil }
            hour = h
            minute = m
            if time.count >= 3 { second = time[2] ?? 0 }
            if words.count >= 5 {
                guard let zone = zoneOffset(words[4]) else { return nil }
                offset = zone
            }
        }
        return makeDate(year: year, month: month, day: day, hour: hour, minute: minute, second: second,
                        fraction: 0, offset: offset)
    }

    private static let monthPrefixes = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    private static func monthNumber(_ word: String) -> Int? {
        let lower = word.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "."))
        guard lower.count >= 3 else { return nil }
        return monthPrefixes.firstIndex { lower.hasPrefix($0) }.map { $0 + 1 }
    }

    /// Seconds east of UTC for a zone written as `+0900`, `-05:00`, `GMT`, `EST`, `Z`.
    static func zoneOffset(_ zone: String) -> Int? {
        let upper = zone.uppercased()
        if let first = upper.first, first == "+" || first == "-" {
            let digits = upper.dropFirst().filter(\.isNumber)
            guard digits.count == 4 || digits.count == 2, let value = Int(digits) else { return nil }
            let hours = digits.count == 4 ? value / 100 : value
            let minutes = digits.count == 4 ? value % 100 : 0
            guard hours <= 23, minutes <= 59 else { return nil }
            return (first == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
        }
        let named: [String: Int] = [
            "GMT": 0, "UT": 0, "UTC": 0, "Z": 0, "EST": -5, "EDT": -4, "CST": -6, "CDT": -5,
            "MST": -7, "MDT": -6, "PST": -8, "PDT": -7, "KST": 9, "JST": 9, "CET": 1, "CEST": 2,
            "BST": 1, "IST": 5, "AEST": 10, "AEDT": 11,
        ]
        if let hours = named[upper] { return hours * 3600 }
        if upper.hasPrefix("GMT") || upper.hasPrefix("UTC") {
            return zoneOffset(String(upper.dropFirst(3)))
        }
        return upper.count == 1 && upper.first?.isLetter == true ? 0 : nil
    }

    private static func makeDate(
        year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, fraction: Double, offset: Int
    ) -> Date? {
        guard (1...12).contains(month), (1...31).contains(day), (0...24).contains(hour),
              (0...59).contains(minute), (0...60).contains(second), (1...9999).contains(year) else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: TimeInterval(seconds) + fraction)
    }

    /// Days since 1970-01-01 for a proleptic Gregorian date (Howard Hinnant's algorithm).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
}

/// A cursor over ASCII bytes for the date parser.
private struct ByteScanner {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { index >= bytes.count }
    var rest: ArraySlice<UInt8> { bytes[index...] }

    mutating func skip(_ character: Character) -> Bool {
        guard index < bytes.count, let ascii = character.asciiValue, bytes[index] == ascii else { return false }
        index += 1
        return true
    }

    mutating func skipSpaces() {
        while index < bytes.count, bytes[index] == 32 { index += 1 }
    }

    mutating func number(digits: Int) -> Int? {
        guard index + digits <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[index..<index + digits] {
            guard byte >= 48 && byte <= 57 else { return nil }
            value = value * 10 + Int(byte - 48)
        }
        index += digits
        return value
    }

    mutating func fraction() -> Double {
        var value = 0.0
        var scale = 0.1
        while index < bytes.count, bytes[index] >= 48 && bytes[index] <= 57 {
            value += Double(bytes[index] - 48) * scale
            scale /= 10
            index += 1
        }
        return value
    }

    mutating func sign() -> Int? {
        if skip("+") { return 1 }
        if skip("-") { return -1 }
        return nil
    }
}
