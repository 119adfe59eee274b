import Foundation

/// The rarer date forms: W3C dates of reduced precision, Korean dates, and region zone names.
extension DateParsing {
    /// `2003` (1 January) and `2003-12` (the 1st), which the W3C date profile allows; nil for anything else.
    static func parseReducedW3C(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        guard bytes.count == 4 || bytes.count == 7, bytes.prefix(4).allSatisfy(isDigit) else { return nil }
        let year = bytes.prefix(4).reduce(0) { $0 * 10 + Int($1 - 48) }
        var month = 1
        if bytes.count == 7 {
            guard bytes[4] == UInt8(ascii: "-"), isDigit(bytes[5]), isDigit(bytes[6]) else { return nil }
            month = Int(bytes[5] - 48) * 10 + Int(bytes[6] - 48)
        }
        guard (1...9999).contains(year), (1...12).contains(month) else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(daysFromCivil(year: year, month: month, day: 1) * 86_400))
    }

    /// Korean dates: `2024년 3월 5일 오후 3:04`, `2004-05-25 오후 11:23:17`; Korea Standard
    /// Time (UTC+9) unless a zone follows, as Korean blogs write local time.
    static func parseKorean(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        let text = String(decoding: bytes, as: UTF8.self)
        var parts: [Int] = []
        var time: TimeOfDay?
        var afternoon: Bool?
        var offset = 9 * 3600
        for word in text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }) {
            if word == "오전" || word == "오후" {
                afternoon = word == "오후"
            } else if word.contains(":") {
                let ascii = Array(word.utf8)
                guard
                    let parsed = ascii.withUnsafeBufferPointer({ buffer -> TimeOfDay? in
                        var scanner = DateScanner(buffer)
                        return scanTime(&scanner, hourDigits: 1...2)
                    })
                else { return nil }
                time = parsed
            } else if let last = word.last, "년월일".contains(last), let number = Int(word.dropLast()) {
                parts.append(number)
            } else if word.filter({ $0 == "-" }).count == 2, parts.isEmpty {
                parts = word.split(separator: "-").compactMap { Int($0) }
            } else if time != nil, let zone = Array(word.utf8).withUnsafeBufferPointer({ zoneOffset($0) }) {
                offset = zone
            } else {
                return nil
            }
        }
        guard parts.count == 3 else { return nil }
        var clock = time ?? TimeOfDay()
        if let afternoon {
            guard (1...12).contains(clock.hour) else { return nil }
            clock.hour = clock.hour % 12 + (afternoon ? 12 : 0)
        }
        return makeDate(year: parts[0], month: parts[1], day: parts[2], time: clock, offset: offset)
    }

    /// Seconds east of UTC for a zone written as a region name: `Etc/GMT+5` (POSIX's sign,
    /// which means UTC−5), `Etc/UTC`, or a tz database name such as `Europe/Paris` (its
    /// offset now: a date off by a summer hour beats no date). Unknown names count as UTC.
    static func regionZoneOffset(_ name: String) -> Int {
        let upper = name.uppercased()
        if upper.hasPrefix("ETC/") {
            let rest = upper.dropFirst(4)
            for prefix in ["GMT", "UTC", "UT"] where rest.hasPrefix(prefix) {
                let signed = rest.dropFirst(prefix.count)
                guard let sign = signed.first, sign == "+" || sign == "-", let hours = Int(signed.dropFirst()), hours <= 14 else { return 0 }
                return (sign == "+" ? -1 : 1) * hours * 3600
            }
            return 0
        }
        // Only names the tz database lists: an identifier is also a file name there.
        guard regionNames.contains(name) else { return 0 }
        return TimeZone(identifier: name)?.secondsFromGMT() ?? 0
    }

    /// The tz database's region names (`Europe/Paris`), read once.
    private static let regionNames = Set(TimeZone.knownTimeZoneIdentifiers)
}
