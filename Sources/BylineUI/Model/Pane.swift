/// The panes: the sources, the headline list and the article text.
public enum Pane: Hashable, Sendable {
    /// The sources view (a third pane on wide screens, else over the list).
    case sources
    /// The headline list.
    case list
    /// The open article.
    case detail
}
