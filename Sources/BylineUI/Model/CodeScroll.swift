/// How far the code blocks of one article are scrolled sideways (`<` and `>`): tied to the
/// article, so another article opens with its code at the left edge.
public struct CodeScroll: Sendable, Hashable {
    /// The article whose code is scrolled.
    public var articleID: Int64
    /// Columns hidden on the left.
    public var columns: Int

    /// A scroll of `columns` for article `articleID`.
    public init(articleID: Int64, columns: Int) {
        self.articleID = articleID
        self.columns = columns
    }
}
