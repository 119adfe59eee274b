import Foundation

/// Splitting a text file into numbered lines the way editors count them: only LF ends a
/// line, a CR before it is dropped (CRLF files), and a leading UTF-8 byte order mark is ignored.
enum TextLines {
    /// The lines of `text` with their 1-based numbers.
    static func numbered(_ text: String) -> [(number: Int, text: String)] {
        var scalars = Substring(text).unicodeScalars
        if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }
        var result: [(number: Int, text: String)] = []
        for (index, slice) in scalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = slice
            if line.last == "\r" { line = line.dropLast() }
            result.append((index + 1, String(String.UnicodeScalarView(line))))
        }
        if result.count > 1, result.last?.text.isEmpty == true { result.removeLast() }
        return result
    }

    /// Text from file bytes: UTF-8, with invalid sequences replaced rather than refused, so
    /// one bad byte costs one line, not the whole file.
    static func decode(_ data: Data) -> String {
        String(decoding: data, as: UTF8.self)
    }

    /// The line ending `text` already uses (CRLF when its first line ends so), for appending.
    static func lineEnding(of text: String) -> String {
        guard let newline = text.utf8.firstIndex(of: 0x0A) else { return "\n" }
        guard newline > text.utf8.startIndex else { return "\n" }
        return text.utf8[text.utf8.index(before: newline)] == 0x0D ? "\r\n" : "\n"
    }
}
