import BylineCore
import Foundation

/// What other processes change while the browser is open: the urls file (another terminal's
/// `byline add`, an editor), the config file, and the cache (a `byline refresh` from cron).
/// The runtime notices (`WorldWatcher`); the state takes the news here.
extension AppState {
    /// The urls file changed: these are the configured sources now. The list and the
    /// sources view are read again (a new source's articles, a source now hidden).
    mutating func sourcesChanged(_ entries: [SourceEntry]) -> [Effect] {
        sources.setEntries(entries)
        if query.sourceKey == nil && query.sourceKeys == nil { query.hiddenSourceKeys = sources.hiddenKeys }
        return reloadRows() + reloadSourceCounts()
    }

    /// The config file changed: its settings, colors, commands and keys apply from now on;
    /// the list is read again (the killfile's display rules may have changed).
    mutating func configurationChanged(_ configuration: BrowserConfiguration) -> [Effect] {
        let reloadChanged = configuration.settings.autoReloadInterval != settings.autoReloadInterval
        settings = configuration.settings
        theme = configuration.theme
        plumbing = configuration.plumbing
        keyMap = configuration.keyMap
        if reloadChanged && refresh == nil { scheduleAutoReload() }
        return reloadRows() + reloadSourceCounts()
    }
}
