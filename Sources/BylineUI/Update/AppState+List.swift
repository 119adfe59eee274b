/// Moving through the list, and keeping the loaded window around what is on screen.
extension AppState {
    /// The fewest rows asked for at once; more on tall screens (three pages).
    static let minimumWindow = 100

    /// Headlines on one page (at least one).
    var listPage: Int { max(1, layout.pageHeight) }

    /// The highest useful `listScroll`.
    var maxListScroll: Int { max(0, list.total - listPage) }

    /// Moves the selection by `delta` headlines.
    mutating func moveSelection(by delta: Int) -> [Effect] {
        guard list.total > 0 else { return [] }
        return select(index: selectedIndex + delta)
    }

    /// Moves the view and the selection by whole pages, as `less` does.
    mutating func page(by pages: Int) -> [Effect] {
        guard list.total > 0 else { return [] }
        listScroll = min(max(listScroll + pages * listPage, 0), maxListScroll)
        return select(index: selectedIndex + pages * listPage)
    }

    /// Scrolls the view by `delta` rows (the wheel), pulling the selection along only when
    /// it would leave the screen.
    mutating func scrollList(by delta: Int) -> [Effect] {
        guard list.total > 0 else { return [] }
        listScroll = min(max(listScroll + delta, 0), maxListScroll)
        seeNewAbove()
        let onScreen = min(max(selectedIndex, listScroll), listScroll + listPage - 1)
        if onScreen != selectedIndex { return select(index: onScreen) }
        return ensureWindow()
    }

    /// Selects the headline at `index` (clamped to the list), keeps it on screen, loads
    /// rows as needed and, when the article pane is on screen, the article.
    mutating func select(index: Int, id: Int64? = nil) -> [Effect] {
        guard list.total > 0 || id != nil else { return [] }
        let clamped = list.isLoaded && list.total > 0 ? min(max(index, 0), list.total - 1) : max(index, 0)
        selectedIndex = clamped
        selectedID = id ?? list.row(at: clamped)?.id
        pendingLocate = nil
        keepSelectionVisible()
        return ensureWindow() + previewSelection()
    }

    /// Scrolls the list just enough to show the selection.
    mutating func keepSelectionVisible() {
        let page = listPage
        if selectedIndex < listScroll {
            listScroll = selectedIndex
        } else if selectedIndex >= listScroll + page {
            listScroll = selectedIndex - page + 1
        }
        listScroll = min(max(listScroll, 0), maxListScroll)
        seeNewAbove()
    }

    /// Asks for rows when part of the screen is not loaded (and not already asked for).
    mutating func ensureWindow() -> [Effect] {
        let visible = listScroll..<(listScroll + listPage)
        if list.covers(visible) { return [] }
        let wanted = list.isLoaded ? visible.clamped(to: 0..<max(list.total, 1)) : visible
        if let pendingRows, pendingRows.query == query, pendingRows.covers(wanted) { return [] }
        return reloadRows()
    }

    /// Asks for a window of rows around the screen, whatever is loaded (after the cache
    /// changed).
    mutating func reloadRows() -> [Effect] {
        let page = listPage
        let limit = max(Self.minimumWindow, page * 3)
        let offset = max(0, listScroll - (limit - page) / 2)
        let request = RowRequest(query: query, offset: offset, limit: limit)
        pendingRows = request
        return [.loadRows(query: query, offset: offset, limit: limit)]
    }

    /// Forgets the list for a new query; the selection keeps `id` (to be located again).
    mutating func resetList(keeping id: Int64?) {
        list = ListWindow()
        selectedIndex = 0
        selectedID = id
        listScroll = 0
        pendingRows = nil
        pendingLocate = nil
        pendingUnreadSearch = nil
        newAbove = 0
        expectsArrivals = false
    }

    /// Loads the selected article when the article pane is on screen and shows another.
    mutating func previewSelection() -> [Effect] {
        guard layout.showsDetail, let id = selectedID else { return [] }
        return requestArticle(id)
    }
}
