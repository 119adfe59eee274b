/// Finds a secret in bytes however a server may have written it back: as it is, or with any
/// of its bytes percent-encoded (either hex case, `+` for a space), JSON-escaped (`\/`,
/// `\"`, `\\`, `\u002F`) or as an HTML/XML character reference (`&amp;`, `&#47;`, `&#x2F;`).
/// One walk covers every mix of these, so no list of whole encodings can miss one.
enum EncodedSecretMatch {
    /// The most bytes one byte of a secret can take when encoded (`&#x002F;` is 8).
    static let longestEncodedByte = 8

    /// Whether a match of any secret could start at a byte with this value: a secret's first
    /// byte itself, or the first byte of one of the encodings.
    static func startTable(for secrets: [[UInt8]]) -> [Bool] {
        var table = [Bool](repeating: false, count: 256)
        for byte in [UInt8(ascii: "%"), UInt8(ascii: "\\"), UInt8(ascii: "&")] { table[Int(byte)] = true }
        for secret in secrets {
            guard let first = secret.first else { continue }
            table[Int(first)] = true
            if first == UInt8(ascii: " ") { table[Int(UInt8(ascii: "+"))] = true }
        }
        return table
    }

    /// The end of `secret` written from `start` in `text`, or nil when it is not there.
    static func end(of secret: [UInt8], in text: UnsafeRawBufferPointer, from start: Int) -> Int? {
        end(of: secret[...], in: text, from: start)
    }

    /// Matches byte by byte; where a byte could be itself or the start of an encoding (`&`
    /// in the secret, `&amp;` in the text), both readings are tried.
    private static func end(of secret: ArraySlice<UInt8>, in text: UnsafeRawBufferPointer, from start: Int) -> Int? {
        var position = start
        var rest = secret
        while let byte = rest.first {
            guard position < text.count else { return nil }
            let raw = text[position] == byte
            let encoded = encodedLength(of: byte, in: text, at: position)
            rest = rest.dropFirst()
            switch (raw, encoded) {
            case (true, let length?):
                return end(of: rest, in: text, from: position + 1) ?? end(of: rest, in: text, from: position + length)
            case (true, nil): position += 1
            case (false, let length?): position += length
            case (false, nil): return nil
            }
        }
        return position
    }

    /// How many bytes at `position` stand for `byte` in an encoding, or nil when they do not.
    private static func encodedLength(of byte: UInt8, in text: UnsafeRawBufferPointer, at position: Int) -> Int? {
        switch text[position] {
        case UInt8(ascii: "%"):
            guard position + 2 < text.count, let value = hexValue(text, position + 1, count: 2), value == Int(byte) else { return nil }
            return 3
        case UInt8(ascii: "+"):
            return byte == UInt8(ascii: " ") ? 1 : nil
        case UInt8(ascii: "\\"):
            guard position + 1 < text.count else { return nil }
            let next = text[position + 1]
            if next == byte && (byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")) { return 2 }
            guard next == UInt8(ascii: "u"), position + 5 < text.count, let value = hexValue(text, position + 2, count: 4),
                value == Int(byte)
            else { return nil }
            return 6
        case UInt8(ascii: "&"):
            return characterReferenceLength(of: byte, in: text, at: position)
        default:
            return nil
        }
    }

    private static let namedReferences: [(name: [UInt8], byte: UInt8)] = [
        (Array("amp;".utf8), UInt8(ascii: "&")), (Array("lt;".utf8), UInt8(ascii: "<")), (Array("gt;".utf8), UInt8(ascii: ">")),
        (Array("quot;".utf8), UInt8(ascii: "\"")), (Array("apos;".utf8), UInt8(ascii: "'"))
    ]

    /// `&amp;`-style and `&#47;`/`&#x2F;` references to an ASCII byte.
    private static func characterReferenceLength(of byte: UInt8, in text: UnsafeRawBufferPointer, at position: Int) -> Int? {
        guard byte < 0x80 else { return nil }
        for reference in namedReferences where reference.byte == byte {
            let end = position + 1 + reference.name.count
            if end <= text.count, zip(reference.name, text[(position + 1)..<end]).allSatisfy({ $0 == $1 }) {
                return end - position
            }
        }
        guard position + 3 < text.count, text[position + 1] == UInt8(ascii: "#") else { return nil }
        let isHex = text[position + 2] | 0x20 == UInt8(ascii: "x")
        var index = position + (isHex ? 3 : 2)
        var value = 0
        var digits = 0
        while index < text.count, index - position < longestEncodedByte, let digit = digitValue(text[index], hex: isHex) {
            value = value * (isHex ? 16 : 10) + digit
            digits += 1
            index += 1
        }
        guard digits > 0, index < text.count, text[index] == UInt8(ascii: ";"), value == Int(byte) else { return nil }
        return index + 1 - position
    }

    private static func hexValue(_ text: UnsafeRawBufferPointer, _ start: Int, count: Int) -> Int? {
        var value = 0
        for index in start..<(start + count) {
            guard let digit = digitValue(text[index], hex: true) else { return nil }
            value = value * 16 + digit
        }
        return value
    }

    private static func digitValue(_ byte: UInt8, hex: Bool) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }
}
