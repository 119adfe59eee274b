/// Commands by the names a config's `bind-key` and `macro` lines use: newsboat's operation
/// names wherever Byline has the same meaning, Byline's own for what newsboat lacks.
extension Command {
    /// Each command's own name, in help order; the README's key-bindings table lists them.
    public static let operationNames: [(name: String, command: Command)] =
        [
            ("up", .moveUp), ("down", .moveDown), ("pageup", .pageUp), ("pagedown", .pageDown),
            ("home", .top), ("end", .bottom), ("open", .open), ("back", .back), ("switch-pane", .switchPane),
            ("next-unread", .nextUnread), ("prev-unread", .previousUnread), ("open-search", .filter),
            ("open-in-browser", .openInBrowser), ("reader-mode", .fetchFullText), ("toggle-star", .toggleStar),
            ("toggle-article-read", .toggleRead), ("mark-feed-read", .markAllRead), ("reload-all", .refreshAll),
            ("reload", .refreshSource), ("show-sources", .showSources), ("sort", .cycleSort), ("undo", .undo),
            ("set-filter", .setFilter), ("clear-filter", .clearFilter), ("toggle-show-read-feeds", .toggleShowRead),
            ("mark-all-feeds-read", .markEverythingRead), ("pipe-to", .pipeTo), ("bookmark", .bookmark), ("save", .saveArticle),
            ("source-info", .sourceInfo),
            ("scroll-code-left", .scrollCodeLeft), ("scroll-code-right", .scrollCodeRight),
            ("next-feed", .nextFeed), ("prev-feed", .previousFeed), ("next-unread-feed", .nextUnreadFeed),
            ("prev-unread-feed", .previousUnreadFeed), ("enqueue", .enqueue), ("show-downloads", .showDownloads)
        ] + numberNames.enumerated().map { ($0.element, .openLink($0.offset + 1)) } + [
            ("zero", .openLink(10)), ("help", .help), ("redraw", .redraw), ("quit", .backOrQuit), ("hard-quit", .quit), ("macro-prefix", .macroPrefix)
        ]

    /// Other words for the same commands: newsboat's near-synonyms (`next`, `prev` move the
    /// selection as in its lists) and obvious spellings.
    static let operationAliases: [String: Command] = [
        "next": .moveDown, "prev": .moveUp, "switch-focus": .switchPane, "search": .filter, "filter": .filter,
        "toggle-show-read-articles": .toggleShowRead, "toggle-starred": .toggleStar, "full-text": .fetchFullText
    ]

    /// Newsboat's operations that have no meaning in Byline: a line naming one is reported
    /// as not supported and skipped, not as a typo.
    static let unsupportedNewsboatOperations = Set(
        numberNames.map { "cmd-" + $0 } + [
            "mark-all-above-as-read", "save-all", "random-unread", "open-in-browser-and-mark-read",
            "open-in-browser-noninteractively", "open-all-unread-in-browser", "open-all-unread-in-browser-and-mark-read",
            "toggle-source-view", "show-urls", "clear-tag", "set-tag", "select-tag", "goto-url", "goto-title",
            "reload-urls", "cmdline", "select-filter", "edit-flags",
            "delete-article", "delete-all-articles", "purge-deleted", "edit-urls",
            "close-dialog", "view-dialogs", "next-dialog", "prev-dialog", "rev-sort", "halfpageup",
            "halfpagedown", "article-feed", "pb-download", "pb-cancel", "pb-delete", "pb-purge", "pb-toggle-download-all",
            "pb-play", "pb-mark-as-finished", "pb-increase-max-dls", "pb-decrease-max-dls", "pb-decreate-max-dls"
        ])

    /// Newsboat's words for the link numbers: `one` opens link 1.
    private static let numberNames = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]

    /// What an operation word means.
    public enum OperationLookup: Equatable, Sendable {
        /// A command Byline has.
        case command(Command)
        /// A newsboat operation Byline does not have.
        case unsupported
        /// No operation of Byline's or newsboat's.
        case unknown
    }

    /// Looks up an operation word (names are lower case, as newsboat writes them).
    public static func lookUp(operation word: String) -> OperationLookup {
        if let command = byName[word] ?? operationAliases[word] { return .command(command) }
        return unsupportedNewsboatOperations.contains(word) ? .unsupported : .unknown
    }

    private static let byName: [String: Command] = Dictionary(operationNames.map { ($0.name, $0.command) }) { first, _ in first }

    /// The command's own name (`next-unread`).
    public var operationName: String {
        Self.operationNames.first { $0.command == self }?.name ?? ""
    }
}
