import Foundation

/// The FROM, WHERE and list-order column that select an ``ArticleQuery``'s rows in list order.
///
/// Without a search, rows come from `articles` in `list_key` order through its indexes.
/// With one, they come from the search table joined to `articles` on `list_key`, ordered
/// by the search table's rowid (which *is* the list key): FTS5 then yields matches in list
/// order and stops after the page, instead of SQLite sorting every match.
struct ArticleSelection {
    /// The FROM clause.
    let source: String
    /// The list-order column: larger is newer.
    let key: String
    /// Conditions joined with AND.
    private(set) var conditions: [String]
    /// The values bound to the conditions' parameters, in order.
    private(set) var values: [any SQLBindable]
    /// The order of the rows.
    let order: ArticleOrder
    /// Whether the order is turned around (oldest first, Z to A).
    let isReversed: Bool
    /// Whether the rows come from the search table (the first value is then the `MATCH` expression).
    let isSearch: Bool

    /// The selection for `query`, leaving out what the display `rules` ignore (unless the
    /// query includes ignored articles), with `age` counted from `now`.
    init(_ query: ArticleQuery, ignoring rules: [IgnoreRule] = [], now: Date = Date()) {
        order = query.order
        isReversed = query.isReversed
        (conditions, values) = query.conditions(ignoring: rules, now: now)
        if let match = query.matchExpression {
            source = "article_search JOIN articles ON articles.list_key = article_search.rowid"
            key = "article_search.rowid"
            conditions.insert("article_search MATCH ?", at: 0)
            values.insert(match, at: 0)
            isSearch = true
        } else {
            source = "articles"
            key = "articles.list_key"
            isSearch = false
        }
    }

    /// Replaces the `MATCH` expression of a search selection with an equivalent one.
    mutating func replaceMatch(with expression: String) {
        guard isSearch, !values.isEmpty else { return }
        values[0] = expression
    }

    /// Adds a condition with its values.
    mutating func add(_ condition: String, _ bound: any SQLBindable...) {
        conditions.append(condition)
        values.append(contentsOf: bound)
    }

    /// The ORDER BY terms that list rows first to last (`reversed`: last to first).
    func orderBy(reversed asked: Bool = false) -> String {
        let reversed = asked != isReversed
        let keyTerm = "\(key) " + (reversed ? "ASC" : "DESC")
        guard let column = order.column else { return keyTerm }
        return "\(column) COLLATE NOCASE " + (reversed ? "DESC" : "ASC") + ", " + keyTerm
    }

    /// Keeps only rows listed after (`after` true) or before the row whose list key is
    /// `listKey`, in this selection's order.
    mutating func add(position asked: Bool, listKey: Int64) {
        // Listed after a row in the reversed order is listed before it in the usual one.
        let after = asked != isReversed
        let keyTest = "\(key) " + (after ? "<" : ">") + " ?"
        guard let column = order.column else {
            add(keyTest, listKey)
            return
        }
        let anchor = "(SELECT \(column.replacingOccurrences(of: "articles.", with: "anchor.")) FROM articles AS anchor WHERE anchor.list_key = ?)"
        let beyond = "\(column) COLLATE NOCASE " + (after ? ">" : "<") + " \(anchor)"
        add("(\(beyond) OR (\(column) COLLATE NOCASE = \(anchor) AND \(keyTest)))", listKey, listKey, listKey)
    }

    /// `FROM … [WHERE …]`.
    var fromWhere: String {
        " FROM \(source)" + (conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND "))
    }
}
