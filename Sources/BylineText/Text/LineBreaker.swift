/// Greedy line breaking over grapheme clusters, shared by plain ``DisplayWidth/wrap(_:width:)``
/// and styled ``RichText`` layout so both follow the same rules.
///
/// Lines break at spaces (Latin, Korean), between CJK ideographs and kana (Japanese and
/// Chinese need no spaces) except before closing or after opening punctuation, after a
/// hyphen inside a word, and after a zero-width space. A word wider than the line is cut
/// at a cluster boundary. No line is ever wider than the width; a two-column cluster on a
/// one-column line becomes "…".
enum LineBreaker {
    /// One grapheme cluster with its width and style.
    struct Cell {
        /// The cluster.
        var character: Character
        /// Its columns.
        var width: Int
        /// Its style.
        var style: TextStyle

        /// A cell for `character`, its width measured.
        init(_ character: Character, style: TextStyle = []) {
            self.character = character
            self.width = DisplayWidth.of(character)
            self.style = style
        }

        /// Whether it is a breaking space (not a no-break space).
        var isSpace: Bool { character == " " }
    }

    /// Breaks one hard line (no newlines) into lines of at most `width` columns
    /// (`width` must be positive). Spaces at the ends of wrapped lines are dropped;
    /// `verbatim` keeps every space and only cuts where the width runs out (for `<pre>`).
    static func breakLine(_ cells: [Cell], width: Int, verbatim: Bool = false) -> [[Cell]] {
        var lines: [[Cell]] = []
        var line: [Cell] = []
        var lineWidth = 0
        var breakIndex: Int?
        for original in cells {
            var cell = original
            if cell.width > width {
                cell.character = "…"
                cell.width = 1
            }
            if !verbatim {
                if cell.isSpace && line.isEmpty && !lines.isEmpty { continue }
                if let last = line.last, canBreak(after: last, before: cell, beforeLast: line.count > 1 ? line[line.count - 2] : nil) {
                    breakIndex = line.count
                }
            }
            if lineWidth + cell.width <= width {
                line.append(cell)
                lineWidth += cell.width
                continue
            }
            if cell.isSpace && !verbatim { continue }
            if let index = breakIndex, line[..<index].contains(where: { !$0.isSpace }) {
                lines.append(trimmingTrailingSpaces(Array(line[..<index])))
                line = Array(line[index...].drop(while: \.isSpace))
                lineWidth = line.reduce(0) { $0 + $1.width }
                breakIndex = nil
                if lineWidth + cell.width <= width {
                    line.append(cell)
                    lineWidth += cell.width
                    continue
                }
            }
            if !line.isEmpty { lines.append(verbatim ? line : trimmingTrailingSpaces(line)) }
            line = [cell]
            lineWidth = cell.width
            breakIndex = nil
        }
        lines.append(verbatim ? line : trimmingTrailingSpaces(line))
        return lines
    }

    /// Whether a line may end between `previous` and `next`.
    static func canBreak(after previous: Cell, before next: Cell, beforeLast: Cell?) -> Bool {
        if next.isSpace || previous.isSpace || previous.character == "\u{200B}" { return true }
        if previous.character.isASCII && next.character.isASCII {
            // The common case: only the hyphen and slash rules below can apply.
            guard previous.character == "-" || previous.character == "/" else { return false }
        }
        if DisplayWidth.forbidsBreakBefore(next.character) || DisplayWidth.forbidsBreakAfter(previous.character) {
            return false
        }
        if DisplayWidth.isIdeographic(previous.character) || DisplayWidth.isIdeographic(next.character) {
            return true
        }
        switch previous.character {
        case "-":
            return next.character.isLetter && beforeLast?.character.isLetter == true
        case "—", "/":
            return next.character.isLetter || next.character.isNumber
        default:
            return false
        }
    }

    private static func trimmingTrailingSpaces(_ cells: [Cell]) -> [Cell] {
        var end = cells.count
        while end > 0 && cells[end - 1].isSpace { end -= 1 }
        return end == cells.count ? cells : Array(cells[..<end])
    }

    /// The cells of styled spans, in order.
    static func cells(of spans: [StyledSpan]) -> [Cell] {
        var cells: [Cell] = []
        for span in spans {
            for character in span.text {
                cells.append(Cell(character, style: span.style))
            }
        }
        return cells
    }

    /// Spans made from cells, neighbours of one style joined.
    static func spans(of cells: [Cell]) -> [StyledSpan] {
        var spans: [StyledSpan] = []
        for cell in cells {
            if let last = spans.last, last.style == cell.style {
                spans[spans.count - 1].text.append(cell.character)
            } else {
                spans.append(StyledSpan(String(cell.character), style: cell.style))
            }
        }
        return spans
    }
}
