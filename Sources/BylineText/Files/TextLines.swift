import Foundation

/// Splitting a text file into numbered lines the way editors count them: only LF ends a
/// line, a CR before it is dropped (CRLF files), and a leading UTF-8 byte order mark is ignored.
package enum TextLines {
    /// The lines of `text` with their 1-based numbers.
    package static func numbered(_ text: String) -> [(number: Int, text: String)] {
        // Split on the bytes: LF and CR are ASCII, so every cut falls between scalars.
        var bytes = Substring(text).utf8
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        var result: [(number: Int, text: String)] = []
        for (index, slice) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            var end = slice.endIndex
            if slice.last == 0x0D { end = slice.index(before: end) }
            result.append((index + 1, String(text[slice.startIndex..<end])))
        }
        if result.count > 1, result.last?.text.isEmpty == true { result.removeLast() }
        return result
    }

    /// Text from file bytes: UTF-8, with invalid sequences replaced rather than refused, so
    /// one bad byte costs one line, not the whole file.
    package static func decode(_ data: Data) -> String {
        String(decoding: data, as: UTF8.self)
    }

    /// The line ending `text` already uses (CRLF when its first line ends so), for appending.
    package static func lineEnding(of text: String) -> String {
        guard let newline = text.utf8.firstIndex(of: 0x0A) else { return "\n" }
        guard newline > text.utf8.startIndex else { return "\n" }
        return text.utf8[text.utf8.index(before: newline)] == 0x0D ? "\r\n" : "\n"
    }
}
