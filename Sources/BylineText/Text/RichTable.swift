/// Tables in article text: cells gathered while the table is parsed, then laid out with
/// columns aligned by display width (Hangul and kanji take two columns), or, when the
/// table is wider than the pane, as `label: value` lines under each other.
enum RichTable {
    /// Splits cells inside a table's paragraph while it is built (a private-use character,
    /// removed before anything is laid out).
    static let cellMark = "\u{E000}"
    /// Drawn between aligned columns.
    static let separator = " │ "

    /// The table block for the spans of a finished table: one line per row, cells split by
    /// ``cellMark``; nil when it holds no text.
    static func block(from spans: [StyledSpan]) -> RichBlock? {
        var rows: [[[StyledSpan]]] = []
        var row: [[StyledSpan]] = []
        var cell: [StyledSpan] = []
        func endCell() {
            row.append(trimmed(cell))
            cell = []
        }
        func endRow() {
            endCell()
            if row.contains(where: { !$0.isEmpty }) { rows.append(row) }
            row = []
        }
        for span in spans {
            var piece = ""
            for character in span.text {
                if character == "\n" || String(character) == cellMark {
                    if !piece.isEmpty { cell.append(StyledSpan(piece, style: span.style)) }
                    piece = ""
                    character == "\n" ? endRow() : endCell()
                } else {
                    piece.append(character)
                }
            }
            if !piece.isEmpty { cell.append(StyledSpan(piece, style: span.style)) }
        }
        endRow()
        guard !rows.isEmpty else { return nil }
        return .table(rows)
    }

    private static func trimmed(_ spans: [StyledSpan]) -> [StyledSpan] {
        var result = spans
        while let first = result.first, first.text.allSatisfy({ $0 == " " }) { result.removeFirst() }
        while let last = result.last, last.text.allSatisfy({ $0 == " " }) { result.removeLast() }
        if let first = result.first, first.text.hasPrefix(" ") {
            result[0] = StyledSpan(String(first.text.drop { $0 == " " }), style: first.style)
        }
        if let last = result.last, last.text.hasSuffix(" ") {
            result[result.count - 1] = StyledSpan(String(last.text.reversed().drop { $0 == " " }.reversed()), style: last.style)
        }
        return result
    }

    /// The table in lines of at most `width` columns.
    static func lines(_ rows: [[[StyledSpan]]], width: Int) -> [StyledLine] {
        let columns = rows.map(\.count).max() ?? 0
        var widths = Array(repeating: 0, count: columns)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], DisplayWidth.of(cell.plainText)) }
        }
        let total = widths.reduce(0, +) + DisplayWidth.of(separator) * max(0, columns - 1)
        if total <= width { return aligned(rows, widths: widths) }
        // One column: its cells wrap like paragraphs.
        if columns <= 1 { return rows.flatMap { RichTextLayout.wrap($0.first ?? [], width: width) } }
        return labelled(rows, width: width)
    }

    /// Each row on one line, every column padded to its widest cell.
    private static func aligned(_ rows: [[[StyledSpan]]], widths: [Int]) -> [StyledLine] {
        rows.map { row in
            var spans: [StyledSpan] = []
            for (index, width) in widths.enumerated() {
                let cell = index < row.count ? row[index] : []
                if index > 0 { spans.append(StyledSpan(separator, style: .dim)) }
                spans += cell
                let padding = width - DisplayWidth.of(cell.plainText)
                if padding > 0 && index < widths.count - 1 { spans.append(StyledSpan(String(repeating: " ", count: padding))) }
            }
            return StyledLine(spans)
        }
    }

    /// A table too wide for the pane: for each row after the header, one `label: value`
    /// line per cell (labels from the header row), rows apart by a blank line.
    private static func labelled(_ rows: [[[StyledSpan]]], width: Int) -> [StyledLine] {
        let header = rows.count > 1 ? rows[0] : []
        var result: [StyledLine] = []
        for row in rows.dropFirst(header.isEmpty ? 0 : 1) {
            if !result.isEmpty { result.append(.blank) }
            for (index, cell) in row.enumerated() where !cell.isEmpty {
                let label = index < header.count ? header[index].plainText : ""
                let prefix = label.isEmpty ? [] : [StyledSpan(label + ": ", style: .bold)]
                result += RichTextLayout.wrap(prefix + cell, width: width)
            }
        }
        return result
    }
}
