import BylineCore

/// What the sources view asks of the runtime, and the article queries its rows stand for.
extension SourcesPane {
    /// Asks for fresh counts when the view is on screen (and no answer is pending).
    mutating func reloadIfShown() -> [Effect] {
        guard isShown else { return [] }
        return reload()
    }

    /// Asks for fresh per-source counts whether or not the view is shown, since the top bar
    /// counts the failing sources; the query feeds are counted only while it is shown.
    mutating func reloadCounts() -> [Effect] {
        if isShown { return reload() }
        guard !isLoading else { return [] }
        isLoading = true
        return [.loadSourceCounts(hidden: hiddenKeys)]
    }

    /// Asks for fresh counts: the per-source ones at once, the query feeds' in the background.
    mutating func reload() -> [Effect] {
        guard !isLoading else { return [] }
        isLoading = true
        let queries = queryExpressions
        guard !queries.isEmpty, !isCountingQueries else { return [.loadSourceCounts(hidden: hiddenKeys)] }
        isCountingQueries = true
        return [.loadSourceCounts(hidden: hiddenKeys), .countQueryFeeds(hidden: hiddenKeys, queries: queries)]
    }

    /// The articles a row stands for.
    func query(for target: SourceTarget) -> ArticleQuery {
        switch target {
        case .all: return ArticleQuery(hiddenSourceKeys: hiddenKeys)
        case .unread: return ArticleQuery(unreadOnly: true, hiddenSourceKeys: hiddenKeys)
        case .starred: return ArticleQuery(starredOnly: true, hiddenSourceKeys: hiddenKeys)
        case .tag(let tag): return ArticleQuery(sourceKeys: Set(entries.filter { $0.tags.contains(tag) }.map(\.key)))
        case .source(let key): return ArticleQuery(sourceKey: key)
        case .query(_, let expression): return ArticleQuery(filter: expression, hiddenSourceKeys: hiddenKeys)
        }
    }

    /// What `R` refreshes for the selected row: its source, or the sources of its tag, or all.
    func refreshScopeForSelection() -> RefreshScope? {
        guard let row = selectedRow, let target = row.target else { return nil }
        return refreshScope(for: target, name: row.name)
    }

    /// What refreshing the row `target` (called `name`) means: its source, its tag's
    /// sources, or all of them (for All, Unread, Starred and query feeds).
    func refreshScope(for target: SourceTarget, name: String) -> RefreshScope {
        switch target {
        case .all, .unread, .starred, .query: return .all
        case .tag(let tag):
            let keys = entries.filter { $0.kind == .fetched && $0.tags.contains(tag) }.map(\.key)
            return .sources(keys: keys, name: name)
        case .source(let key): return .sources(keys: [key], name: name)
        }
    }
}
