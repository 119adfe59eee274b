/// A screen or canvas size in terminal cells.
public struct Size: Hashable, Sendable {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// A size; negative values count as zero.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// No cells at all.
    public static let zero = Size(width: 0, height: 0)
}
