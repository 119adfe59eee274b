import Foundation

/// The config settings the browser's state acts on by itself (the runtime handles the rest).
public struct BrowserSettings: Hashable, Sendable {
    /// Refresh every source when the browser opens (`refresh-on-start`).
    public var refreshOnStart: Bool
    /// Refresh every source this often while the browser is open (`auto-reload yes` with
    /// `reload-time MINUTES`); nil: never by itself.
    public var autoReloadInterval: TimeInterval?
    /// When the sources view stands as a third pane (`sources-pane`).
    public var sourcesPane: SourcesPaneMode
    /// The order of the sources view (`sort-sources`).
    public var sortSources: SourceSort
    /// Whether that order is turned around (`sort-sources name-reversed`: Z to A).
    public var sortSourcesReversed = false

    /// Settings from their parts; by default the shipped ones (refresh on start, no timed
    /// reload, the sources pane where there is room, sources by name).
    public init(
        refreshOnStart: Bool = true, autoReloadInterval: TimeInterval? = nil, sourcesPane: SourcesPaneMode = .auto,
        sortSources: SourceSort = .name
    ) {
        self.refreshOnStart = refreshOnStart
        self.autoReloadInterval = autoReloadInterval
        self.sourcesPane = sourcesPane
        self.sortSources = sortSources
    }
}
