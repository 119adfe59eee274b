import BylineCore
import BylineText
import Foundation

/// Applies `action` to `state` and returns what the runtime should do next, in order.
///
/// Pure: the same state and action always give the same state and effects; time comes from
/// ``Action/tick(_:)`` and sizes from ``Action/resize(width:height:)``.
public func update(_ state: inout AppState, _ action: Action) -> [Effect] {
    let effects = state.apply(action)
    // A macro step that waited for this answer, and those after it, run now.
    return state.keyInput.pendingSteps.isEmpty ? effects : effects + state.continueMacro()
}

extension AppState {
    /// The body of ``update(_:_:)``.
    mutating func apply(_ action: Action) -> [Effect] {
        switch action {
        case .key(let key):
            return handle(key)
        case .downloadsLoaded, .downloadChanged, .downloadsRunning:
            return applyDownloads(action)
        case .resize(let width, let height):
            return resize(to: Size(width: width, height: height))
        case .rowsLoaded(let query, let offset, let rows, let total, let unread):
            return rowsLoaded(query: query, offset: offset, rows: rows, total: total, unread: unread)
        case .located(let id, let index):
            return located(id: id, index: index)
        case .unreadFound(let query, let position):
            return unreadFound(query: query, position: position)
        case .articleLaidOut(let opened, let generation):
            return articleLaidOut(opened, generation: generation)
        case .articleUnavailable(let id, let reason):
            return articleUnavailable(id: id, reason: reason)
        case .launched:
            return launched()
        case .refreshRequested(let scope):
            return requestRefresh(scope)
        case .refreshStarted(let generation, let total):
            refreshStarted(generation: generation, total: total)
            return []
        case .fullTextLoaded(let id, let page):
            return fullTextLoaded(id: id, page: page)
        case .fullTextFailed(let id, let reason):
            return fullTextFailed(id: id, reason: reason)
        case .fullTextHarvestProgress(let generation, let done, let total):
            fullTextHarvestProgressed(generation: generation, done: done, total: total)
            return []
        case .fullTextHarvested(let id, let page):
            return fullTextHarvested(id: id, page: page)
        case .fullTextHarvestFinished(let generation, let summary):
            return fullTextHarvestFinished(generation: generation, summary: summary)
        case .refreshProgress(let generation, let done, let total, let message):
            return refreshProgressed(generation: generation, done: done, total: total, message: message)
        case .refreshFinished(let generation, let summary, let failures):
            return refreshFinished(generation: generation, summary: summary, failures: failures)
        case .storeChanged:
            listPane.expectsArrivals = true
            // Another process may have queued, fetched or removed a file the view shows.
            return reloadRows() + reloadSourceCounts() + (downloads.isOpen ? [.loadDownloads] : [])
        case .sourcesChanged(let entries):
            return sourcesChanged(entries)
        case .configurationChanged(let configuration):
            return configurationChanged(configuration)
        case .showSource(let target, let name):
            return show(target, name: name)
        case .markedAllRead(let ids, let name):
            return markedAllRead(ids: ids, name: name)
        case .sourceCountsLoaded(let counts):
            sources.countsLoaded(counts)
            return resumeFeedStep()
        case .queryCountsLoaded(let tallies):
            sources.queryCountsLoaded(tallies)
            return []
        case .flagsNotSaved(let write, let reason):
            return flagsNotSaved(write, reason: reason)
        case .error(let message):
            lastError = TextSanitizer.singleLine(message)
            // Whatever was being loaded may never be answered; the next move asks again.
            listPane.forgetRequests()
            articlePane.loadingID = nil
            return []
        case .status(let message):
            note(message)
            return []
        case .sourceInfoLoaded(let lines):
            overlay = .sourceInfo(lines: lines.map { TextSanitizer.singleLine($0) }, scroll: 0)
            return []
        case .saveExists(let id, let path):
            overlay = .saveConfirm(articleID: id, path: TextSanitizer.singleLine(path))
            return []
        case .tick(let date):
            now = date
            if let status, status.expires <= date { self.status = nil }
            return autoReloadIfDue()
        }
    }

    /// Shows a short note in the status bar.
    mutating func note(_ message: String) {
        status = StatusMessage(message, now: now)
    }

    /// Adapts everything that depends on the screen size.
    mutating func resize(to newSize: Size) -> [Effect] {
        size = newSize
        let wasPinned = sources.isPinned
        sources.isPinned = settings.sourcesPane != .never && newSize.width >= SourcesPane.pinnedMinimumWidth
        if focus == .sources && !sources.isPinned { sources.isOpen = true }
        let sourceEffects = sources.isPinned && !wasPinned || (sources.isShown && sources.counts == nil) ? sources.reload() : []
        sources.keepSelectionVisible(height: layout.sources.height)
        let relaidOut = relayOutArticle()
        clampDetailScroll()
        clampHelpScroll()
        keepSelectionVisible()
        return relaidOut + ensureWindow() + previewSelection() + sourceEffects
    }
}
