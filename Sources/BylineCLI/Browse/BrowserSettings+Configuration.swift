import BylineCore
import BylineUI

extension BrowserSettings {
    /// The browser's settings from the config file. The demo never refreshes by itself: it
    /// has nothing to fetch. The timed reload ticks every `reload-time` minutes, or at the
    /// shortest `reload-time` one of `sources` has of its own.
    init(_ configuration: Configuration, isDemo: Bool, sources: [Source] = []) {
        self.init(
            refreshOnStart: configuration.refreshOnStart && !isDemo,
            autoReloadInterval: configuration.autoReload && !isDemo ? configuration.reloadTick(for: sources) : nil,
            sourcesPane: SourcesPaneMode(rawValue: configuration.sourcesPane) ?? .auto,
            sortSources: SourceSort(rawValue: configuration.sortSources) ?? .name)
        if configuration.sortSources.hasSuffix(ConfigurationKey.reversedSuffix) {
            sortSources = SourceSort(rawValue: String(configuration.sortSources.dropLast(ConfigurationKey.reversedSuffix.count))) ?? .name
            sortSourcesReversed = true
        }
    }
}
