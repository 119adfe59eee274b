import BylineCore
import Foundation

/// Everything the browser shows, as a value: `update` changes it, `render` draws it.
public struct AppState: Sendable {
    /// The screen size (from ``Action/resize(width:height:)``).
    public var size: Size
    /// The current time, given by the runtime (``Action/tick(_:)``), for relative dates.
    public var now: Date
    /// The zone dates are shown in.
    public var timeZone: TimeZone
    /// The key bindings.
    public var keyMap: KeyMap
    /// A macro in progress (`AppState+KeyBindings.swift`).
    public var keyInput = KeyInputState()
    /// The help, prompt or macro key that takes the keys before the panes (`Overlay.swift`).
    public var overlay = Overlay.none
    /// The config's colors and highlights (`Theme/`); empty draws Byline's own look.
    public var theme = Theme()

    /// Which articles the list shows (source, filter).
    public var query: ArticleQuery
    /// The name the top bar gives what the list shows: the source when `query.sourceKey` is
    /// set, or a name for the whole list ("Demo articles"); nil says "All sources".
    public var sourceName: String?
    /// The headline list: its loaded rows, selection and scroll (`ListPane.swift`).
    public var listPane = ListPane()

    /// The sources view: its own state and update (`Sources/`).
    public var sources: SourcesPane
    /// The downloads view (`D`): the download queue and its progress.
    public var downloads = DownloadsPane()
    /// The changes `u` can take back.
    public var undo: UndoHistory

    /// The pane that has the keyboard (and, in single mode, the screen).
    public var focus: Pane
    /// The article pane: its own state and update (`ArticlePane.swift`).
    public var articlePane = ArticlePane()
    /// The background fetch of full texts after a refresh (`full-text yes`), while it runs.
    public var fullTextHarvest: FullTextHarvestRun?

    /// The `/` filter as typed.
    public var filterText: String
    /// The last expression typed at the `F` prompt (applied or not).
    public var expressionText: String
    /// `pipe-to`, `bookmark-cmd` and the last command piped to.
    public var plumbing = PlumbingSettings()

    /// The settings the state acts on by itself (launch refresh, timed reload).
    public var settings: BrowserSettings
    /// The running refresh, if any: the one owner of "is a refresh running" (see
    /// `AppState+Refresh.swift`).
    public var refresh: RefreshRun?
    /// The generation the last refresh asked for had; each new one counts up.
    public var refreshGeneration: Int
    /// When the timed reload (`auto-reload`) is next due; nil when it is off or not yet
    /// scheduled.
    public var nextAutoReload: Date?
    /// The last error, in words, until the next refresh starts.
    public var lastError: String?
    /// A short note that goes away by itself.
    public var status: StatusMessage?
    /// The warnings found at start (config, urls file, cache): the first stays in the status
    /// bar, and `?` lists them all.
    public var warnings: [String] = []
    /// The last refresh's failures, one line each, listed by `?` (the sources view shows
    /// each source's own; these include what has no row there, such as a sync account).
    public var refreshFailures: [String] = []
    /// The sources-view row whose articles the list shows, and the list to go back to; nil
    /// for the top-level list (see `AppState+Navigation.swift`).
    public var listOrigin: ListOrigin?

    /// A browser with nothing loaded yet; send ``Action/resize(width:height:)`` to start.
    public init(
        size: Size = .zero, query: ArticleQuery = .all, sourceName: String? = nil, now: Date = Date(),
        timeZone: TimeZone = .current, keyMap: KeyMap = .standard, settings: BrowserSettings = BrowserSettings(),
        sources entries: [SourceEntry] = []
    ) {
        self.settings = settings
        sources = SourcesPane(entries: entries, sort: settings.sortSources, reversed: settings.sortSourcesReversed)
        undo = UndoHistory()
        self.size = size
        self.now = now
        self.timeZone = timeZone
        self.keyMap = keyMap
        var query = query
        if query.sourceKey == nil && query.sourceKeys == nil { query.hiddenSourceKeys = sources.hiddenKeys }
        self.query = query
        self.sourceName = sourceName
        focus = settings.sourcesPane == .always ? .sources : .list
        filterText = query.search ?? ""
        expressionText = ""
        refresh = nil
        refreshGeneration = 0
        nextAutoReload = nil
        lastError = nil
        status = nil
    }

    /// Where everything goes at the current size.
    public var layout: Layout { Layout(size: size, focus: focus, pinsSources: sources.isPinned) }

    /// Side by side or one pane at a time.
    public var layoutMode: LayoutMode { LayoutMode.forWidth(size.width) }

    /// How many articles the list has.
    public var totalCount: Int { listPane.window.total }

    /// How many of them are unread.
    public var unreadCount: Int { listPane.window.unread }

    /// The selected headline, when its row is loaded.
    public var selectedRow: ArticleSummary? { listPane.selectedRow }

    /// The article the article pane shows: the loaded one, when it is the selected one.
    public var shownArticle: OpenArticle? {
        guard let article = articlePane.article, article.id == listPane.selectedID else { return nil }
        return article
    }

    /// When the state next wants a ``Action/tick(_:)``: the status note expires or the timed
    /// reload is due (nil: neither), so the runtime can sleep until then.
    public var nextDeadline: Date? {
        [status?.expires, nextAutoReload].compactMap { $0 }.min()
    }
}
