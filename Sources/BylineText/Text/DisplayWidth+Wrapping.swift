/// Word wrapping plain text by display width.
extension DisplayWidth {
    /// `text` broken into lines of at most `width` columns, never splitting a cluster.
    ///
    /// Each newline starts a new line (an empty input line stays an empty line). Lines break
    /// at spaces, between CJK ideographs and kana, and inside words only when a word is wider
    /// than the line. A line's leading indentation is repeated on its wrapped continuation
    /// lines while at least as many columns (and 8) are left for text; otherwise it is dropped. Trailing
    /// spaces are removed. A `width` of zero or less gives no lines.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var result: [String] = []
        for hardLine in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let indentation = hardLine.prefix(while: { $0 == " " }).count
            let body = hardLine.dropFirst(indentation)
            let keepsIndentation = indentation > 0 && width - indentation >= max(indentation, 8)
            let available = keepsIndentation ? width - indentation : width
            let margin = keepsIndentation ? String(repeating: " ", count: indentation) : ""
            if body.isEmpty {
                result.append("")
                continue
            }
            let cells = body.map { LineBreaker.Cell($0) }
            for line in LineBreaker.breakLine(cells, width: available) {
                var string = margin
                for cell in line { string.append(cell.character) }
                result.append(line.isEmpty ? "" : string)
            }
        }
        return result
    }
}
