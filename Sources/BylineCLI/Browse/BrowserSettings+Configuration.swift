import BylineCore
import BylineUI

extension BrowserSettings {
    /// The browser's settings from the config file. The demo never refreshes by itself: it
    /// has nothing to fetch.
    init(_ configuration: Configuration, isDemo: Bool) {
        self.init(
            refreshOnStart: configuration.refreshOnStart && !isDemo,
            autoReloadInterval: configuration.autoReload && !isDemo ? Double(configuration.reloadTime) * 60 : nil,
            sourcesPane: SourcesPaneMode(rawValue: configuration.sourcesPane) ?? .auto,
            sortSources: SourceSort(rawValue: configuration.sortSources) ?? .name)
        if configuration.sortSources.hasSuffix(ConfigurationKey.reversedSuffix) {
            sortSources = SourceSort(rawValue: String(configuration.sortSources.dropLast(ConfigurationKey.reversedSuffix.count))) ?? .name
            sortSourcesReversed = true
        }
    }
}
