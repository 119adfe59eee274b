import BylineCore

/// Rows asked of the runtime and not yet answered, so the same window is not asked twice.
struct RowRequest: Hashable, Sendable {
    /// The query asked for.
    var query: ArticleQuery
    /// The first list index asked for.
    var offset: Int
    /// How many rows were asked for.
    var limit: Int

    /// Whether the answer will hold every row of `range`.
    func covers(_ range: Range<Int>) -> Bool {
        range.lowerBound >= offset && range.upperBound <= offset + limit
    }
}

/// A search for the next or previous unread article that the runtime is answering.
struct UnreadSearch: Hashable, Sendable {
    /// The query searched.
    var query: ArticleQuery
    /// Whether to open the article found (pressed in the article view).
    var opens: Bool
}
