import BylineCore
import BylineText

/// `<` and `>`: code blocks are clipped at the pane's edge, never re-wrapped; these keys
/// slide every clipped code line of the open article sideways, the rest of the text stays.
extension AppState {
    /// Columns one press moves the code.
    static let codeScrollStep = 8

    /// The sideways offset of the code of `article` (0 for any other article).
    public func codeOffset(for article: OpenArticle) -> Int {
        articlePane.codeOffset(for: article)
    }

    /// Moves the open article's code `delta` columns (negative: back to the left), within
    /// its widest clipped line.
    mutating func scrollCode(by delta: Int) -> [Effect] {
        guard let shown = shownArticle else {
            note(listPane.selectedID == nil ? BrowserText.noArticleSelected.text : ReaderModeText.openArticleForCode.text)
            return []
        }
        let widest = shown.lines.lazy.compactMap { $0.code?.maximumOffset }.max() ?? 0
        guard widest > 0 else {
            note(ReaderModeText.noWideCode.text)
            articlePane.codeScroll = nil
            return []
        }
        let columns = min(max(0, codeOffset(for: shown) + delta), widest)
        articlePane.codeScroll = CodeScroll(articleID: shown.id, columns: columns)
        return []
    }
}
