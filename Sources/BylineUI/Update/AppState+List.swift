/// Moving through the list, and keeping the loaded window around what is on screen.
extension AppState {
    /// The fewest rows asked for at once; more on tall screens (three pages).
    static let minimumWindow = 100

    /// Headlines on one page (at least one).
    var listPage: Int { max(1, layout.pageHeight) }

    /// The highest useful `listPane.scroll`.
    var maxListScroll: Int { listPane.maxScroll(height: listPage) }

    /// Moves the selection by `delta` headlines.
    mutating func moveSelection(by delta: Int) -> [Effect] {
        guard listPane.window.total > 0 else { return [] }
        return select(index: listPane.selectedIndex + delta)
    }

    /// Moves the view and the selection by whole pages, as `less` does.
    mutating func page(by pages: Int) -> [Effect] {
        guard listPane.window.total > 0 else { return [] }
        listPane.scroll = min(max(listPane.scroll + pages * listPage, 0), maxListScroll)
        return select(index: listPane.selectedIndex + pages * listPage)
    }

    /// Scrolls the view by `delta` rows (the wheel), pulling the selection along only when
    /// it would leave the screen.
    mutating func scrollList(by delta: Int) -> [Effect] {
        guard listPane.window.total > 0 else { return [] }
        listPane.scroll = min(max(listPane.scroll + delta, 0), maxListScroll)
        listPane.seeNewAbove()
        let onScreen = min(max(listPane.selectedIndex, listPane.scroll), listPane.scroll + listPage - 1)
        if onScreen != listPane.selectedIndex { return select(index: onScreen) }
        return ensureWindow()
    }

    /// Selects the headline at `index` (clamped to the list), keeps it on screen, loads
    /// rows as needed and, when the article pane is on screen, the article.
    mutating func select(index: Int, id: Int64? = nil) -> [Effect] {
        guard listPane.window.total > 0 || id != nil else { return [] }
        listPane.select(index: index, id: id)
        keepSelectionVisible()
        return ensureWindow() + previewSelection()
    }

    /// Scrolls the list just enough to show the selection.
    mutating func keepSelectionVisible() {
        listPane.keepSelectionVisible(height: listPage)
    }

    /// Asks for rows when part of the screen is not loaded (and not already asked for).
    mutating func ensureWindow() -> [Effect] {
        let visible = listPane.scroll..<(listPane.scroll + listPage)
        if listPane.window.covers(visible) { return [] }
        let wanted = listPane.window.isLoaded ? visible.clamped(to: 0..<max(listPane.window.total, 1)) : visible
        if let pending = listPane.pendingRows, pending.query == query, pending.covers(wanted) { return [] }
        return reloadRows()
    }

    /// Asks for a window of rows around the screen, whatever is loaded (after the cache
    /// changed).
    mutating func reloadRows() -> [Effect] {
        let page = listPage
        let limit = max(Self.minimumWindow, page * 3)
        let offset = max(0, listPane.scroll - (limit - page) / 2)
        let request = RowRequest(query: query, offset: offset, limit: limit)
        listPane.pendingRows = request
        return [.loadRows(query: query, offset: offset, limit: limit)]
    }

    /// Forgets the list for a new query; the selection keeps `id` (to be located again).
    mutating func resetList(keeping id: Int64?) {
        listPane = ListPane(selecting: id)
    }

    /// Loads the selected article when the article pane is on screen and shows another.
    mutating func previewSelection() -> [Effect] {
        guard layout.showsDetail, let id = listPane.selectedID else { return [] }
        return requestArticle(id)
    }
}
