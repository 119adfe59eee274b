import BylineCore
import BylineText
import Foundation

/// Answers about the list from the runtime: rows, located articles, unread searches.
extension AppState {
    /// New rows: the window is replaced and the selection stays on the same article.
    mutating func rowsLoaded(query answered: ArticleQuery, offset: Int, rows: [ArticleSummary], total: Int, unread: Int) -> [Effect] {
        guard answered == query else { return [] }
        if pendingRows?.offset == offset { pendingRows = nil }
        let offset = max(0, offset)
        list = ListWindow(
            offset: offset, rows: rows, total: max(total, offset + rows.count), unread: max(0, unread), isLoaded: true)
        var effects = reconcileSelection()
        if pendingLocate == nil { expectsArrivals = false }
        if list.total == 0 {
            selectedIndex = 0
            listScroll = 0
        } else if selectedIndex >= list.total {
            selectedIndex = list.total - 1
            if pendingLocate == nil { selectedID = list.row(at: selectedIndex)?.id }
        }
        keepSelectionVisible()
        effects += ensureWindow()
        effects += previewSelection()
        return effects
    }

    /// Puts the selection back on its article after the rows changed under it; asks the
    /// runtime where it went when it is not in the new window.
    mutating func reconcileSelection() -> [Effect] {
        guard let id = selectedID else {
            selectedID = list.row(at: selectedIndex)?.id
            return []
        }
        if list.row(at: selectedIndex)?.id == id { return [] }
        if let found = list.index(of: id) {
            // The article keeps its line on screen: the view moves with it.
            arrived(above: found - selectedIndex)
            listScroll += found - selectedIndex
            selectedIndex = found
            pendingLocate = nil
            return []
        }
        if pendingLocate == id { return [] }
        guard list.contains(selectedIndex) || selectedIndex >= list.total else { return [] }
        pendingLocate = id
        return [.locate(id: id, query: query)]
    }

    /// Where the selected article went: select it there, or, when it left the list, the
    /// headline now at the old place.
    mutating func located(id: Int64, index: Int?) -> [Effect] {
        guard id == selectedID, pendingLocate == id else { return [] }
        pendingLocate = nil
        defer { expectsArrivals = false }
        guard let index, index >= 0 else {
            if list.total > 0 { selectedIndex = min(selectedIndex, list.total - 1) }
            selectedID = list.row(at: selectedIndex)?.id
            keepSelectionVisible()
            return ensureWindow() + previewSelection()
        }
        arrived(above: index - selectedIndex)
        listScroll += index - selectedIndex
        selectedIndex = index
        list.total = max(list.total, index + 1)
        keepSelectionVisible()
        return ensureWindow() + previewSelection()
    }

    /// `n`/`p`: the nearest unread article in the loaded rows, else asks the runtime.
    mutating func goToUnread(forward: Bool) -> [Effect] {
        guard list.isLoaded, list.total > 0, selectedID != nil || list.contains(selectedIndex) else { return [] }
        let opens = focus == .detail
        let step = forward ? 1 : -1
        var index = selectedIndex + step
        while let row = list.row(at: index) {
            if !row.isRead { return goTo(index: index, id: row.id, opens: opens) }
            index += step
        }
        if index < 0 || index >= list.total || list.unread == 0 {
            note((forward ? BrowserText.noMoreUnreadBelow : BrowserText.noMoreUnreadAbove).text)
            return []
        }
        pendingUnreadSearch = UnreadSearch(query: query, opens: opens)
        return [.findUnread(query: query, from: index - step, forward: forward)]
    }

    /// The runtime's answer to an unread search.
    mutating func unreadFound(query answered: ArticleQuery, position: ListPosition?) -> [Effect] {
        guard answered == query, let search = pendingUnreadSearch, search.query == query else { return [] }
        pendingUnreadSearch = nil
        guard let position else {
            note(BrowserText.noMoreUnread.text)
            return []
        }
        return goTo(index: position.index, id: position.id, opens: search.opens)
    }

    /// Selects a headline and, from the article view, opens it.
    private mutating func goTo(index: Int, id: Int64, opens: Bool) -> [Effect] {
        if list.isLoaded { list.total = max(list.total, index + 1) }
        var effects = select(index: index, id: id)
        if opens { effects += openSelected() }
        return effects
    }
}
