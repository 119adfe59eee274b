/// One screen cell: one grapheme cluster and its style. A two-column glyph takes its own
/// cell and a continuation cell after it, so column arithmetic stays simple.
public struct Cell: Hashable, Sendable {
    /// The grapheme cluster shown, or "" in a continuation cell.
    public var text: String
    /// Columns the cluster takes: 1 or 2, or 0 in a continuation cell.
    public var width: UInt8
    /// How it looks.
    public var style: CellStyle

    /// A cell from its parts.
    public init(text: String, width: UInt8, style: CellStyle) {
        self.text = text
        self.width = width
        self.style = style
    }

    /// A space in `style`.
    public static func blank(_ style: CellStyle = .plain) -> Cell {
        Cell(text: " ", width: 1, style: style)
    }

    /// The right half of a two-column glyph.
    public static func continuation(_ style: CellStyle) -> Cell {
        Cell(text: "", width: 0, style: style)
    }

    /// Whether this is the right half of a two-column glyph.
    public var isContinuation: Bool { width == 0 }
}
