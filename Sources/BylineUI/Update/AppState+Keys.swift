/// Turning keys into commands, by focus and mode.
extension AppState {
    /// Handles a key: the help overlay and the filter prompt take keys first, the mouse
    /// goes by position, everything else through the key map.
    mutating func handle(_ key: Key) -> [Effect] {
        // A note is for the moment it was given; the next key clears it.
        status = nil
        switch key {
        case .resize:
            // The runtime reads the new size and sends .resize(width:height:).
            return []
        case .wheelUp, .wheelDown, .click:
            return handleMouse(key)
        default:
            break
        }
        if isHelpVisible { return handleHelpKey(key) }
        if isFilterPromptActive { return handleFilterKey(key) }
        guard let command = keyMap.command(for: key) else { return [] }
        return perform(command)
    }

    /// Runs a command.
    mutating func perform(_ command: Command) -> [Effect] {
        let inArticle = focus == .detail
        switch command {
        case .moveUp: return inArticle ? scrollDetail(by: -1) : moveSelection(by: -1)
        case .moveDown: return inArticle ? scrollDetail(by: 1) : moveSelection(by: 1)
        case .pageUp: return inArticle ? scrollDetail(by: -detailPage) : page(by: -1)
        case .pageDown: return inArticle ? scrollDetail(by: detailPage) : page(by: 1)
        case .top: return inArticle ? scrollDetail(to: 0) : select(index: 0)
        case .bottom: return inArticle ? scrollDetail(to: maxDetailScroll) : select(index: list.total - 1)
        case .open: return openSelected()
        case .back: return back()
        case .switchPane: return switchPane()
        case .refreshAll: return refreshAll()
        case .refreshSource: return refreshSource()
        case .openInBrowser: return openInBrowser()
        case .fetchFullText: return fetchFullText()
        case .filter:
            isFilterPromptActive = true
            focus = .list
            return []
        case .nextUnread: return goToUnread(forward: true)
        case .previousUnread: return goToUnread(forward: false)
        case .toggleRead: return toggleRead()
        case .markAllRead: return markAllRead()
        case .toggleStar: return toggleStar()
        case .openLink(let number): return openLink(number)
        case .help:
            isHelpVisible = true
            helpScroll = 0
            return []
        case .backOrQuit: return backOrQuit()
        case .quit: return [.quit]
        case .redraw: return [.redraw]
        }
    }

    /// `Esc`: leave the article, else clear the filter; never quits.
    mutating func back() -> [Effect] {
        if let cancelled = cancelFullTextFetch() { return cancelled }
        if focus == .detail {
            focus = .list
            return []
        }
        return clearFilter()
    }

    /// `q`: close what is open, one level at a time (article, then filter), then quit.
    mutating func backOrQuit() -> [Effect] {
        if focus == .detail {
            focus = .list
            return []
        }
        if query.search != nil || !filterText.isEmpty { return clearFilter() }
        return [.quit]
    }

    /// `Tab`: in split mode the keyboard moves between panes; in single mode it opens the
    /// selected article or goes back to the list.
    mutating func switchPane() -> [Effect] {
        if focus == .detail {
            focus = .list
            return []
        }
        if layoutMode == .single { return openSelected() }
        guard selectedID != nil else { return [] }
        focus = .detail
        return previewSelection()
    }
}
