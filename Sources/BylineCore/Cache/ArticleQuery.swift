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
    /// Only articles matching this filter expression (newsboat's filter language).
    public var filter: FilterExpression?
    /// Articles of these sources are left out (newsboat's `!` tag hides a source from "All").
    public var hiddenSourceKeys: Set<String>
    /// Whether articles the killfile hides in display mode are listed too (see
    /// ``ArticleStore/setIgnoreRules(_:)``); false, so every list and count leaves them out.
    public var includesIgnored: Bool
    /// Only articles from one of these sources (a tag's sources); nil: any source.
    public var sourceKeys: Set<String>?
    /// The order of the rows.
    public var order: ArticleOrder
    /// Whether ``order`` is turned around: oldest first, Z to A (`sort-articles date-reversed`).
    public var isReversed = false

    /// A query from its filters; with none, every article.
    public init(
        unreadOnly: Bool = false, starredOnly: Bool = false, search: String? = nil,
        sourceKey: String? = nil, sourceName: String? = nil, filter: FilterExpression? = nil,
        hiddenSourceKeys: Set<String> = [], includesIgnored: Bool = false, sourceKeys: Set<String>? = nil,
        order: ArticleOrder = .date
    ) {
        self.sourceKeys = sourceKeys
        self.order = order
        self.unreadOnly = unreadOnly
        self.starredOnly = starredOnly
        self.search = search
        self.sourceKey = sourceKey
        self.sourceName = sourceName
        self.filter = filter
        self.hiddenSourceKeys = hiddenSourceKeys
        self.includesIgnored = includesIgnored
    }

    /// The articles of `source`: a feed's or query's own, or a query feed's matches.
    public init(source: Source) {
        if case .query(let expression) = source.kind {
            self.init(filter: expression)
        } else {
            self.init(sourceKey: source.key)
        }
    }

    /// Every article.
    public static let all = ArticleQuery()

    /// The SQL conditions on `articles` (joined with AND, possibly none) and their values;
    /// the search is not among them (see ``matchExpression`` and ``ArticleSelection``).
    /// `ignoring` are the killfile's display rules, left out unless ``includesIgnored``;
    /// `now` is the time `age` is counted from.
    ///
    /// The flag tests are written as literals (`read = 0`, `starred = 1`) because SQLite only
    /// uses a partial index when the query repeats its WHERE clause.
    func conditions(ignoring rules: [IgnoreRule] = [], now: Date = Date()) -> (sql: [String], values: [any SQLBindable]) {
        var sql: [String] = []
        var values: [any SQLBindable] = []
        if unreadOnly { sql.append("articles.read = 0") }
        if starredOnly { sql.append("articles.starred = 1") }
        if let sourceKey {
            sql.append("articles.source_key = ?")
            values.append(sourceKey)
        }
        if let sourceName {
            sql.append(
                "(articles.source_name = ? COLLATE NOCASE OR articles.source_key IN "
                    + "(SELECT key FROM feeds WHERE title = ? COLLATE NOCASE OR key = ?))")
            values.append(contentsOf: [sourceName, sourceName, sourceName])
        }
        let sets = sourceSetConditions(column: "articles.source_key")
        sql += sets.sql
        values += sets.values
        if let filter {
            let compiled = FilterSQL(filter, now: now)
            sql.append(compiled.sql)
            values.append(contentsOf: compiled.values)
        }
        if !includesIgnored, let keep = rules.keepCondition(now: now) {
            sql.append(keep.sql)
            values.append(contentsOf: keep.values)
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
        let sets = sourceSetConditions(column: "key")
        return (sql + sets.sql, values + sets.values)
    }

    /// The tests of ``sourceKeys`` and ``hiddenSourceKeys`` on the source-key `column`. The
    /// keys are sorted, so equal queries give equal SQL (and SQLite reuses its plan).
    private func sourceSetConditions(column: String) -> (sql: [String], values: [any SQLBindable]) {
        var sql: [String] = []
        var values: [any SQLBindable] = []
        if let sourceKeys {
            let keys = sourceKeys.sorted()
            sql.append(keys.isEmpty ? "0" : "\(column) IN (\(Self.placeholders(keys.count)))")
            values.append(contentsOf: keys as [any SQLBindable])
        }
        if !hiddenSourceKeys.isEmpty {
            let keys = hiddenSourceKeys.sorted()
            sql.append("\(column) NOT IN (\(Self.placeholders(keys.count)))")
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
