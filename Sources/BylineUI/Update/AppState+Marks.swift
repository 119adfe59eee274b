import BylineCore
import BylineText

/// Flags: `N`, `s`, `A`.
extension AppState {
    /// `N`: the selected article read ↔ unread.
    mutating func toggleRead() -> [Effect] {
        guard let row = selectedRow else { return [] }
        note((row.isRead ? BrowserText.markedUnread : BrowserText.markedRead).text)
        undo.record(.read(ids: [row.id], read: !row.isRead))
        return setRead(id: row.id, !row.isRead) + sources.reloadIfShown()
    }

    /// `s`: star or unstar the selected article.
    mutating func toggleStar() -> [Effect] {
        guard let row = selectedRow else { return [] }
        let starred = !row.isStarred
        listPane.window.updateRow(id: row.id) { $0.isStarred = starred }
        note((starred ? BrowserText.starred : BrowserText.unstarred).text)
        undo.record(.starred(id: row.id, starred: starred))
        return [.setStarred(id: row.id, starred: starred)] + sources.reloadIfShown()
    }

    /// `A`: every article the list shows (with its filter) read.
    mutating func markAllRead() -> [Effect] {
        guard listPane.window.isLoaded, listPane.window.total > 0 else { return [] }
        guard listPane.window.unread > 0 else {
            note(BrowserText.nothingUnreadHere.text)
            return []
        }
        listPane.window.markAllRead()
        // The note comes with the answer, which says how many changed (and can be undone).
        return [.markAllRead(query: query, name: sourceName)]
    }
}
