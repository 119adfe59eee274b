import BylineCore
import BylineUI
import Foundation

/// What other processes changed while the browser is open, noticed by the ``WorldWatcher``
/// and handed to the state: new sources, new settings, new articles in the cache.
extension BrowserRuntime {
    /// Looks at the urls file, the config file and the cache now; returns whether anything
    /// changed (and was handed on).
    func lookAround() -> Bool {
        let changes = watcher.look()
        if changes.urls { sourcesChanged() }
        if changes.config { configurationChanged() }
        // New sources and settings reload the list already; new articles alone do it here.
        if changes.store && !changes.urls && !changes.config { dispatch(.storeChanged) }
        return changes.any
    }

    /// The urls file changed: the next refresh fetches its sources, the sources view lists
    /// them, and a line it cannot use is said.
    private func sourcesChanged() {
        let warnings = workspace.reloadSources()
        // Sources' own ignore-article rules come and go with their lines.
        cache.setIgnoreRules(workspace.configuration.killfile)
        do {
            try store.setSourceTags(Dictionary(workspace.sources.map { ($0.key, $0.tags) }, uniquingKeysWith: { first, _ in first }))
        } catch {
            dispatch(.error(CommandOutputText.tagsNotRecorded(error.message)))
        }
        dispatch(.sourcesChanged(workspace.sources.map(SourceEntry.init)))
        if let first = warnings.first { dispatch(.error(first)) }
    }

    /// The config file changed: its settings, colors, keys and killfile apply from now on,
    /// and the next refresh uses its limits; a line it cannot use is said.
    private func configurationChanged() {
        var warnings = workspace.reloadConfiguration()
        let configuration = workspace.configuration
        cache.setIgnoreRules(configuration.killfile)
        // The next refresh builds its service again, with the new limits and proxy.
        forgetService()
        let keys = KeyMap.configured(by: workspace)
        warnings += keys.warnings.map { CommandOutputText.warning($0.description) }
        let settings = BrowserSettings(configuration, isDemo: workspace.isDemo, sources: workspace.sources)
        dispatch(
            .configurationChanged(
                BrowserConfiguration(
                    settings: settings, theme: Theme(configuration.colors),
                    plumbing: PlumbingSettings(configuration), keyMap: keys.map)))
        if let first = warnings.first { dispatch(.error(first)) }
    }
}
