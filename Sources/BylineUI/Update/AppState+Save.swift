import BylineCore
import BylineText

/// `w` (newsboat's `save`, whose `s` stars in Byline): the open article to a file under
/// `save-path`, never overwriting one without asking.
extension AppState {
    /// `w`: saves the shown article; the runtime asks back when its file is there already.
    mutating func saveArticle() -> [Effect] {
        guard let shown = shownArticle else {
            note(listPane.selectedID == nil ? BrowserText.noArticleSelected.text : SaveKeyText.openFirst.text)
            return []
        }
        return [.saveArticle(id: shown.id, overwriting: false)]
    }

    /// A key while the overwrite question is open: `y` overwrites, `n` or Esc keeps the
    /// file, anything else waits for an answer.
    mutating func handleSaveConfirmKey(_ key: Key, articleID: Int64, path: String) -> [Effect] {
        switch key {
        case .character("y"), .character("Y"):
            overlay = .none
            return [.saveArticle(id: articleID, overwriting: true)]
        case .character("n"), .character("N"), .escape:
            overlay = .none
            note(SaveKeyText.kept(path))
            return []
        case .control("l"):
            return [.redraw]
        default:
            overlay = .saveConfirm(articleID: articleID, path: path)
            return []
        }
    }
}
