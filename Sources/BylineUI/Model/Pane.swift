/// The two panes: the headline list and the article text.
public enum Pane: Hashable, Sendable {
    /// The headline list.
    case list
    /// The open article.
    case detail
}
