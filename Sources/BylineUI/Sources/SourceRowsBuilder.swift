import BylineCore
import BylineText
import Foundation

/// Builds the sources view's rows from the configured sources and the cache's counts:
/// All, Unread, Starred; then each tag; then each fetched source; then each query feed.
struct SourceRowsBuilder {
    let entries: [SourceEntry]
    let counts: SourceCounts
    let queryTallies: [String: Tally]
    let sort: SourceSort
    /// Whether sources and query feeds are listed in the order turned around.
    var reversed = false

    /// The rows, with a heading before each group that has any.
    func rows() -> [SourceRow] {
        let fetched = entries.filter { $0.kind == .fetched }
        // All counts what the All list shows: every source in the cache but the hidden ones.
        let hidden = Set(entries.filter(\.isHidden).map(\.key))
        let visibleTally = counts.feeds.values.filter { !hidden.contains($0.key) }
            .reduce(Tally()) { $0 + Tally(unread: $1.unread, total: $1.total) }
        var rows = [
            SourceRow(target: .all, name: BrowserText.sourcesAll.text, tally: visibleTally),
            SourceRow(target: .unread, name: BrowserText.sourcesUnread.text, tally: Tally(unread: visibleTally.unread, total: visibleTally.unread)),
            SourceRow(target: .starred, name: BrowserText.sourcesStarred.text, tally: counts.starred)
        ]
        let tags = tagRows(fetched)
        if !tags.isEmpty { rows += [.heading(BrowserText.headingTags.text)] + tags }
        let sources = sorted(fetched.map(sourceRow))
        if !sources.isEmpty { rows += [.heading(BrowserText.headingSources.text)] + sources }
        let queries = entries.compactMap(queryRow)
        if !queries.isEmpty { rows += [.heading(BrowserText.headingQueries.text)] + sorted(queries) }
        return rows
    }

    /// One row per tag, in order of name, counting each of its sources once.
    private func tagRows(_ fetched: [SourceEntry]) -> [SourceRow] {
        var byTag: [String: Tally] = [:]
        for entry in fetched {
            for tag in Set(entry.tags) { byTag[tag, default: Tally()] = byTag[tag, default: Tally()] + counts.tally(of: entry.key) }
        }
        let rows = byTag.map { SourceRow(target: .tag($0.key), name: $0.key, tally: $0.value) }
        return sorted(rows, by: sort == .unread ? .unread : .name)
    }

    /// A fetched source's row: its name (urls file, else the feed's title, else its address),
    /// counts, last success and last error.
    private func sourceRow(_ entry: SourceEntry) -> SourceRow {
        let feed = counts.feeds[entry.key]
        let feedTitle = feed?.title.map(TextSanitizer.singleLine) ?? ""
        let name = entry.title ?? (feedTitle.isEmpty ? entry.fallbackName : feedTitle)
        let error = feed?.lastError.map(TextSanitizer.singleLine).flatMap { $0.isEmpty ? nil : $0 }
        return SourceRow(
            target: .source(key: entry.key), name: name, tally: counts.tally(of: entry.key),
            lastSuccess: feed?.lastSuccess, error: error)
    }

    /// A query feed's row.
    private func queryRow(_ entry: SourceEntry) -> SourceRow? {
        guard case .query(let expression) = entry.kind else { return nil }
        let tally = queryTallies[entry.key]
        return SourceRow(
            target: .query(key: entry.key, expression: expression), name: entry.title ?? entry.fallbackName,
            tally: tally ?? Tally(), isCounting: tally == nil)
    }

    /// Rows in the chosen order, ties by name; the other way round when `reversed`.
    private func sorted(_ rows: [SourceRow]) -> [SourceRow] {
        reversed ? sorted(rows, by: sort).reversed() : sorted(rows, by: sort)
    }

    private func sorted(_ rows: [SourceRow], by order: SourceSort) -> [SourceRow] {
        // Each name is folded once, not at every comparison: Foundation's case-insensitive
        // compare over a thousand sources was a tenth of the browser's first frame.
        let keyed = rows.map { (row: $0, folded: $0.name.lowercased()) }
        return keyed.sorted { left, right in
            switch order {
            case .name:
                break
            case .unread:
                if left.row.tally.unread != right.row.tally.unread { return left.row.tally.unread > right.row.tally.unread }
            case .lastUpdate:
                let leftDate = left.row.lastSuccess ?? .distantPast
                let rightDate = right.row.lastSuccess ?? .distantPast
                if leftDate != rightDate { return leftDate > rightDate }
            }
            // Case-insensitive order by name; names that differ only in case, by the name.
            return left.folded != right.folded ? left.folded < right.folded : left.row.name < right.row.name
        }.map(\.row)
    }
}
