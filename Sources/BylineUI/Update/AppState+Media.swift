import BylineCore
import BylineText

extension AppState {
    /// `e` (newsboat's enqueue): the selected article's enclosure into the cache's download
    /// queue, the one `byline downloads` lists and runs. An article without media says so
    /// at once; queueing one twice keeps one job (the runtime's answer says which).
    mutating func enqueueEnclosure() -> [Effect] {
        guard let row = selectedRow else {
            note(BrowserText.noArticleSelected.text)
            return []
        }
        guard row.hasMedia else {
            note(MediaKeysText.noEnclosure.text)
            return []
        }
        return [.enqueueDownload(articleID: row.id)]
    }
}
