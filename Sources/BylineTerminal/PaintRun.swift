import BylineUI

/// Text to put at one place on the screen in one style: the painter's unit of output.
public struct PaintRun: Hashable, Sendable {
    /// Column of the first cell.
    public var x: Int
    /// Row.
    public var y: Int
    /// The text, made of clusters whose terminal widths add up to `columns`.
    public var text: String
    /// How it looks.
    public var style: CellStyle
    /// Columns covered.
    public var columns: Int

    /// A run from its parts.
    public init(x: Int, y: Int, text: String, style: CellStyle, columns: Int) {
        self.x = x
        self.y = y
        self.text = text
        self.style = style
        self.columns = columns
    }
}
