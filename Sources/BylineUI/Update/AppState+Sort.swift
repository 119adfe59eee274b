import BylineCore
import BylineText

/// `O` in the headline list: date, title, source, and round again.
extension AppState {
    /// The next article order; the selection stays on its article.
    mutating func cycleArticleSort() -> [Effect] {
        query.order = query.order.next
        note(BrowserText.articlesBy(query.isReversed ? NewsboatKeysText.reversed(query.order.label) : query.order.label))
        resetList(keeping: listPane.selectedID)
        return ensureWindow()
    }
}
