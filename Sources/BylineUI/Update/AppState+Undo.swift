import BylineCore

/// `u`: takes back the last read, unread, star or mark-all-read change, one step at a time.
/// A mark-all of 10,000 articles is one step. Opening an article (which marks it read) is
/// not a change of its own: `N` after it is.
extension AppState {
    /// Undoes the newest change: the flags go back in the loaded rows, the counts and the cache.
    mutating func undoLastChange() -> [Effect] {
        guard let change = undo.takeLast() else {
            note("Nothing to undo")
            return []
        }
        switch change {
        case .read(let ids, let read):
            let effects = ids.flatMap { setRead(id: $0, !read) }
            note(read ? "Undone: marked unread again" : "Undone: marked read again")
            return effects + sources.reloadIfShown()
        case .starred(let id, let starred):
            list.updateRow(id: id) { $0.isStarred = !starred }
            note(starred ? "Undone: unstarred again" : "Undone: starred again")
            return [.setStarred(id: id, starred: !starred)] + sources.reloadIfShown()
        case .markedAllRead(let ids, let name):
            let count = ids.count
            note("Undone: \(count) article\(count == 1 ? "" : "s")" + (name.map { " of \($0)" } ?? "") + " unread again")
            return [.setRead(ids: ids, read: false)] + reloadRows() + sources.reloadIfShown()
        }
    }

    /// The answer to a mark-all: one undo step, a note, fresh rows and counts.
    mutating func markedAllRead(ids: [Int64], name: String?) -> [Effect] {
        if !ids.isEmpty { undo.record(.markedAllRead(ids: ids, name: name)) }
        let count = ids.count
        note("Marked \(count) article\(count == 1 ? "" : "s")" + (name.map { " of \($0)" } ?? "") + " read (u undoes)")
        return reloadRows() + sources.reloadIfShown()
    }
}
