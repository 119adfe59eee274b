/// The canvas as plain text, and which rows changed between two frames.
extension Canvas {
    /// Each row as a string of exactly `width` columns, styles dropped: what snapshot tests
    /// compare and what a terminal shows.
    public var text: [String] {
        (0..<height).map(rowText)
    }

    /// Row `y` as a string, styles dropped.
    public func rowText(_ y: Int) -> String {
        var line = ""
        line.reserveCapacity(width)
        for cell in row(y) where !cell.isContinuation {
            line += cell.text
        }
        return line
    }

    /// The rows that differ from `previous`: every row when there is no previous frame or
    /// its size differs, so the terminal repaints only what changed.
    public func changedRows(since previous: Canvas?) -> [Int] {
        guard let previous, previous.width == width, previous.height == height else {
            return Array(0..<height)
        }
        return (0..<height).filter { row($0) != previous.row($0) }
    }
}
