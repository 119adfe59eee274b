import BylineCore
import BylineText

/// The sources view inside the browser: `S` opens and closes it, Enter shows a row's
/// articles, `A` marks them read, `R` refreshes them, `O` cycles the order. The view keeps
/// its own state (``SourcesPane``); this is where its answers meet the rest of the browser.
extension AppState {
    /// `S`: opens the sources view (with fresh counts), or goes back from it.
    mutating func toggleSources() -> [Effect] {
        if focus == .sources { return leaveSources() }
        if !sources.isPinned { sources.isOpen = true }
        focus = .sources
        sources.keepSelectionVisible(height: layout.sources.height)
        return sources.reload()
    }

    /// Esc, `q` or `S` in the sources view: back to the headlines.
    mutating func leaveSources() -> [Effect] {
        sources.isOpen = false
        focus = .list
        keepSelectionVisible()
        return previewSelection()
    }

    /// A command while the sources view has the keyboard.
    mutating func performInSources(_ command: Command) -> [Effect] {
        let height = max(1, layout.sources.height)
        switch command {
        case .moveUp: sources.move(by: -1)
        case .moveDown: sources.move(by: 1)
        case .pageUp: sources.move(by: -max(1, height - 1))
        case .pageDown: sources.move(by: max(1, height - 1))
        case .top: sources.moveToEnd(false)
        case .bottom: sources.moveToEnd(true)
        case .open, .switchPane:
            guard command == .open, let row = sources.selectedRow, let target = row.target else { return leaveSources() }
            return show(target, name: row.name)
        case .back, .backOrQuit, .showSources: return leaveSources()
        case .markAllRead: return markSelectedSourceRead()
        case .sourceInfo:
            guard case .source(let key) = sources.selectedRow?.target else {
                note(SaveKeyText.infoPickSource.text)
                return []
            }
            return [.loadSourceInfo(key: key)]
        case .cycleSort:
            sources.cycleSort()
            note(BrowserText.sourcesBy(sources.sort.label))
        default: return perform(command, inPane: .list)
        }
        sources.keepSelectionVisible(height: height)
        return []
    }

    /// Shows a row's articles in the list; the top bar names the row.
    mutating func show(_ target: SourceTarget, name: String) -> [Effect] {
        // Going back returns to the list shown before the first row was entered.
        let parent = listOrigin ?? ListOrigin(target: target, parentQuery: query, parentName: sourceName, parentSelection: listPane.selectedID)
        listOrigin =
            target == .all
            ? nil
            : ListOrigin(
                target: target, parentQuery: parent.parentQuery, parentName: parent.parentName,
                parentSelection: parent.parentSelection)
        var newQuery = sources.query(for: target)
        newQuery.search = query.search
        // The order chosen (sort-articles, O) holds in every list.
        (newQuery.order, newQuery.isReversed) = (query.order, query.isReversed)
        query = newQuery
        sourceName = target == .all ? nil : TextSanitizer.singleLine(name)
        sources.isOpen = false
        focus = .list
        resetList(keeping: nil)
        return ensureWindow()
    }

    /// `A` on a row of the sources view: every article it stands for, read (one undo step).
    mutating func markSelectedSourceRead() -> [Effect] {
        guard let row = sources.selectedRow, let target = row.target else { return [] }
        guard row.tally.unread > 0 || target == .starred else {
            note(BrowserText.nothingUnreadIn(row.name))
            return []
        }
        return [.markAllRead(query: sources.query(for: target), name: row.name)]
    }
}
