/// A rectangle of cells on the screen: columns `x..<x+width`, rows `y..<y+height`.
public struct Rect: Hashable, Sendable {
    /// Left column.
    public var x: Int
    /// Top row.
    public var y: Int
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// A rectangle; negative sizes count as zero.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// No cells.
    public static let empty = Rect(x: 0, y: 0, width: 0, height: 0)

    /// One past the right column.
    public var maxX: Int { x + width }
    /// One past the bottom row.
    public var maxY: Int { y + height }
    /// Whether it has no cells.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// Whether the cell at column `column`, row `row` is inside.
    public func contains(x column: Int, y row: Int) -> Bool {
        column >= x && column < maxX && row >= y && row < maxY
    }

    /// This rectangle with `amount` columns taken off each side (never below zero width).
    public func insetHorizontally(by amount: Int) -> Rect {
        Rect(x: x + amount, y: y, width: width - 2 * amount, height: height)
    }
}
