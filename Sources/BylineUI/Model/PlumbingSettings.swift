/// The config settings behind `|` and `^B`, and what the `|` prompt remembers.
public struct PlumbingSettings: Hashable, Sendable {
    /// `pipe-to`: the command the `|` prompt offers the first time (nil: an empty prompt).
    public var pipeTo: String?
    /// `bookmark-cmd`, as written (nil: not configured).
    public var bookmarkCommand: String?
    /// `bookmark-interactive`: the bookmark command gets the terminal.
    public var bookmarkInteractive: Bool
    /// The command last run from the `|` prompt, offered the next time instead of `pipe-to`.
    public var lastPipeCommand: String?
    /// `image-viewer`, as written (nil: not configured; image links go to the browser).
    public var imageViewer: String?

    /// Settings from their parts; by default none configured.
    public init(pipeTo: String? = nil, bookmarkCommand: String? = nil, bookmarkInteractive: Bool = false) {
        self.pipeTo = pipeTo
        self.bookmarkCommand = bookmarkCommand
        self.bookmarkInteractive = bookmarkInteractive
        self.lastPipeCommand = nil
    }
}
