/// Turning keys into commands, by focus and mode.
extension AppState {
    /// Handles a key: the mouse goes by position, an open ``Overlay`` takes the rest first,
    /// and without one the key goes through the key map.
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
        // A key pressed while a macro waits for an answer ends the macro: the user has moved on.
        keyInput.pendingSteps = []
        if downloads.isOpen && overlay == .none { return handleDownloadsKey(key) }
        switch overlay {
        case .help, .sourceInfo: return handleHelpKey(key)
        case .filterPrompt: return handleFilterKey(key)
        case .expressionPrompt(let text): return handleExpressionKey(key, text: text)
        case .pipePrompt(let command): return handlePipeKey(key, command: command)
        case .macroKey: return handleMacroKey(key)
        case .saveConfirm(let id, let path): return handleSaveConfirmKey(key, articleID: id, path: path)
        case .none:
            guard let command = keyMap.command(for: key, in: keyContext) else { return [] }
            return routedToBrowser(perform(command))
        }
    }

    /// Runs a command in the focused pane.
    mutating func perform(_ command: Command) -> [Effect] {
        if focus == .sources { return performInSources(command) }
        return perform(command, inPane: focus)
    }

    /// Runs a command as the headline list or the article pane understands it.
    mutating func perform(_ command: Command, inPane pane: Pane) -> [Effect] {
        let inArticle = pane == .detail
        switch command {
        case .moveUp: return inArticle ? scrollDetail(by: -1) : moveSelection(by: -1)
        case .moveDown: return inArticle ? scrollDetail(by: 1) : moveSelection(by: 1)
        case .pageUp: return inArticle ? pageDetail(forward: false) : page(by: -1)
        case .pageDown: return inArticle ? pageDetail(forward: true) : page(by: 1)
        case .top: return inArticle ? scrollDetail(to: 0) : select(index: 0)
        case .bottom: return inArticle ? scrollDetail(to: maxDetailScroll) : select(index: listPane.window.total - 1)
        case .open: return openSelected()
        case .back: return back()
        case .switchPane: return switchPane()
        case .refreshAll: return refreshAll()
        case .refreshSource: return refreshSource()
        case .openInBrowser: return openInBrowser()
        case .fetchFullText: return fetchFullText()
        case .filter:
            overlay = .filterPrompt
            focus = .list
            return []
        case .nextUnread: return goToUnread(forward: true)
        case .previousUnread: return goToUnread(forward: false)
        case .toggleRead: return toggleRead()
        case .markAllRead: return markAllRead()
        case .toggleStar: return toggleStar()
        case .openLink(let number): return openLink(number)
        case .help:
            overlay = .help(scroll: 0)
            return []
        case .backOrQuit: return backOrQuit()
        case .quit: return [.quit]
        case .redraw: return [.redraw]
        case .showSources: return toggleSources()
        case .cycleSort: return cycleArticleSort()
        case .undo: return undoLastChange()
        case .setFilter: return openExpressionPrompt()
        case .clearFilter, .toggleShowRead, .markEverythingRead, .macroPrefix: return performKeyBindingCommand(command)
        case .pipeTo: return openPipePrompt()
        case .bookmark: return bookmarkArticle()
        case .saveArticle: return saveArticle()
        case .sourceInfo:
            // Outside the sources view: the info of the shown list's source, if it is one.
            guard case .source(let key) = listOrigin?.target else {
                note(SaveKeyText.infoPickSource.text)
                return []
            }
            return [.loadSourceInfo(key: key)]
        case .enqueue: return enqueueEnclosure()
        case .showDownloads: return openDownloads()
        case .scrollCodeLeft: return scrollCode(by: -Self.codeScrollStep)
        case .scrollCodeRight: return scrollCode(by: Self.codeScrollStep)
        case .nextFeed, .previousFeed, .nextUnreadFeed, .previousUnreadFeed: return stepFeed(command)
        }
    }

    /// `Esc`: leave the article, else clear the filter, else from a row's list back to the
    /// sources view; never quits.
    mutating func back() -> [Effect] {
        if let cancelled = cancelFullTextFetch() { return cancelled }
        if focus == .detail {
            focus = .list
            return []
        }
        if !isFiltered, listOrigin != nil { return backToSources() }
        return clearFilter()
    }

    /// `q`: close what is open, one level at a time (article, filter, a row's list back to
    /// the sources view), then quit.
    mutating func backOrQuit() -> [Effect] {
        if focus == .detail {
            focus = .list
            return []
        }
        if isFiltered { return clearFilter() }
        if listOrigin != nil { return backToSources() }
        return [.quit]
    }

    /// Whether a `/` search or an `F` expression narrows the list.
    var isFiltered: Bool { query.search != nil || !filterText.isEmpty || query.filter != nil }

    /// `Tab`: in split mode the keyboard moves between panes; in single mode it opens the
    /// selected article or goes back to the list.
    mutating func switchPane() -> [Effect] {
        if focus == .detail {
            // With the sources pinned beside them, Tab goes round all three panes.
            focus = sources.isPinned ? .sources : .list
            return []
        }
        if layoutMode == .single { return openSelected() }
        guard listPane.selectedID != nil else { return [] }
        focus = .detail
        return previewSelection()
    }
}
