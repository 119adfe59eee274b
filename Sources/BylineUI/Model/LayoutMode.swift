/// How the panes share the screen.
public enum LayoutMode: Hashable, Sendable {
    /// List left, article right (at least ``splitMinimumWidth`` columns).
    case split
    /// One pane at a time, the focused one (narrower screens).
    case single

    /// The narrowest screen that shows both panes side by side.
    public static let splitMinimumWidth = 100

    /// The mode for a screen `width` columns wide.
    public static func forWidth(_ width: Int) -> LayoutMode {
        width >= splitMinimumWidth ? .split : .single
    }
}
