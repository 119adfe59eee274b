import Foundation

/// Shortcuts for text that is printable ASCII, which almost every URL and urls-file line is.
/// Foundation's whitespace trimming bridges to UTF-16, and a Unicode property lookup per
/// scalar costs more than the rest of reading a line: at 1,000 sources those two were a
/// third of the browser's first frame. Each shortcut answers exactly as the general path
/// would, and falls back to it for anything else.
public enum ASCIIFastPath {
    /// Whether every byte of `text` is printable ASCII other than the space (0x21–0x7E):
    /// no whitespace, no control characters, nothing outside ASCII.
    public static func isVisible(_ text: some StringProtocol) -> Bool {
        let visible: (UInt8) -> Bool = { $0 > 0x20 && $0 < 0x7F }
        return text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(visible) }
            ?? text.utf8.allSatisfy(visible)
    }

    /// `text` without leading and trailing whitespace and newlines, as
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` gives it.
    public static func trimmed(_ text: String) -> String {
        guard let first = text.utf8.first, let last = text.utf8.last,
            first > 0x20, first < 0x7F, last > 0x20, last < 0x7F
        else {
            return text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return text
    }

    /// The index just past the first `://` in `text`, or nil.
    public static func endOfSchemeSeparator(in text: String) -> String.Index? {
        let bytes = text.utf8
        var index = bytes.startIndex
        while let colon = bytes[index...].firstIndex(of: 0x3A) {
            let slash = bytes.index(after: colon)
            guard slash < bytes.endIndex else { return nil }
            if bytes[slash] == 0x2F {
                let second = bytes.index(after: slash)
                if second < bytes.endIndex, bytes[second] == 0x2F { return bytes.index(after: second) }
            }
            index = slash
        }
        return nil
    }

    /// ``Source/duplicateIdentity(of:)`` of a key that ``isVisible(_:)``, worked out on its
    /// bytes. In printable ASCII every byte is a character of its own, so the bytes give
    /// what the general walk over characters gives.
    public static func duplicateIdentity(ofVisible key: String) -> String {
        guard let separatorEnd = endOfSchemeSeparator(in: key) else { return key }
        let bytes = Array(key.utf8)
        let afterSeparator = key.utf8.distance(from: key.utf8.startIndex, to: separatorEnd)
        let authorityEnd = bytes[afterSeparator...].firstIndex { $0 == 0x2F || $0 == 0x3F || $0 == 0x23 } ?? bytes.endIndex
        var identity = bytes[..<authorityEnd].map(lowercased)
        identity.reserveCapacity(bytes.count + 1)
        if authorityEnd == bytes.endIndex || bytes[authorityEnd] != 0x2F { identity.append(0x2F) }
        identity.append(contentsOf: bytes[authorityEnd...])
        return String(decoding: identity, as: UTF8.self)
    }

    /// The scheme of a key that ``isVisible(_:)``, lowercased: the letters, digits, `+` and
    /// `-` before its first `:`, starting with a letter; nil when it has none. A dot is legal
    /// in a scheme but never meant in one here (`example.com:8080/feed`).
    public static func scheme(ofVisible key: String) -> String? {
        let bytes = key.utf8
        guard let colon = bytes.firstIndex(of: 0x3A) else { return nil }
        let candidate = bytes[..<colon]
        guard let first = candidate.first, isLetter(first),
            candidate.allSatisfy({ isLetter($0) || (0x30...0x39).contains($0) || $0 == 0x2B || $0 == 0x2D })
        else {
            return nil
        }
        return String(decoding: candidate.map(lowercased), as: UTF8.self)
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }

    private static func lowercased(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte + 0x20 : byte }
}
