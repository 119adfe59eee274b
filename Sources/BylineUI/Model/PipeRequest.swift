/// What `|` asks the runtime to do: run `argv` in the terminal's foreground with the
/// article's text, as the article pane shows it (plain, no escape codes), on its stdin.
public struct PipeRequest: Hashable, Sendable {
    /// The command's words, split as typed (no shell).
    public var argv: [String]
    /// The article to pipe.
    public var articleID: Int64
    /// The width the text is laid out for (the article pane's).
    public var width: Int
    /// Whether the pane shows the reader-mode page rather than the feed's text.
    public var readerPage: Bool

    /// A request from its parts.
    public init(argv: [String], articleID: Int64, width: Int, readerPage: Bool) {
        self.argv = argv
        self.articleID = articleID
        self.width = width
        self.readerPage = readerPage
    }
}

/// What `^B` asks the runtime to do: run `bookmark-cmd` with `argv` (its own words, then the
/// article's url, title, description and feed title as four arguments).
public struct BookmarkRequest: Hashable, Sendable {
    /// The whole argv.
    public var argv: [String]
    /// Whether the command gets the terminal (`bookmark-interactive`), else it runs in the
    /// background within the time limit.
    public var interactive: Bool

    /// A request from its parts.
    public init(argv: [String], interactive: Bool) {
        self.argv = argv
        self.interactive = interactive
    }
}
