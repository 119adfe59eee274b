import BylineCore
import BylineText

/// A screen as a value: a grid of cells that `render` fills and the terminal layer paints.
///
/// Every width decision uses ``DisplayWidth``. A two-column glyph is a cell plus a
/// continuation cell; one that would cross the right edge of the area being written is
/// replaced by a space, so half a glyph is never drawn. Clusters of zero width (control
/// and format characters, stray combining marks) are dropped, so no control character can
/// reach the terminal through a canvas.
public struct Canvas: Hashable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// The cells, row after row.
    public private(set) var cells: [Cell]

    /// A canvas of spaces in `style`.
    public init(width: Int, height: Int, style: CellStyle = .plain) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank(style), count: self.width * self.height)
    }

    /// A blank canvas of `size`.
    public init(size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// The canvas's size.
    public var size: Size { Size(width: width, height: height) }

    /// The cell at column `x`, row `y`; a blank cell outside the canvas.
    public subscript(x: Int, y: Int) -> Cell {
        guard x >= 0, x < width, y >= 0, y < height else { return .blank() }
        return cells[y * width + x]
    }

    /// The cells of row `y` (empty outside the canvas).
    public func row(_ y: Int) -> ArraySlice<Cell> {
        guard y >= 0, y < height else { return [] }
        return cells[(y * width)..<((y + 1) * width)]
    }

    /// Fills `rect` (clipped to the canvas) with spaces in `style`.
    public mutating func fill(_ rect: Rect, style: CellStyle = .plain) {
        let left = max(rect.x, 0)
        let right = min(rect.maxX, width)
        guard left < right else { return }
        for y in max(rect.y, 0)..<min(rect.maxY, height) {
            for x in left..<right {
                set(.blank(style), x: x, y: y)
            }
        }
    }

    /// Writes `text` from column `x` of row `y`, stopping before column `maxX` (the right
    /// edge of the pane, at most the canvas width); returns the column after the last
    /// cell written.
    @discardableResult
    public mutating func write(_ text: some StringProtocol, x: Int, y: Int, style: CellStyle = .plain, maxX: Int? = nil) -> Int {
        guard y >= 0, y < height else { return x }
        let limit = min(maxX ?? width, width)
        var column = x
        for character in text {
            if column >= limit { break }
            column += put(character, x: column, y: y, style: style, maxX: limit)
        }
        // A wide glyph clipped at the edge advanced past it; the caller's next column is the edge.
        return max(x, min(column, limit))
    }

    /// Puts one cluster at column `x` of row `y`, clipped at `maxX`; returns the columns it
    /// took (0 for a zero-width cluster). A two-column cluster with only one column left
    /// becomes a space; a cluster starting left of the canvas is clipped the same way.
    @discardableResult
    public mutating func put(_ character: Character, x: Int, y: Int, style: CellStyle = .plain, maxX: Int? = nil) -> Int {
        let limit = min(maxX ?? width, width)
        guard y >= 0, y < height, x < limit else { return 0 }
        let columns = DisplayWidth.of(character)
        switch columns {
        case 0:
            return 0
        case 1:
            if x >= 0 { set(Cell(text: String(character), width: 1, style: style), x: x, y: y) }
            return 1
        default:
            if x >= 0 && x + 1 < limit {
                set(Cell(text: String(character), width: 2, style: style), x: x, y: y)
                set(.continuation(style), x: x + 1, y: y)
            } else {
                // Half a glyph is never drawn: the visible column gets a space.
                if x >= 0 { set(.blank(style), x: x, y: y) }
                if x + 1 >= 0 && x + 1 < limit { set(.blank(style), x: x + 1, y: y) }
            }
            return 2
        }
    }

    /// Replaces one cell, first turning any glyph it cuts in half into a space.
    private mutating func set(_ cell: Cell, x: Int, y: Int) {
        let index = y * width + x
        let old = cells[index]
        if old.isContinuation, x > 0, !cell.isContinuation {
            cells[index - 1] = .blank(cells[index - 1].style)
        }
        if old.width == 2, x + 1 < width {
            cells[index + 1] = .blank(cells[index + 1].style)
        }
        cells[index] = cell
    }
}
