import Foundation

/// Which articles a list, count or bulk change is about; every filter given must hold.
public struct ArticleQuery: Sendable, Hashable {
    /// Only articles not yet read.
    public var unreadOnly: Bool
    /// Only starred articles.
    public var starredOnly: Bool
    /// Words to find in the title, summary or content (see ``ArticleStore`` for the rules);
    /// nil, empty or punctuation-only means no search.
    public var search: String?
    /// Only articles from the source with this key.
    public var sourceKey: String?
    /// Only articles whose source is called this (the article's source name or the feed's
    /// title or key, ignoring ASCII case), as a person types it on the command line.
    public var sourceName: String?
    /// Only articles from one of these sources (a tag's sources); nil: any source.
    public var sourceKeys: Set<String>?
    /// Articles from these sources are left out (newsboat's hidden tag `!`, for "All").
    public var hiddenSourceKeys: Set<String>
    /// The order of the rows.
    public var order: ArticleOrder

    /// A query from its filters; with none, every article.
    public init(unreadOnly: Bool = false, starredOnly: Bool = false, search: String? = nil,
                sourceKey: String? = nil, sourceName: String? = nil, sourceKeys: Set<String>? = nil,
                hiddenSourceKeys: Set<String> = [], order: ArticleOrder = .date) {
        self.order = order
        self.unreadOnly = unreadOnly
        self.starredOnly = starredOnly
        self.search = search
        self.sourceKey = sourceKey
        self.sourceName = sourceName
        self.sourceKeys = sourceKeys
        self.hiddenSourceKeys = hiddenSourceKeys
    }

    /// Every article.
    public static let all = ArticleQuery()

    /// The SQL conditions on `articles` (joined with AND, possibly none) and their values;
    /// the search is not among them (see ``matchExpression`` and ``ArticleSelection``).
    ///
    /// The flag tests are written as literals (`read = 0`, `starred = 1`) because SQLite only
    /// uses a partial index when the query repeats its WHERE clause.
    func conditions() -> (sql: [String], values: [any SQLBindable]) {
        var sql: [String] = []
        var values: [any SQLBindable] = []
        if unreadOnly { sql.append("articles.read = 0") }
        if starredOnly { sql.append("articles.starred = 1") }
        if let sourceKey {
            sql.append("articles.source_key = ?")
            values.append(sourceKey)
        }
        if let sourceName {
            sql.append("(articles.source_name = ? COLLATE NOCASE OR articles.source_key IN "
                + "(SELECT key FROM feeds WHERE title = ? COLLATE NOCASE OR key = ?))")
            values.append(contentsOf: [sourceName, sourceName, sourceName])
        }
        if let sourceKeys {
            // Sorted, so equal queries give equal SQL (and SQLite reuses its plan).
            let keys = sourceKeys.sorted()
            sql.append(keys.isEmpty ? "0" : "articles.source_key IN (\(Self.placeholders(keys.count)))")
            values.append(contentsOf: keys as [any SQLBindable])
        }
        if !hiddenSourceKeys.isEmpty {
            let keys = hiddenSourceKeys.sorted()
            sql.append("articles.source_key NOT IN (\(Self.placeholders(keys.count)))")
            values.append(contentsOf: keys as [any SQLBindable])
        }
        return (sql, values)
    }

    /// The conditions on `feeds` that pick the sources this query's source filters allow,
    /// for counts read from the per-source counters.
    func feedConditions() -> (sql: [String], values: [any SQLBindable]) {
        var sql: [String] = []
        var values: [any SQLBindable] = []
        if let sourceKey {
            sql.append("key = ?")
            values.append(sourceKey)
        }
        if let sourceKeys {
            let keys = sourceKeys.sorted()
            sql.append(keys.isEmpty ? "0" : "key IN (\(Self.placeholders(keys.count)))")
            values.append(contentsOf: keys as [any SQLBindable])
        }
        if !hiddenSourceKeys.isEmpty {
            let keys = hiddenSourceKeys.sorted()
            sql.append("key NOT IN (\(Self.placeholders(keys.count)))")
            values.append(contentsOf: keys as [any SQLBindable])
        }
        return (sql, values)
    }

    /// `?, ?, ?` for `count` values.
    private static func placeholders(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ", ")
    }

    /// The FTS5 expression for ``search``, or nil when there is nothing to search for.
    var matchExpression: String? {
        search.flatMap(SearchQuery.matchExpression)
    }
}
