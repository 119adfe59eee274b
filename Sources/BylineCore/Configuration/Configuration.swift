import BylineText
import Foundation

/// Byline's settings, read from the config file (see ``ConfigurationKey`` for the keys and
/// `Resources/config.default` for a documented example). Every setting has a default, so
/// a missing file, a missing key or a bad line leaves a working configuration.
public struct Configuration: Sendable, Equatable {
    /// Fetch every source when the browser starts (`refresh-on-start`).
    public var refreshOnStart: Bool
    /// Seconds before a request that gets no answer is given up (`download-timeout`).
    public var downloadTimeout: Int
    /// Requests in flight at once during a refresh (`max-connections`).
    public var maxConnections: Int
    /// Requests in flight at once to one host (`max-connections-per-host`).
    public var maxConnectionsPerHost: Int
    /// The largest response body accepted, in MiB (`max-response-size`).
    public var maxResponseSizeMiB: Int
    /// Seconds before a source that failed twice in a row is asked again; the wait doubles
    /// with each further failure, up to an hour (`refresh-backoff`).
    public var refreshBackoff: Int
    /// The command that opens a link (`browser`), as a command line whose words may be
    /// quoted; the URL is appended as one argument, or replaces `%u` when a word holds one
    /// (``CommandPlaceholders``).
    public var browser: String
    /// Whether read articles stay in the list (`show-read-articles`).
    public var showReadArticles: Bool
    /// Whether to draw in color (`color`).
    public var color: ColorSetting
    /// The `color ELEMENT …`, `highlight` and `highlight-article` lines (Configuration+Colors.swift).
    public var colors = ColorScheme()
    /// The `ignore-article` rules and the `ignore-mode` they apply in.
    public var killfile: Killfile

    /// `auto-reload`: refresh while the browser is open (newsboat's default: no).
    public var autoReload: Bool
    /// `reload-time`: minutes between those refreshes (newsboat's default: 60).
    public var reloadTime: Int
    /// `sources-pane`: auto, always or never.
    public var sourcesPane: String
    /// `sort-sources`: name, unread or last-update, each possibly `-reversed`.
    public var sortSources: String
    /// `sort-articles`: the order of the headline list.
    public var sortArticles: ArticleOrder
    /// Whether `sort-articles` turns its order around (`date-reversed`: oldest first).
    public var sortArticlesReversed = false
    /// `keymap`: the keys the browser starts from.
    public var keymap: KeymapChoice = .byline
    /// The least time between the starts of two requests to one host during a refresh, in
    /// milliseconds (`host-stagger`); loopback hosts are never staggered.
    public var hostStaggerMilliseconds: Int = 250
    /// The proxy for every request (`proxy`; `none` is nil); nil leaves libcurl to `http_proxy`,
    /// `https_proxy` and `no_proxy`.
    public var proxy: String?
    /// The User-Agent for every request (`user-agent`; `default` is nil, Byline's own); a urls-file tag `user-agent=…`
    /// overrides it for one feed.
    public var userAgent: String?
    /// `full-text`: whether sources fetch their teaser-only articles' pages after each
    /// refresh, unless their urls-file line says otherwise (`full-text=yes|no`).
    public var fullText = false
    /// The language of messages and help (`ui-language`); nil follows the environment.
    public var uiLanguage: UILanguage?
    /// `max-items`: the newest articles kept per source, 0 for all (a source's `max-items=N` tag wins).
    public var maxItems: Int = 0
    /// `keep-articles-days`: articles older than this many days are removed, 0 for never.
    public var keepArticlesDays: Int = 0

    /// The expiry rules these settings make (see ``ExpiryPolicy``).
    public var expiry: ExpiryPolicy { ExpiryPolicy(maxItems: maxItems, keepArticlesDays: keepArticlesDays) }

