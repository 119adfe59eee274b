import BylineCore
import BylineText
import Foundation

/// Answers about the list from the runtime: rows, located articles, unread searches.
extension AppState {
    /// New rows: the window is replaced and the selection stays on the same article.
    mutating func rowsLoaded(query answered: ArticleQuery, offset: Int, rows: [ArticleSummary], total: Int, unread: Int) -> [Effect] {
        guard answered == query else { return [] }
        listPane.load(offset: offset, rows: rows, total: total, unread: unread)
        var effects = reconcileSelection()
        if listPane.pendingLocate == nil { listPane.expectsArrivals = false }
        listPane.keepSelectionInList()
        keepSelectionVisible()
        effects += ensureWindow()
        effects += previewSelection()
        return effects
    }

    /// Puts the selection back on its article after the rows changed under it; asks the
    /// runtime where it went when it is not in the new window.
    mutating func reconcileSelection() -> [Effect] {
        guard let id = listPane.selectedID else {
            listPane.selectedID = listPane.window.row(at: listPane.selectedIndex)?.id
            return []
        }
        if listPane.window.row(at: listPane.selectedIndex)?.id == id { return [] }
        if let found = listPane.window.index(of: id) {
            listPane.follow(selectionTo: found)
            listPane.pendingLocate = nil
            return []
        }
        if listPane.pendingLocate == id { return [] }
        guard listPane.window.contains(listPane.selectedIndex) || listPane.selectedIndex >= listPane.window.total else { return [] }
        listPane.pendingLocate = id
        return [.locate(id: id, query: query)]
    }

    /// Where the selected article went: select it there, or, when it left the list, the
    /// headline now at the old place.
    mutating func located(id: Int64, index: Int?) -> [Effect] {
        guard id == listPane.selectedID, listPane.pendingLocate == id else { return [] }
        listPane.pendingLocate = nil
        defer { listPane.expectsArrivals = false }
        guard let index, index >= 0 else {
            listPane.selectHeadlineInPlace()
            keepSelectionVisible()
            return ensureWindow() + previewSelection()
        }
        listPane.follow(selectionTo: index)
        listPane.window.total = max(listPane.window.total, index + 1)
        keepSelectionVisible()
        return ensureWindow() + previewSelection()
    }

    /// `n`/`p`: the nearest unread article in the loaded rows, else asks the runtime.
    mutating func goToUnread(forward: Bool) -> [Effect] {
        guard listPane.window.isLoaded, listPane.window.total > 0,
            listPane.selectedID != nil || listPane.window.contains(listPane.selectedIndex)
        else { return [] }
        let opens = focus == .detail
        let step = forward ? 1 : -1
        var index = listPane.selectedIndex + step
        while let row = listPane.window.row(at: index) {
            if !row.isRead { return goTo(index: index, id: row.id, opens: opens) }
            index += step
        }
        if index < 0 || index >= listPane.window.total || listPane.window.unread == 0 {
            note((forward ? BrowserText.noMoreUnreadBelow : BrowserText.noMoreUnreadAbove).text)
            return []
        }
        listPane.pendingUnreadSearch = UnreadSearch(query: query, opens: opens)
        return [.findUnread(query: query, from: index - step, forward: forward)]
    }

    /// The runtime's answer to an unread search.
    mutating func unreadFound(query answered: ArticleQuery, position: ListPosition?) -> [Effect] {
        guard answered == query, let search = listPane.pendingUnreadSearch, search.query == query else { return [] }
        listPane.pendingUnreadSearch = nil
        guard let position else {
            note(BrowserText.noMoreUnread.text)
            return []
        }
        return goTo(index: position.index, id: position.id, opens: search.opens)
    }

    /// Selects a headline and, from the article view, opens it.
    private mutating func goTo(index: Int, id: Int64, opens: Bool) -> [Effect] {
        if listPane.window.isLoaded { listPane.window.total = max(listPane.window.total, index + 1) }
        var effects = select(index: index, id: id)
        if opens { effects += openSelected() }
        return effects
    }
}
