extension ArticleSelection {
    /// Replaces the search's `MATCH` expression with ``SearchExpansion``'s, which finds the
    /// same rows but yields a page in list order without merging every prefix match first.
    mutating func expandSearch(_ query: ArticleQuery, in database: Database) throws(StoreError) {
        guard isSearch, let search = query.search else { return }
        let phrases = SearchQuery.phrases(search)
        guard !phrases.isEmpty else { return }
        replaceMatch(with: try SearchExpansion.expression(for: phrases, in: database))
    }
}
