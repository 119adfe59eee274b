/// A `highlight-article` line: headline rows that match a filter expression, drawn in a
/// style across the whole row.
public struct HeadlineHighlight: Sendable, Hashable {
    /// The expression as written.
    public var expression: FilterExpression
    /// The expression compiled for testing rows one by one.
    public var predicate: HeadlinePredicate
    /// How matching rows look.
    public var style: ElementStyle

    /// A highlight from its parts.
    public init(expression: FilterExpression, predicate: HeadlinePredicate, style: ElementStyle) {
        self.expression = expression
        self.predicate = predicate
        self.style = style
    }
}