    /// The `bind-key`, `unbind-key` and `macro` lines, in file order (the browser applies them).
    public var keyDirectives: [KeyDirective] = []
    /// `pipe-to`: the command the `|` prompt starts with (nil: an empty prompt). Like every
    /// command setting, a command line split as a POSIX shell quotes it (``ShellWords``),
    /// run with argv and never a shell.
    public var pipeTo: String?
    /// `bookmark-cmd`: run with the article's url, title, description and feed title as four
    /// arguments after the command's own (nil: `^B` says no command is set).
    public var bookmarkCommand: String?
    /// `bookmark-interactive`: the bookmark command gets the terminal (for one that asks
    /// questions); otherwise it runs in the background with a time limit.
    public var bookmarkInteractive = false
    /// `notify-program`: run after a refresh that brought new articles, with the count and
    /// the new titles as arguments (see `NewArticlesNotice` in BylineRefresh).
    public var notifyProgram: String?
    /// `save-format`: what `byline save` writes by default.
    public var saveFormat = SavedArticle.Format.markdown
    /// `save-command`: run (argv, never a shell) after `byline save` writes a file; a word
    /// that is exactly `%f` is the file's path, else the path is one more argument.
    public var saveCommand: String?
    /// `browser-terminal`: whether the browser command gets the terminal while it runs.
    public var browserTerminal = BrowserTerminal.auto
    /// `sync-max-pages`, `sync-max-items`, `sync-timeout`: the bounds of one account's sync.
    public var syncLimits = SyncLimits()
    /// `download-path`, `download-filename-format`, `max-downloads`, `download-free-space`,
    /// `player`, `player-terminal`, `delete-played-files`: the download queue and the player.
    public var downloads = DownloadSettings()

    /// The `source PATTERN { … }` blocks: settings for the sources they match (``SourceBlock``).
    public var sourceBlocks: [SourceBlock] = []
    /// Where the settings were written, for `byline show-source`.
    public var provenance = SettingProvenance()
    /// The line that last set each global option.
    public var settingLines: [ConfigurationKey: Int] {
        get { provenance.lines }
        set { provenance.lines = newValue }
    }
    /// The config file's name as messages give it (`config`).
    public var fileName: String {
        get { provenance.fileName }
        set { provenance.fileName = newValue }
    }

    /// ``hostStaggerMilliseconds`` in seconds.
    public var hostStagger: TimeInterval { TimeInterval(hostStaggerMilliseconds) / 1000 }

    /// The command used when neither the config nor `$BROWSER` names one.
    public static let fallbackBrowser = "xdg-open"

    /// The defaults: refresh on start, 30 s timeout, 16 connections (6 per host), 32 MiB
    /// responses, a 60 s back-off, `$BROWSER` else `xdg-open`, read articles shown, color `auto`, no ignore rules (download mode).
    public init(environment: [String: String] = [:]) {
        refreshOnStart = true
        downloadTimeout = 30
        maxConnections = 16
        maxConnectionsPerHost = 6
        maxResponseSizeMiB = 32
        refreshBackoff = 60
        let fromEnvironment = environment["BROWSER"]?.trimmingCharacters(in: .whitespaces) ?? ""
        browser = fromEnvironment.isEmpty ? Self.fallbackBrowser : fromEnvironment
        showReadArticles = true
        color = .auto
        autoReload = false
        reloadTime = 60
        sourcesPane = "auto"
        sortSources = "name"
        sortArticles = .date
        killfile = Killfile()
    }

    /// ``maxResponseSizeMiB`` in bytes.
    public var maxResponseBytes: Int { maxResponseSizeMiB << 20 }

    /// ``downloadTimeout`` as a `TimeInterval`, for `URLSessionConfiguration`.
    public var downloadTimeoutInterval: TimeInterval { TimeInterval(downloadTimeout) }

    /// The browser command with `url` in place: `%u` (and `%U`, the feed's address)
    /// replaced as ``CommandPlaceholders`` says, else the URL appended as one more word.
    /// Returned as words for an argv, so no shell of Byline's ever reads the URL.
    public func browserArguments(for url: String, feedURL: String? = nil) -> [String] {
        var words = ((try? LineTokenizer.tokens(browser)) ?? []).map(\.text)
        if words.isEmpty { words = [Self.fallbackBrowser] }
        return CommandPlaceholders.substitute(words, url: url, feedURL: feedURL) ?? words + [url]
    }
}
