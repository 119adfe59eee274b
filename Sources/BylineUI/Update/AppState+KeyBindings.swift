import BylineCore
import BylineText

/// What the config's key bindings add to the browser: contexts, the macro prefix and
/// macros, `set browser`, and the commands only an operation name reaches by default.
extension AppState {
    /// Where the next key is looked up: the help while it is shown, else the focused pane.
    public var keyContext: KeyContext {
        if overlay.isHelp { return .help }
        switch focus {
        case .sources: return .sources
        case .list: return .list
        case .detail: return .article
        }
    }

    /// Whether the runtime still owes an answer the next macro step may depend on (rows,
    /// an article, the position of an article or of the next unread one).
    var isAwaitingAnswer: Bool {
        listPane.pendingRows != nil || listPane.pendingLocate != nil || listPane.pendingUnreadSearch != nil || articlePane.loadingID != nil
            || keyInput.pendingFeedStep != nil
    }

    /// The commands that have no key by default: clear-filter, toggle-show-read-feeds,
    /// mark-all-feeds-read, and the macro prefix.
    mutating func performKeyBindingCommand(_ command: Command) -> [Effect] {
        switch command {
        case .clearFilter:
            return clearFilter()
        case .toggleShowRead:
            var shown = query
            shown.unreadOnly.toggle()
            note(shown.unreadOnly ? KeyBindingText.readHidden.text : KeyBindingText.readShown.text)
            return show(shown)
        case .markEverythingRead:
            return [.markAllRead(query: ArticleQuery(hiddenSourceKeys: sources.hiddenKeys), name: KeyBindingText.allSources.text)]
        case .macroPrefix:
            guard !keyMap.macros.isEmpty else {
                note(KeyBindingText.noMacros.text)
                return []
            }
            overlay = .macroKey
            note(KeyBindingText.pressMacroKey.text)
            return []
        default:
            return []
        }
    }

    /// The key after the macro prefix: runs its macro (Esc cancels, unless a macro has it).
    mutating func handleMacroKey(_ key: Key) -> [Effect] {
        overlay = .none
        guard let macro = keyMap.macro(for: key) else {
            if key != .escape { note(KeyBindingText.noMacroOnKey(key.label)) }
            return []
        }
        keyInput.pendingSteps = macro.steps
        return continueMacro()
    }

    /// Runs the macro's next steps, until one waits for an answer (the rest run when it
    /// comes), a prompt opens (it takes the keys) or the macro ends.
    mutating func continueMacro() -> [Effect] {
        var effects: [Effect] = []
        while !keyInput.pendingSteps.isEmpty, !isAwaitingAnswer {
            guard !overlay.isPrompt else {
                keyInput.pendingSteps = []
                break
            }
            switch keyInput.pendingSteps.removeFirst() {
            case .setBrowser(let browser): keyInput.browser = browser
            case .command(let command): effects += routedToBrowser(overlay.isHelp ? handleHelp(command) : perform(command))
            }
        }
        return effects
    }

    /// `effects` with links opened in the browser a macro chose, when it chose one.
    func routedToBrowser(_ effects: [Effect]) -> [Effect] {
        guard let browser = keyInput.browser else { return effects }
        return effects.map { effect in
            if case .openURL(let url) = effect { return .openURLWithBrowser(url, browser: browser) }
            return effect
        }
    }

    /// Shows `newQuery`'s list, keeping the selected article selected when it is in it.
    mutating func show(_ newQuery: ArticleQuery) -> [Effect] {
        guard newQuery != query else { return [] }
        let kept = listPane.selectedID
        query = newQuery
        resetList(keeping: kept)
        var effects = ensureWindow()
        if let kept {
            listPane.pendingLocate = kept
            effects.append(.locate(id: kept, query: query))
        }
        return effects
    }
}
