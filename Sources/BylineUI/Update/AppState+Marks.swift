import BylineCore

/// Flags and refreshes: `N`, `s`, `A`, `r`, `R`.
extension AppState {
    /// `N`: the selected article read ↔ unread.
    mutating func toggleRead() -> [Effect] {
        guard let row = selectedRow else { return [] }
        note(row.isRead ? "Marked unread" : "Marked read")
        return setRead(id: row.id, !row.isRead)
    }

    /// `s`: star or unstar the selected article.
    mutating func toggleStar() -> [Effect] {
        guard let row = selectedRow else { return [] }
        let starred = !row.isStarred
        list.updateRow(id: row.id) { $0.isStarred = starred }
        note(starred ? "Starred" : "Unstarred")
        return [.setStarred(id: row.id, starred: starred)]
    }

    /// `A`: every article the list shows (with its filter) read.
    mutating func markAllRead() -> [Effect] {
        guard list.isLoaded, list.total > 0 else { return [] }
        guard list.unread > 0 else {
            note("Nothing unread here")
            return []
        }
        let count = list.unread
        for index in list.rows.indices {
            list.rows[index].isRead = true
        }
        list.unread = 0
        note(count == 1 ? "Marked 1 article read" : "Marked \(count) articles read")
        return [.markAllRead(query: query)]
    }

    /// `r`: refresh every source, unless a refresh is running.
    mutating func refreshAll() -> [Effect] {
        guard refresh == nil else {
            note("Already refreshing")
            return []
        }
        return [.refreshAll]
    }

    /// `R`: refresh the selected article's source.
    mutating func refreshSource() -> [Effect] {
        guard refresh == nil else {
            note("Already refreshing")
            return []
        }
        guard let row = selectedRow, !row.sourceKey.isEmpty else {
            note("No article selected")
            return []
        }
        return [.refreshSource(key: row.sourceKey)]
    }

    /// The end of a refresh: its summary, its failures in words, and fresh rows.
    mutating func refreshFinished(summary: String, failures: [String]) -> [Effect] {
        refresh = nil
        note(summary)
        let cleaned = failures.map(TextSanitizer.singleLine).filter { !$0.isEmpty }
        if let first = cleaned.first {
            lastError = cleaned.count == 1 ? first : "\(cleaned.count) sources failed; \(first)"
        }
        return reloadRows()
    }
}
