import BylineText
import BylineXML
import Foundation

/// The HTML5 rule for numeric references to C1 controls: `&#128;`–`&#159;` (and `&#x80;`–
/// `&#x9F;`) mean the windows-1252 character of that byte, because that is what the authors
/// meant (`&#147;quoted&#148;`, `&#128;` for the euro). Raw C1 characters are left alone:
/// they are control sequences, which ``TextSanitizer`` removes with their payload.
enum Windows1252Controls {
    /// `text` with numeric references to C1 controls rewritten as references to windows-1252's characters.
    static func replacing(_ text: String) -> String {
        guard ByteScan.withUTF8(text, { firstReference(in: $0, from: 0) != nil }) else { return text }
        var utf8 = Array(text.utf8)
        guard rewrite(&utf8) else { return text }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// An XML body with the same references rewritten before libxml2 reads them (it would
    /// make them C1 controls). Bodies that are not ASCII-compatible are returned as they are.
    static func replacing(inXML data: Data) -> Data {
        let head = Array(data.prefix(4))
        guard !LibXMLInputRepair.isWide(head), head != [0x4C, 0x6F, 0xA7, 0x94],
            data.withUnsafeBytes({ firstReference(in: $0, from: 0) != nil })
        else { return data }
        var bytes = [UInt8](data)
        return rewrite(&bytes) ? Data(bytes) : data
    }

    /// Rewrites the references in `bytes` in place; false (and nothing copied) when there are none.
    private static func rewrite(_ bytes: inout [UInt8]) -> Bool {
        var pieces: [(start: Int, end: Int, scalar: UInt32)] = []
        bytes.withUnsafeBytes { buffer in
            var next = firstReference(in: buffer, from: 0)
            while let found = next {
                pieces.append(found)
                next = firstReference(in: buffer, from: found.end)
            }
        }
        guard !pieces.isEmpty else { return false }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 16)
        var copied = 0
        for found in pieces {
            output.append(contentsOf: bytes[copied..<found.start])
            output.append(contentsOf: Array("&#\(found.scalar);".utf8))
            copied = found.end
        }
        output.append(contentsOf: bytes[copied...])
        bytes = output
        return true
    }

    /// The next `&#NNN;` or `&#xHH;` naming 0x80–0x9F at or after `index`, with its mapped
    /// character. It reads the bytes where they are and jumps from `&` to `&` with memchr:
    /// every feed body is scanned, and most have none.
    private static func firstReference(in bytes: UnsafeRawBufferPointer, from index: Int) -> (start: Int, end: Int, scalar: UInt32)? {
        guard index < bytes.count else { return nil }
        var found: (start: Int, end: Int, scalar: UInt32)?
        _ = ByteScan.anyOffset(of: UInt8(ascii: "&"), in: UnsafeRawBufferPointer(rebasing: bytes[index...])) { at in
            found = reference(at: index + at, in: bytes)
            return found != nil
        }
        return found
    }

    /// The reference to rewrite that starts at `position` (an `&`), if it is one.
    private static func reference(at position: Int, in bytes: UnsafeRawBufferPointer) -> (start: Int, end: Int, scalar: UInt32)? {
        guard position + 5 < bytes.count, bytes[position + 1] == UInt8(ascii: "#") else { return nil }
        var cursor = position + 2
        let hex = bytes[cursor] | 0x20 == UInt8(ascii: "x")
        if hex { cursor += 1 }
        var value: UInt32 = 0
        let start = cursor
        while cursor < bytes.count, cursor - start < 7, let digit = digitValue(bytes[cursor], hex: hex) {
            value = value * (hex ? 16 : 10) + digit
            cursor += 1
        }
        guard cursor > start, cursor < bytes.count, bytes[cursor] == UInt8(ascii: ";"),
            (0x80...0x9F).contains(value), let mapped = character(for: value)
        else { return nil }
        return (position, cursor + 1, mapped)
    }

    private static func digitValue(_ byte: UInt8, hex: Bool) -> UInt32? {
        if (48...57).contains(byte) { return UInt32(byte - 48) }
        let lower = byte | 0x20
        if hex, (97...102).contains(lower) { return UInt32(lower - 87) }
        return nil
    }

    /// windows-1252's character for byte `value` (0x80–0x9F); nil for its five unassigned bytes.
    private static func character(for value: UInt32) -> UInt32? {
        let table: [UInt32] = [
            0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
            0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178
        ]
        let mapped = table[Int(value - 0x80)]
        return mapped == 0 ? nil : mapped
    }
}
