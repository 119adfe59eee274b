import Foundation

/// The byte-level pieces of HTML that ``SearchText`` skips or decodes.
///
/// Deliberately rough and fast: this decides what words a search can find, not what a
/// person reads (the renderer uses libxml2). A `<` that does not start a tag stays text.
enum SearchMarkup {
    /// The index just past the tag, comment or declaration starting at `start` (a `<`),
    /// past the matching close tag for `script` and `style`; nil when `<` is plain text.
    static func endOfTag(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        let next = start + 1
        guard next < bytes.count else { return nil }
        let byte = bytes[next]
        if byte == UInt8(ascii: "!") {
            if matches(bytes, at: next + 1, "--") {
                return find(bytes, "-->", from: next + 3).map { $0 + 3 } ?? bytes.count
            }
            return find(bytes, ">", from: next).map { $0 + 1 }
        }
        guard isLetter(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") else { return nil }
        guard let close = find(bytes, ">", from: next) else { return nil }
        for name in ["script", "style"] where matches(bytes, at: next, name) {
            let after = next + name.utf8.count
            guard after < bytes.count, !isLetter(bytes[after]), bytes[close - 1] != UInt8(ascii: "/") else { continue }
            guard let end = find(bytes, "</" + name, from: close) else { return bytes.count }
            return find(bytes, ">", from: end).map { $0 + 1 } ?? bytes.count
        }
        return close + 1
    }

    /// The character an entity starting at `start` (a `&`) stands for and the index past
    /// its `;`; unknown named entities read as a space; nil when `&` is plain text.
    static func entity(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (Unicode.Scalar, Int)? {
        let limit = min(bytes.count, start + 12)
        var semicolon = start + 1
        while semicolon < limit, bytes[semicolon] != UInt8(ascii: ";") { semicolon += 1 }
        guard semicolon < limit, semicolon > start + 1 else { return nil }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + 1)..<semicolon]), as: UTF8.self)
        let end = semicolon + 1
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let value =
                digits.first == "x" || digits.first == "X"
                ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return (" ", end) }
            return (scalar, end)
        }
        switch name {
        case "amp": return ("&", end)
        case "lt": return ("<", end)
        case "gt": return (">", end)
        case "quot": return ("\"", end)
        case "apos": return ("'", end)
        default:
            guard name.utf8.allSatisfy({ isLetter($0) || (0x30...0x39).contains($0) }) else { return nil }
            return (accentedLetter(name) ?? " ", end)
        }
    }

    /// The base letter of an accented-letter entity (`eacute` → `e`), which is what the
    /// tokenizer would fold the real letter to anyway, so "caf&eacute;" is found by "café".
    private static func accentedLetter(_ name: String) -> Unicode.Scalar? {
        guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return nil }
        for accent in ["acute", "grave", "circ", "uml", "tilde", "ring", "cedil", "slash"]
        where name.utf8.count == accent.utf8.count + 1 && name.hasSuffix(accent) {
            return first
        }
        return nil
    }

    /// Whether an ASCII byte is a letter.
    private static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// Whether `bytes` at `index` spell `text`, ignoring ASCII case.
    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ text: String) -> Bool {
        var position = index
        for expected in text.utf8 {
            guard position < bytes.count, bytes[position] | 0x20 == expected | 0x20 else { return false }
            position += 1
        }
        return true
    }

    /// The first index at or after `from` where `text` appears, ignoring ASCII case.
    private static func find(_ bytes: UnsafeBufferPointer<UInt8>, _ text: String, from: Int) -> Int? {
        guard let first = text.utf8.first else { return nil }
        var position = from
        while position < bytes.count {
            if bytes[position] | 0x20 == first | 0x20, matches(bytes, at: position, text) { return position }
            position += 1
        }
        return nil
    }
}
