import BylineCore

extension ArticleQuery {
    /// This query with the `/` filter's text as its search (blank clears it).
    public func searching(_ text: String) -> ArticleQuery {
        var copy = self
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        copy.search = trimmed.isEmpty ? nil : trimmed
        return copy
    }
}
