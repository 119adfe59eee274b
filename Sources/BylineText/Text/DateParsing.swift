import Foundation

/// Parses the dates feeds and APIs really send, working on bytes (no `DateFormatter`, no
/// allocation beyond a few small arrays, so 30,000 items cost milliseconds):
///
/// - RFC 3339 / ISO 8601: `T`, `t` or a space; fractional seconds; `Z`, `±hh:mm`, `±hhmm`,
///   `±hh` or a zone name; no seconds; no zone (read as UTC); date only.
/// - RFC 822 / 1123 / 2822 and the variants in real feeds: with or without the day name
///   (`Tue`, `Tuesday`, `Tue.`), one-digit days, two-digit years (`< 50` → 20xx), month
///   names of any case, `Sept` and full names, missing seconds, `AM`/`PM`, any white space
///   and commas, numeric zones with or without a colon, `GMT+9`, named zones (`EST`, `KST`,
///   `IST` = India), unknown zone names read as UTC; RFC 850 (`06-Nov-94`) and asctime.
///
/// - Reduced W3C dates (`2003`, `2003-12`), Twitter's `Sun Jul 15 01:16:00 +0000 2012`,
///   North-American zone letters (`ET`, `PT`), region zones (`Etc/GMT+5` is UTC−5), and
///   Korean dates (`2024년 3월 5일 오후 3:04`, read as KST) — see `DateParsing+Forms.swift`.
///
/// Anything else — and impossible dates such as 31 February — gives nil.
public enum DateParsing {
    /// The date `text` stands for, or nil when it is not a recognised date.
    public static func parse(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { parse(bytes: $0) }
    }

    /// The date in UTF-8 `bytes`, or nil.
    static func parse(bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        var lower = 0
        var upper = bytes.count
        while lower < upper, isSpace(bytes[lower]) { lower += 1 }
        while upper > lower, isSpace(bytes[upper - 1]) { upper -= 1 }
        guard upper > lower, upper - lower < 100 else { return nil }
        let trimmed = UnsafeBufferPointer(rebasing: bytes[lower..<upper])
        if trimmed.contains(where: { $0 >= 0x80 }) { return parseKorean(trimmed) }
        if let reduced = parseReducedW3C(trimmed) { return reduced }
        if trimmed.count >= 10, isDigit(trimmed[0]), isDigit(trimmed[3]), trimmed[4] == UInt8(ascii: "-") {
            return parseISO(trimmed)
        }
        return parseRFC822(trimmed)
    }

    /// RFC 3339 and the ISO 8601 forms around it.
    private static func parseISO(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        var scanner = DateScanner(bytes)
        guard let year = scanner.digits(4), scanner.skip("-"), let month = scanner.digits(2), scanner.skip("-"),
            let day = scanner.digits(2)
        else { return nil }
        var time = TimeOfDay()
        var offset = 0
        if scanner.skip("T") || scanner.skip("t") || scanner.skip(" ") {
            guard let parsed = scanTime(&scanner, hourDigits: 2...2) else { return nil }
            time = parsed
            scanner.skipSpaces()
            if !scanner.atEnd {
                guard let zone = zoneOffset(scanner.rest) else { return nil }
                offset = zone
            }
        } else {
            scanner.skipSpaces()
            guard scanner.atEnd else { return nil }
        }
        return makeDate(year: year, month: month, day: day, time: time, offset: offset)
    }

