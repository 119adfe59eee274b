import BylineUI

/// Plans what to send to curses for a new frame: only the rows that changed, as runs of
/// cells in one style. Pure, so the diff logic is tested without a terminal.
///
/// Curses measures text with the C library's `wcwidth`, which can disagree with
/// ``DisplayWidth`` on emoji sequences (a skin-toned or ZWJ emoji counts 4 or 6 columns
/// there, 2 on screen). Such a cluster is sent as its first scalar padded with spaces, so
/// curses's idea of the cursor never drifts from the canvas.
public enum Painter {
    /// The runs that turn `previous` (nil: an unknown screen) into `next`.
    public static func plan(from previous: Canvas?, to next: Canvas, scalarWidth: (Unicode.Scalar) -> Int) -> [PaintRun] {
        next.changedRows(since: previous).flatMap { runs(ofRow: $0, in: next, scalarWidth: scalarWidth) }
    }

    /// Row `y` of `canvas` as runs of equal style, left to right, covering the whole row.
    public static func runs(ofRow y: Int, in canvas: Canvas, scalarWidth: (Unicode.Scalar) -> Int) -> [PaintRun] {
        var result: [PaintRun] = []
        var current: PaintRun?
        for (x, cell) in canvas.row(y).enumerated() where !cell.isContinuation {
            let text = terminalText(for: cell, scalarWidth: scalarWidth)
            if var run = current, run.style == cell.style {
                run.text += text
                run.columns += Int(cell.width)
                current = run
            } else {
                if let run = current { result.append(run) }
                current = PaintRun(x: x, y: y, text: text, style: cell.style, columns: Int(cell.width))
            }
        }
        if let run = current { result.append(run) }
        return result
    }

    /// What to send for a cell so the terminal library advances exactly `cell.width` columns.
    public static func terminalText(for cell: Cell, scalarWidth: (Unicode.Scalar) -> Int) -> String {
        let width = Int(cell.width)
        let scalars = cell.text.unicodeScalars
        if scalars.count == 1, let only = scalars.first, only.isASCII { return cell.text }
        var total = 0
        for scalar in scalars {
            let columns = scalarWidth(scalar)
            if columns < 0 {
                total = -1
                break
            }
            total += columns
        }
        if total == width { return cell.text }
        if let first = scalars.first {
            let columns = scalarWidth(first)
            if columns >= 1 && columns <= width {
                return String(first) + String(repeating: " ", count: width - columns)
            }
        }
        return "?" + String(repeating: " ", count: max(0, width - 1))
    }
}
