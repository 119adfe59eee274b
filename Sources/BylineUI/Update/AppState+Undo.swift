import BylineCore
import BylineText

/// `u`: takes back the last read, unread, star or mark-all-read change, one step at a time.
/// A mark-all of 10,000 articles is one step. Opening an article (which marks it read) is
/// not a change of its own: `N` after it is.
extension AppState {
    /// Undoes the newest change: the flags go back in the loaded rows, the counts and the cache.
    mutating func undoLastChange() -> [Effect] {
        guard let change = undo.takeLast() else {
            note(BrowserText.nothingToUndo.text)
            return []
        }
        switch change {
        case .read(let ids, let read):
            let effects = ids.flatMap { setRead(id: $0, !read) }
            note((read ? BrowserText.undoneUnread : BrowserText.undoneRead).text)
            return effects + sources.reloadIfShown()
        case .starred(let id, let starred):
            listPane.window.updateRow(id: id) { $0.isStarred = !starred }
            note((starred ? BrowserText.undoneUnstarred : BrowserText.undoneStarred).text)
            return [.setStarred(id: id, starred: !starred)] + sources.reloadIfShown()
        case .markedAllRead(let ids, let name):
            let articles = BrowserText.articleCount(ids.count)
            note(name.map { BrowserText.undoneMarkAllOf(articles, $0) } ?? BrowserText.undoneMarkAll(articles))
            return [.setRead(ids: ids, read: false)] + reloadRows() + sources.reloadIfShown()
        }
    }

    /// The answer to a mark-all: one undo step, a note, fresh rows and counts.
    mutating func markedAllRead(ids: [Int64], name: String?) -> [Effect] {
        if !ids.isEmpty { undo.record(.markedAllRead(ids: ids, name: name)) }
        let articles = BrowserText.articleCount(ids.count)
        note(name.map { BrowserText.markedAllReadOf(articles, $0) } ?? BrowserText.markedAllRead(articles))
        return reloadRows() + sources.reloadIfShown()
    }
}
