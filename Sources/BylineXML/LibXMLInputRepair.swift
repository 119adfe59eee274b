import Foundation

/// Repairs for bodies that are almost well-formed XML, tried once after a strict parse fails.
package enum LibXMLInputRepair {
    /// What to repair.
    package enum Kind {
        /// Bytes that are not UTF-8 in a document read as UTF-8.
        case invalidUTF8
        /// Raw C0 control characters, which XML 1.0 forbids.
        case controlCharacters
    }

    /// The body with the problem repaired, or nil when it cannot be (UTF-16 or UTF-32 bodies).
    package static func repaired(_ data: Data, _ kind: Kind) -> Data? {
        guard !isWide(data) else { return nil }
        switch kind {
        case .invalidUTF8:
            let text: String
            if containsValidMultibyteUTF8(data) {
                text = String(decoding: data, as: UTF8.self)
            } else {
                // Nothing in it is UTF-8 beyond ASCII: most likely windows-1252 or Latin-1 undeclared.
                text =
                    String(data: data, encoding: .windowsCP1252) ?? String(data: data, encoding: .isoLatin1)
                    ?? String(decoding: data, as: UTF8.self)
            }
            return withoutControlCharacters(Data(text.utf8))
        case .controlCharacters:
            return withoutControlCharacters(data)
        }
    }

    /// Whether the body starts like UTF-16 or UTF-32, where byte-level repairs would corrupt it.
    static func isWide(_ data: Data) -> Bool { isWide(Array(data.prefix(4))) }

    /// Whether bytes starting a body look like UTF-16 or UTF-32.
    package static func isWide(_ head: [UInt8]) -> Bool {
        if head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE]) { return true }
        return head.prefix(4).contains(0)
    }

    /// Drops bytes below 0x20 other than tab, line feed and carriage return. Safe for every
    /// ASCII-compatible encoding: no multi-byte sequence of UTF-8, EUC-KR or Shift_JIS uses them.
    private static func withoutControlCharacters(_ data: Data) -> Data {
        var output = Data()
        output.reserveCapacity(data.count)
        for byte in data where byte >= 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            output.append(byte)
        }
        return output
    }

    /// Whether at least one well-formed UTF-8 sequence of two or more bytes occurs.
    private static func containsValidMultibyteUTF8(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                let length: Int
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0...0xEF: length = 3
                case 0xF0...0xF4: length = 4
                default: length = 1
                }
                if length > 1, index + length <= bytes.count,
                    (1..<length).allSatisfy({ bytes[index + $0] & 0xC0 == 0x80 })
                {
                    return true
                }
                index += 1
            }
            return false
        }
    }
}
