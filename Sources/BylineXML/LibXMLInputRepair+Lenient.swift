import Foundation

/// The byte-level repairs of the lenient path: harmless junk before the XML declaration, and
/// ampersands that start no reference (`?a=1&b=2` in a link), which recovery mode would drop.
extension LibXMLInputRepair {
    /// The body without white space and extra byte-order marks before a leading `<?xml`
    /// (XML allows nothing there; real feeds have blank lines, often from a PHP include).
    package static func withoutLeadingJunk(_ data: Data) -> Data {
        let head = Array(data.prefix(1024))
        guard !isWide(head) else { return data }
        var index = 0
        var sawJunk = false
        while index < head.count {
            if head[index] == 0x20 || head[index] == 0x09 || head[index] == 0x0A || head[index] == 0x0D {
                index += 1
            } else if head[index...].starts(with: [0xEF, 0xBB, 0xBF]) {
                index += 3
                // One BOM first is fine and libxml2 reads it; another, or one after white space, is junk.
                if index > 3 { sawJunk = true }
                continue
            } else {
                break
            }
            sawJunk = true
        }
        guard sawJunk, head[index...].starts(with: Array("<?xml".utf8)) else { return data }
        return Data(data.dropFirst(index))
    }

    /// The body with every `&` that does not start `&name;` or `&#…;` written as `&amp;`,
    /// outside CDATA sections and comments (where `&` means itself).
    package static func escapingStrayAmpersands(_ data: Data) -> Data {
        let head = Array(data.prefix(4))
        // EBCDIC puts `<` at 0x4C and `&` at 0x50: byte-level ASCII rules would corrupt it.
        guard !isWide(head), head != [0x4C, 0x6F, 0xA7, 0x94], data.contains(UInt8(ascii: "&")) else { return data }
        let bytes = [UInt8](data)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 64)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                let skipped = endOfLiteralSection(bytes, at: index)
                if skipped > index {
                    output.append(contentsOf: bytes[index..<skipped])
                    index = skipped
                    continue
                }
            } else if byte == UInt8(ascii: "&"), !startsReference(bytes, at: index) {
                output.append(contentsOf: Array("&amp;".utf8))
                index += 1
                continue
            }
            output.append(byte)
            index += 1
        }
        return Data(output)
    }

    /// The index past a CDATA section or comment starting at `index` (the end of the body
    /// when it is unclosed), or `index` when none starts there.
    private static func endOfLiteralSection(_ bytes: [UInt8], at index: Int) -> Int {
        for (open, close) in [("<![CDATA[", "]]>"), ("<!--", "-->")] where bytes[index...].starts(with: open.utf8) {
            let marker = Array(close.utf8)
            var position = index + open.utf8.count
            while position + marker.count <= bytes.count {
                if bytes[position] == marker[0], bytes[position..<position + marker.count].elementsEqual(marker) {
                    return position + marker.count
                }
                position += 1
            }
            return bytes.count
        }
        return index
    }

    /// Whether `&` at `index` starts an entity or character reference (`&amp;`, `&#38;`, `&#x26;`).
    private static func startsReference(_ bytes: [UInt8], at index: Int) -> Bool {
        var position = index + 1
        let limit = min(bytes.count, index + 40)
        if position < limit, bytes[position] == UInt8(ascii: "#") {
            position += 1
            let hex = position < limit && (bytes[position] | 0x20) == UInt8(ascii: "x")
            if hex { position += 1 }
            let start = position
            while position < limit, isDigit(bytes[position], hex: hex) { position += 1 }
            return position > start && position < limit && bytes[position] == UInt8(ascii: ";")
        }
        let start = position
        while position < limit, isNameByte(bytes[position]) { position += 1 }
        return position > start && position < limit && bytes[position] == UInt8(ascii: ";")
    }

    private static func isDigit(_ byte: UInt8, hex: Bool) -> Bool {
        (48...57).contains(byte) || hex && (97...102).contains(byte | 0x20)
    }

    /// ASCII name characters, and every byte of a multi-byte UTF-8 sequence (names may be non-ASCII).
    private static func isNameByte(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (97...122).contains(lower) || (48...57).contains(byte) || byte == 45 || byte == 46 || byte == 95
            || byte == 58 || byte >= 0x80
    }

    /// The body with its XML declaration naming `encoding` instead of what it named, so
    /// libxml2 neither switches back to the declared set nor refuses a name that is not an
    /// XML name (`encoding="437"`). Bodies without an ASCII declaration are returned as they are.
    package static func declaring(_ encoding: String, in data: Data) -> Data {
        let head = Array(data.prefix(200))
        guard !isWide(head), head.starts(with: Array("<?xml".utf8)),
            let end = firstIndex(of: Array("?>".utf8), in: head),
            let key = firstIndex(of: Array("encoding".utf8), in: Array(head[..<end]))
        else { return data }
        var start = key + "encoding".utf8.count
        while start < end, head[start] == 0x20 || head[start] == UInt8(ascii: "=") || head[start] == 0x09 { start += 1 }
        guard start < end, head[start] == 34 || head[start] == 39 else { return data }
        let quote = head[start]
        guard let close = head[(start + 1)..<end].firstIndex(of: quote) else { return data }
        let declared = String(decoding: head[(start + 1)..<close], as: UTF8.self)
        guard declared.lowercased() != encoding.lowercased() else { return data }
        var output = Data(head[...start])
        output.append(contentsOf: Array(encoding.utf8))
        output.append(data.dropFirst(close))
        return output
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for index in 0...(haystack.count - needle.count) where haystack[index..<index + needle.count].elementsEqual(needle) {
            return index
        }
        return nil
    }
}
