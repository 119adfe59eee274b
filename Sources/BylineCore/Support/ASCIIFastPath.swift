import Foundation

/// Shortcuts for text that is printable ASCII, which almost every URL and urls-file line is.
/// Foundation's whitespace trimming bridges to UTF-16, and a Unicode property lookup per
/// scalar costs more than the rest of reading a line: at 1,000 sources those two were a
/// third of the browser's first frame. Each shortcut answers exactly as the general path
/// would, and falls back to it for anything else.
enum ASCIIFastPath {
    /// Whether every byte of `text` is printable ASCII other than the space (0x21–0x7E):
    /// no whitespace, no control characters, nothing outside ASCII.
    static func isVisible(_ text: some StringProtocol) -> Bool {
        text.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }
    }

    /// `text` without leading and trailing whitespace and newlines, as
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` gives it.
    static func trimmed(_ text: String) -> String {
        guard let first = text.utf8.first, let last = text.utf8.last,
              first > 0x20, first < 0x7F, last > 0x20, last < 0x7F else {
            return text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return text
    }

    /// The index just past the first `://` in `text`, or nil.
    static func endOfSchemeSeparator(in text: String) -> String.Index? {
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
}
