import BylineCore
import BylineText

/// A flag change the cache refused (read-only, full, busy): the screen shows it undone, with
/// the reason, instead of a ★ or a read mark that was never stored.
extension AppState {
    /// Takes back `write` in the loaded rows and counts, forgets it for `u`, shows `reason`,
    /// and reloads the rows and counts from the cache, which holds the truth.
    mutating func flagsNotSaved(_ write: FlagWrite, reason: String) -> [Effect] {
        switch write {
        case .read(let ids, let read):
            for id in ids { listPane.window.setRead(id: id, !read) }
            undo.forget(.read(ids: ids, read: read))
        case .starred(let id, let starred):
            _ = listPane.window.updateRow(id: id) { $0.isStarred = !starred }
            undo.forget(.starred(id: id, starred: starred))
        case .markAllRead:
            break
        }
        lastError = TextSanitizer.singleLine(CacheTroubleText.notSaved(reason))
        return reloadRows() + sources.reloadIfShown()
    }
}