    /// RFC 822 and its relatives, token by token.
    private static func parseRFC822(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        var tokens = DateTokens(bytes)
        if let first = tokens.first, isWord(first), monthNumber(first) == nil {
            tokens.removeFirst()  // the day name
        }
        tokens.splitDashedDate()  // RFC 850: 06-Nov-94
        guard tokens.count >= 3 else { return nil }
        var day: Int?
        var month: Int?
        if let number = smallNumber(tokens[0]), let name = monthNumber(tokens[1]) {
            (day, month) = (number, name)
        } else if let name = monthNumber(tokens[0]), let number = smallNumber(tokens[1]) {
            (day, month) = (number, name)
            // asctime puts the time before the year: Nov  6 08:49:37 1994; Twitter puts the
            // zone between them too: Jul 15 01:16:00 +0000 2012.
            if tokens[2].contains(UInt8(ascii: ":")), tokens.count >= 4 {
                if tokens.count >= 5, year(tokens[3]) == nil, tokens[4].count == 4, year(tokens[4]) != nil {
                    tokens.swapAt(2, 4)
                    tokens.swapAt(3, 4)
                } else {
                    tokens.swapAt(2, 3)
                }
            }
        }
        guard let day, let month, let year = year(tokens[2]) else { return nil }
        var next = 3
        var time = TimeOfDay()
        var offset = 0
        if next < tokens.count, tokens[next].contains(UInt8(ascii: ":")) {
            guard let (parsed, zoneRest) = timeOfDay(tokens[next]) else { return nil }
            time = parsed
            next += 1
            if next < tokens.count, let meridiem = meridiem(tokens[next]) {
                guard (1...12).contains(time.hour) else { return nil }
                time.hour = time.hour % 12 + (meridiem ? 12 : 0)
                next += 1
            }
            if !zoneRest.isEmpty {
                guard let zone = zoneOffset(zoneRest) else { return nil }
                offset = zone
            } else if next < tokens.count {
                guard let zone = zoneOffset(tokens[next]) else { return nil }
                offset = zone
            }
        }
        return makeDate(year: year, month: month, day: day, time: time, offset: offset)
    }

