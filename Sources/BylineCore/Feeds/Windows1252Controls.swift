import Foundation

/// The HTML5 rule for C1 control characters: a numeric reference `&#128;`–`&#159;` (and the
/// raw U+0080–U+009F it becomes in XML) means the windows-1252 character of that byte,
/// because that is what the authors meant (`&#147;quoted&#148;`, `&#128;` for the euro).
enum Windows1252Controls {
    /// `text` with C1 controls, and numeric references to them, replaced by windows-1252's characters.
    static func replacing(_ text: String) -> String {
        guard mayNeedReplacing(text) else { return text }
        var output = String.UnicodeScalarView()
        var changed = false
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if (0x80...0x9F).contains(scalar.value), let mapped = character(for: scalar.value) {
                output.append(mapped)
                changed = true
                index += 1
                continue
            }
            if scalar == "&", let (value, length) = numericReference(scalars, at: index), (0x80...0x9F).contains(value),
               let mapped = character(for: value) {
                // Written back as a reference, so HTML stays HTML and text stays text.
                output.append(contentsOf: "&#\(mapped.value);".unicodeScalars)
                changed = true
                index += length
                continue
            }
            output.append(scalar)
            index += 1
        }
        return changed ? String(output) : text
    }

    /// A byte scan for what ``replacing(_:)`` changes: a C1 control (0xC2 0x80–0x9F in UTF-8)
    /// or `&#1…`/`&#x…`; most bodies have neither and are not copied.
    private static func mayNeedReplacing(_ text: String) -> Bool {
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in text.utf8 {
            if previous == 0xC2, (0x80...0x9F).contains(byte) { return true }
            if beforePrevious == UInt8(ascii: "&"), previous == UInt8(ascii: "#"),
               byte == UInt8(ascii: "1") || byte | 0x20 == UInt8(ascii: "x") { return true }
            beforePrevious = previous
            previous = byte
        }
        return false
    }

    /// The value and length of `&#NNN;` or `&#xHH;` at `index`.
    private static func numericReference(_ scalars: [Unicode.Scalar], at index: Int) -> (UInt32, Int)? {
        guard index + 3 < scalars.count, scalars[index + 1] == "#" else { return nil }
        var position = index + 2
        let hex = scalars[position] == "x" || scalars[position] == "X"
        if hex { position += 1 }
        var value: UInt32 = 0
        let start = position
        while position < scalars.count, position - start < 6, let digit = Int(String(scalars[position]), radix: hex ? 16 : 10) {
            value = value * (hex ? 16 : 10) + UInt32(digit)
            position += 1
        }
        guard position > start, position < scalars.count, scalars[position] == ";" else { return nil }
        return (value, position + 1 - index)
    }

    /// windows-1252's character for byte `value` (0x80–0x9F); nil for its five unassigned bytes.
    private static func character(for value: UInt32) -> Unicode.Scalar? {
        let table: [UInt32] = [
            0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
            0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
        ]
        let mapped = table[Int(value - 0x80)]
        return mapped == 0 ? nil : Unicode.Scalar(mapped)
    }
}
