import BylineCore
import BylineText

/// `F`: newsboat's set-filter — a filter-language expression (`unread = yes and title =~
/// "swift"`) narrows the list; `/` stays the full-text search. A mistake is named with its
/// column and the text is kept for the next `F`.
extension AppState {
    /// Opens the expression prompt with the last expression typed.
    mutating func openExpressionPrompt() -> [Effect] {
        overlay = .expressionPrompt(expressionText)
        focus = .list
        return []
    }

    /// A key while the expression prompt is open with `text`: text edits it, Enter applies
    /// it, Esc closes it.
    mutating func handleExpressionKey(_ key: Key, text: String) -> [Effect] {
        var text = text
        switch key {
        case .character(let character):
            text.append(character)
        case .backspace:
            if text.isEmpty {
                overlay = .none
                return []
            }
            text.removeLast()
        case .control("u"):
            text = ""
        case .escape:
            overlay = .none
            return []
        case .enter:
            overlay = .none
            return applyExpression(text)
        case .control("l"):
            return [.redraw]
        default:
            return []
        }
        overlay = .expressionPrompt(text)
        return []
    }

    /// Narrows the list to `text` (blank clears the expression), or says where it is wrong.
    mutating func applyExpression(_ text: String) -> [Effect] {
        expressionText = text
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        var filter: FilterExpression?
        if !trimmed.isEmpty {
            do {
                filter = try FilterExpression.parse(trimmed)
            } catch {
                note(BrowserText.filterNotApplied(error.description))
                return []
            }
        }
        guard filter != query.filter else { return [] }
        query.filter = filter
        note(filter == nil ? BrowserText.filterCleared.text : BrowserText.filterApplied(trimmed))
        let kept = listPane.selectedID
        resetList(keeping: kept)
        return ensureWindow()
    }
}