    /// Seconds east of UTC for `+0900`, `-05:00`, `+09`, `GMT`, `GMT+9`, `UTC-03:30`, `EST`, `Z`.
    /// Unknown zone names count as UTC (a date a few hours off beats no date).
    static func zoneOffset(_ zone: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = zone.first else { return 0 }
        if first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            let digits = zone.dropFirst().filter { $0 != UInt8(ascii: ":") }
            guard (1...4).contains(digits.count), digits.allSatisfy(isDigit) else { return nil }
            let value = digits.reduce(0) { $0 * 10 + Int($1 - 48) }
            let (hours, minutes) = digits.count <= 2 ? (value, 0) : (value / 100, value % 100)
            guard hours <= 23, minutes <= 59 else { return nil }
            return (first == UInt8(ascii: "-") ? -1 : 1) * (hours * 3600 + minutes * 60)
        }
        if first == UInt8(ascii: "(") { return 0 }  // a comment such as (UTC)
        guard zone.count <= 40, zone.allSatisfy({ isLetter($0) || isDigit($0) || $0 == 43 || $0 == 45 || $0 == 58 || $0 == 47 || $0 == 95 })
        else { return nil }
        let name = String(decoding: zone, as: UTF8.self).uppercased()
        if name.contains("/") { return regionZoneOffset(String(decoding: zone, as: UTF8.self)) }
        guard zone.count <= 12 else { return nil }
        for prefix in ["GMT", "UTC"] where name.hasPrefix(prefix) && name.count > prefix.count {
            return zoneOffset(UnsafeBufferPointer(rebasing: zone.dropFirst(prefix.count)))
        }
        if let seconds = namedZones[name] { return seconds }
        return zone.allSatisfy(isLetter) ? 0 : nil
    }

    private static let namedZones: [String: Int] = {
        let hours: [String: Double] = [
            "GMT": 0, "UT": 0, "UTC": 0, "Z": 0, "WET": 0, "WEST": 1, "BST": 1, "CET": 1, "CEST": 2, "MET": 1, "MEST": 2,
            "EET": 2, "EEST": 3, "MSK": 3, "IST": 5.5, "PKT": 5, "ICT": 7, "WIB": 7, "HKT": 8, "SGT": 8, "AWST": 8,
            "PHT": 8, "KST": 9, "JST": 9, "ACST": 9.5, "AEST": 10, "AEDT": 11, "NZST": 12, "NZDT": 13, "EST": -5,
            "EDT": -4, "CST": -6, "CDT": -5, "MST": -7, "MDT": -6, "PST": -8, "PDT": -7, "AKST": -9, "AKDT": -8,
            "HST": -10, "AST": -4, "ADT": -3, "NST": -3.5, "NDT": -2.5,
            // North-American zone letters without the S/D: read as standard time.
            "ET": -5, "CT": -6, "MT": -7, "PT": -8, "AT": -4, "AKT": -9, "HT": -10, "NT": -3.5
        ]
        return hours.mapValues { Int($0 * 3600) }
    }()

    private static let monthNames = [
        "january", "february", "march", "april", "may", "june", "july", "august",
        "september", "october", "november", "december"
    ]

    /// 1…12 for a month name or a prefix of it of three letters or more (`Sep`, `Sept`, `SEPT.`).
    private static func monthNumber(_ token: UnsafeBufferPointer<UInt8>) -> Int? {
        var word = token[...]
        if word.last == UInt8(ascii: ".") { word = word.dropLast() }
        guard word.count >= 3, word.count <= 9, word.allSatisfy(isLetter) else { return nil }
        let lower = String(decoding: word, as: UTF8.self).lowercased()
        return monthNames.firstIndex { $0.hasPrefix(lower) }.map { $0 + 1 }
    }

    private static func year(_ token: UnsafeBufferPointer<UInt8>) -> Int? {
        guard (2...4).contains(token.count), token.allSatisfy(isDigit) else { return nil }
        let value = token.reduce(0) { $0 * 10 + Int($1 - 48) }
        switch token.count {
        case 2: return value + (value < 50 ? 2000 : 1900)
        case 3: return value + 1900  // RFC 2822 §4.3
        default: return value
        }
    }

    private static func smallNumber(_ token: UnsafeBufferPointer<UInt8>) -> Int? {
        guard (1...2).contains(token.count), token.allSatisfy(isDigit) else { return nil }
        return token.reduce(0) { $0 * 10 + Int($1 - 48) }
    }

    /// `h:mm`, `hh:mm:ss`, `hh:mm:ss.fff`, and whatever is glued after it (a zone such as `Z`).
    private static func timeOfDay(_ token: UnsafeBufferPointer<UInt8>) -> (TimeOfDay, UnsafeBufferPointer<UInt8>)? {
        var scanner = DateScanner(token)
        return scanTime(&scanner, hourDigits: 1...2).map { ($0, scanner.rest) }
    }

    /// `hh:mm`, then optional `:ss` and a fraction, with an hour of `hourDigits` digits.
    static func scanTime(_ scanner: inout DateScanner, hourDigits: ClosedRange<Int>) -> TimeOfDay? {
        guard let hour = scanner.number(digits: hourDigits), scanner.skip(":"), let minute = scanner.digits(2) else { return nil }
        var time = TimeOfDay(hour: hour, minute: minute)
        if scanner.skip(":") {
            guard let second = scanner.digits(2) else { return nil }
            time.second = second
            if scanner.skip(".") || scanner.skip(",") { time.fraction = scanner.fraction() }
        }
        return time
    }

    /// true for PM, false for AM, nil for anything else.
    private static func meridiem(_ token: UnsafeBufferPointer<UInt8>) -> Bool? {
        switch String(decoding: token, as: UTF8.self).lowercased() {
        case "am", "a.m.": return false
        case "pm", "p.m.": return true
        default: return nil
        }
    }

    static func makeDate(year: Int, month: Int, day: Int, time: TimeOfDay, offset: Int) -> Date? {
        guard (1...9999).contains(year), (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
            (0...23).contains(time.hour) || (time.hour == 24 && time.minute == 0 && time.second == 0),
            (0...59).contains(time.minute), (0...60).contains(time.second)
        else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = days * 86_400 + time.hour * 3600 + time.minute * 60 + time.second - offset
        return Date(timeIntervalSince1970: TimeInterval(seconds) + time.fraction)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
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

    private static func isWord(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
        var word = token[...]
        if word.last == UInt8(ascii: ".") { word = word.dropLast() }
        return !word.isEmpty && word.allSatisfy(isLetter)
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 97 && (byte | 0x20) <= 122 }
    static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 13 }
}
