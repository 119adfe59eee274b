/// The `/` filter: typing narrows the list through the full-text index.
extension AppState {
    /// A key while the filter prompt is open: text edits the filter (each change reloads
    /// the list), Enter keeps it, Esc clears it, arrows still move the selection.
    mutating func handleFilterKey(_ key: Key) -> [Effect] {
        switch key {
        case .character(let character):
            filterText.append(character)
            return applyFilter()
        case .backspace:
            guard !filterText.isEmpty else {
                overlay = .none
                return []
            }
            filterText.removeLast()
            return applyFilter()
        case .control("u"):
            filterText = ""
            return applyFilter()
        case .enter, .tab:
            overlay = .none
            return []
        case .escape:
            return clearFilter()
        case .up: return moveSelection(by: -1)
        case .down: return moveSelection(by: 1)
        case .pageUp: return page(by: -1)
        case .pageDown: return page(by: 1)
        case .control("l"): return [.redraw]
        default: return []
        }
    }

    /// Shows the list for the filter as typed, from the top.
    mutating func applyFilter() -> [Effect] {
        let filtered = query.searching(filterText)
        guard filtered != query else { return [] }
        query = filtered
        focus = .list
        resetList(keeping: nil)
        return ensureWindow()
    }

    /// Clears the search and the `F` expression and closes the prompt; the selected article
    /// stays selected in the full list.
    mutating func clearFilter() -> [Effect] {
        filterText = ""
        if overlay == .filterPrompt { overlay = .none }
        var unfiltered = query.searching("")
        unfiltered.filter = nil
        return show(unfiltered)
    }
}
