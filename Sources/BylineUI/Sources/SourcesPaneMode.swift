/// When the sources view stands as a third pane (`sources-pane`).
public enum SourcesPaneMode: String, CaseIterable, Hashable, Sendable {
    /// A third pane at ``SourcesPane/pinnedMinimumWidth`` columns or more; narrower, `S`
    /// opens it over the list.
    case auto
    /// As `auto`, and a narrower browser opens in the sources view (as newsboat opens in its
    /// feed list).
    case always
    /// Never a pane: `S` opens it over the list at any width.
    case never
}

extension SourcesPane {
    /// The narrowest screen that has room for sources, headlines and the article side by side.
    public static let pinnedMinimumWidth = 160
    /// The third pane's width: a fifth of the screen, at least 28 columns.
    static func pinnedWidth(screenWidth: Int) -> Int { max(28, screenWidth / 5) }
}
