import BylineCore
import Foundation

/// Applies `action` to `state` and returns what the runtime should do next, in order.
///
/// Pure: the same state and action always give the same state and effects; time comes from
/// ``Action/tick(_:)`` and sizes from ``Action/resize(width:height:)``.
public func update(_ state: inout AppState, _ action: Action) -> [Effect] {
    state.apply(action)
}

extension AppState {
    /// The body of ``update(_:_:)``.
    mutating func apply(_ action: Action) -> [Effect] {
        switch action {
        case .key(let key):
            return handle(key)
        case .resize(let width, let height):
            return resize(to: Size(width: width, height: height))
        case .rowsLoaded(let query, let offset, let rows, let total, let unread):
            return rowsLoaded(query: query, offset: offset, rows: rows, total: total, unread: unread)
        case .located(let id, let index):
            return located(id: id, index: index)
        case .unreadFound(let query, let position):
            return unreadFound(query: query, position: position)
        case .articleLoaded(let article):
            return articleLoaded(article)
        case .articleUnavailable(let id, let reason):
            if loadingArticleID == id {
                loadingArticleID = nil
                lastError = TextSanitizer.singleLine(reason)
            }
            return []
        case .fullTextLoaded(let id, let page):
            return fullTextLoaded(id: id, page: page)
        case .fullTextFailed(let id, let reason):
            return fullTextFailed(id: id, reason: reason)
        case .refreshStarted(let total):
            refresh = RefreshProgress(done: 0, total: total)
            lastError = nil
            return []
        case .refreshProgress(let done, let total, let message):
            refresh = RefreshProgress(done: done, total: total, message: message.map(TextSanitizer.singleLine))
            // An empty list shows the first articles as soon as they are stored.
            return list.isLoaded && list.total == 0 ? reloadRows() : []
        case .refreshFinished(let summary, let failures):
            return refreshFinished(summary: summary, failures: failures)
        case .storeChanged:
            return reloadRows()
        case .showSource(let key, let name):
            query.sourceKey = key
            sourceName = name.map(TextSanitizer.singleLine)
            focus = .list
            resetList(keeping: nil)
            return ensureWindow()
        case .error(let message):
            lastError = TextSanitizer.singleLine(message)
            // Whatever was being loaded may never be answered; the next move asks again.
            pendingRows = nil
            pendingLocate = nil
            pendingUnreadSearch = nil
            loadingArticleID = nil
            return []
        case .status(let message):
            note(message)
            return []
        case .tick(let date):
            now = date
            if let status, status.expires <= date { self.status = nil }
            return []
        }
    }

    /// Shows a short note in the status bar.
    mutating func note(_ message: String) {
        status = StatusMessage(message, now: now)
    }

    /// Adapts everything that depends on the screen size.
    mutating func resize(to newSize: Size) -> [Effect] {
        size = newSize
        let textWidth = layout.detailText.width
        article?.layOut(width: textWidth)
        clampDetailScroll()
        clampHelpScroll()
        keepSelectionVisible()
        return ensureWindow() + previewSelection()
    }
}
