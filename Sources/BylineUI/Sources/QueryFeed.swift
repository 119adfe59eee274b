import BylineCore

/// Query feeds (`"query:Name:EXPR"`): the articles of a filter expression.
enum QueryFeed {
    /// The articles of `expression`, outside hidden sources.
    static func articleQuery(expression: String, hidden: Set<String>) -> ArticleQuery {
        ArticleQuery(hiddenSourceKeys: hidden)
    }
}
