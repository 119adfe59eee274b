import BylineCore
import BylineRefresh
import BylineText
import Foundation

/// The refresh lifecycle, owned here and nowhere else: a refresh starts only through
/// ``requestRefresh(_:)`` (keys, the launch, the timed reload, the sources view) and ends only
/// when its own ``Action/refreshFinished(generation:summary:failures:)`` arrives. The runtime
/// runs what it is asked to and reports back; it keeps no flag of its own.
extension AppState {
    /// The first frame is up: the launch refresh (`refresh-on-start`), else the first timed
    /// reload is scheduled.
    mutating func launched() -> [Effect] {
        // Byline starts it, not the user: paced by what the feeds and servers asked for.
        if settings.refreshOnStart { return requestRefresh(.all, intent: .automatic) }
        scheduleAutoReload()
        // Without a launch refresh, the failures the last one left are counted now.
        return sources.reloadCounts()
    }

    /// `r`: refresh every source.
    mutating func refreshAll() -> [Effect] {
        requestRefresh(.all)
    }

    /// `R`: in the sources view the selected source or tag, else the selected article's
    /// source; in a source's own list with no article (its empty list says why), that source.
    mutating func refreshSource() -> [Effect] {
        if focus == .sources, let scope = sources.refreshScopeForSelection() {
            return requestRefresh(scope)
        }
        if selectedRow == nil, let key = query.sourceKey {
            return requestRefresh(.sources(keys: [key], name: sourceName ?? key))
        }
        guard let row = selectedRow, !row.sourceKey.isEmpty else { return refreshWithoutSelection() }
        return requestRefresh(.sources(keys: [row.sourceKey], name: row.sourceName))
    }

    /// Starts a refresh of `scope` for `intent` (by default, as the user asked for it), or
    /// says that one is running and starts nothing.
    mutating func requestRefresh(_ scope: RefreshScope, intent: RefreshIntent? = nil) -> [Effect] {
        let intent = intent ?? scope.userIntent
        if let running = refresh {
            note(BrowserText.refreshAlreadyRunning(running.label.lowercased()))
            return []
        }
        refreshGeneration += 1
        refresh = RefreshRun(generation: refreshGeneration, scope: scope, intent: intent)
        nextAutoReload = nil
        lastError = nil
        return [.refresh(scope, intent: intent, generation: refreshGeneration)]
    }

    /// The runtime counted the sources of refresh `generation`.
    mutating func refreshStarted(generation: Int, total: Int) {
        guard refresh?.generation == generation else { return }
        refresh?.total = total
    }

    /// Progress of refresh `generation`.
    mutating func refreshProgressed(generation: Int, done: Int, total: Int, message: String?) -> [Effect] {
        guard refresh?.generation == generation else { return [] }
        refresh?.done = done
        refresh?.total = total
        refresh?.message = message.map(TextSanitizer.singleLine)
        // An empty list shows the first articles as soon as they are stored.
        return listPane.window.isLoaded && listPane.window.total == 0 ? reloadRows() : []
    }

    /// The end of refresh `generation`: its summary, its failures in words, fresh rows and
    /// counts, and the next timed reload. The selection, the article's scroll and the filter
    /// stay where the reader left them.
    mutating func refreshFinished(generation: Int, summary: String, failures: [String]) -> [Effect] {
        guard refresh?.generation == generation else { return [] }
        refresh = nil
        // What just happened is a note; the failures stand in the sources view, as the top
        // bar's count, and in `?` — never as a line that owns the status bar until the next
        // refresh (the reason alone shows when the refresh could not start at all).
        if !summary.isEmpty { note(summary) }
        refreshFailures = failures.map(TextSanitizer.singleLine).filter { !$0.isEmpty }
        if summary.isEmpty, let reason = refreshFailures.first { lastError = reason }
        listPane.expectsArrivals = true
        scheduleAutoReload()
        return reloadRows() + sources.reloadCounts()
    }

    /// The timed reload, when it is due and nothing is running.
    mutating func autoReloadIfDue() -> [Effect] {
        guard let due = nextAutoReload, due <= now else { return [] }
        nextAutoReload = nil
        guard refresh == nil else { return [] }
        return requestRefresh(.all, intent: .automatic)
    }

    /// Sets the next timed reload from now, when `auto-reload` is on.
    mutating func scheduleAutoReload() {
        nextAutoReload = settings.autoReloadInterval.map { now.addingTimeInterval($0) }
    }

    /// Fresh counts when something shows them: the sources view, or a source's own list
    /// (whose empty list says why from its last error).
    mutating func reloadSourceCounts() -> [Effect] {
        sources.isShown || query.sourceKey != nil ? sources.reload() : []
    }
}
