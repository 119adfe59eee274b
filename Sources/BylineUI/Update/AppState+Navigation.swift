import BylineCore
import BylineText

/// Going back from a list the sources view opened: newsboat's `q` in an article list goes
/// back to the feed list, and only there quits; Byline's `q` and Esc do the same.
extension AppState {
    /// Back from a row's list to the sources view, with the list shown before the row was
    /// entered (and its selection) behind it, so leaving the sources view does not return to
    /// the row's list, and `q` from there quits.
    mutating func backToSources() -> [Effect] {
        guard let origin = listOrigin else { return [] }
        listOrigin = nil
        query = origin.parentQuery
        sourceName = origin.parentName
        filterText = query.search ?? ""
        resetList(keeping: origin.parentSelection)
        var effects = ensureWindow()
        if let kept = origin.parentSelection {
            listPane.pendingLocate = kept
            effects.append(.locate(id: kept, query: query))
        }
        if !sources.isPinned { sources.isOpen = true }
        focus = .sources
        sources.keepSelectionVisible(height: layout.sources.height)
        return effects + sources.reload()
    }
}

extension AppState {
    /// `R` with no headline selected: in a row's list (a source, a tag) what the row stands
    /// for, as `R` on the row does; elsewhere it says why nothing happens.
    mutating func refreshWithoutSelection() -> [Effect] {
        guard listPane.window.isLoaded, listPane.window.total == 0 else {
            note(BrowserText.noArticleSelected.text)
            return []
        }
        if let origin = listOrigin {
            return requestRefresh(sources.refreshScope(for: origin.target, name: sourceName ?? ""))
        }
        let sourceKey = keyMap.keys(for: .refreshSource, in: keyContext).first?.label ?? "R"
        let allKey = keyMap.keys(for: .refreshAll, in: keyContext).first?.label ?? "r"
        note(ScreenNoticeText.nothingToRefresh(sourceKey, allKey))
        return []
    }
}
