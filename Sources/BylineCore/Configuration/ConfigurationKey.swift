import BylineText
import Foundation

/// A setting Byline reads from the config file, with the words to describe it.
public enum ConfigurationKey: String, Sendable, CaseIterable {
    /// `refresh-on-start yes|no`.
    case refreshOnStart = "refresh-on-start"
    /// `download-timeout SECONDS`.
    case downloadTimeout = "download-timeout"
    /// `max-connections N`.
    case maxConnections = "max-connections"
    /// `max-connections-per-host N`.
    case maxConnectionsPerHost = "max-connections-per-host"
    /// `max-response-size MiB`.
    case maxResponseSize = "max-response-size"
    /// `refresh-backoff SECONDS`.
    case refreshBackoff = "refresh-backoff"
    /// `browser COMMAND`.
    case browser
    /// `browser-terminal yes|no|auto`: whether the browser gets the terminal while it runs
    /// (auto: when it is a known text browser).
    case browserTerminal = "browser-terminal"
    /// `show-read-articles yes|no`.
    case showReadArticles = "show-read-articles"
    /// `color yes|no|auto`, or `color ELEMENT FG BG [ATTR…]` (Configuration+Colors.swift).
    case color
    /// `highlight article|articlelist|feedlist|all REGEX FG BG [ATTR…]` (newsboat's).
    case highlight
    /// `highlight-article EXPRESSION FG BG [ATTR…]` (newsboat's): whole headline rows.
    case highlightArticle = "highlight-article"
    /// `auto-reload yes|no` (newsboat's name): refresh every `reload-time` minutes while the
    /// browser is open.
    case autoReload = "auto-reload"
    /// `reload-time MINUTES` (newsboat's name).
    case reloadTime = "reload-time"
    /// `sources-pane auto|always|never`.
    case sourcesPane = "sources-pane"
    /// `sort-sources name|unread|last-update`, each also `…-reversed`.
    case sortSources = "sort-sources"
    /// `sort-articles date|title|source`, each also `…-reversed`.
    case sortArticles = "sort-articles"
    /// `keymap byline|newsboat`: the keys the browser starts from, Byline's or newsboat's defaults.
    case keymap
    /// `ignore-article FEED EXPRESSION` (newsboat's killfile; one line per rule).
    case ignoreArticle = "ignore-article"
    /// `ignore-mode download|display`.
    case ignoreMode = "ignore-mode"
    /// `host-stagger MILLISECONDS`: the least time between two requests' starts to one host.
    case hostStagger = "host-stagger"
    /// `proxy URL`: the proxy every request goes through.
    case proxy
    /// `user-agent TEXT`: the User-Agent sent with every request.
    case userAgent = "user-agent"
    /// `pipe-to COMMAND`: what the `|` prompt offers first (newsboat's operation of that name).
    case pipeTo = "pipe-to"
    /// `bookmark-cmd COMMAND`: run with an article's url, title, description and feed title.
    case bookmarkCommand = "bookmark-cmd"
    /// `bookmark-interactive yes|no`: the bookmark command gets the terminal.
    case bookmarkInteractive = "bookmark-interactive"
    /// `notify-program COMMAND`: run after a refresh that brought new articles.
    case notifyProgram = "notify-program"
    /// `full-text yes|no`: after each refresh, fetch the web pages of new teaser-only
    /// articles (every source's default; a urls-file tag `full-text=yes|no` overrides it).
    case fullText = "full-text"
    /// `ui-language auto|en|ko`: the language of messages and help (auto follows LC_ALL,
    /// LC_MESSAGES and LANG).
    case uiLanguage = "ui-language"
    /// `bind-key KEY OPERATION [CONTEXT]` (newsboat's; one line per key).
    case bindKey = "bind-key"
    /// `unbind-key KEY|-a [CONTEXT]` (newsboat's).
    case unbindKey = "unbind-key"
    /// `macro KEY OPERATION[; OPERATION…]`, run with `,` then KEY (newsboat's).
    case macro
    /// `max-items N` (newsboat's name): keep the newest N articles of each source (0: all);
    /// a urls-file tag `max-items=N` sets it for one source.
    case maxItems = "max-items"
    /// `keep-articles-days N` (newsboat's name): remove articles older than N days (0: never).
    case keepArticlesDays = "keep-articles-days"
    /// `save-format markdown|text`: what `byline save` writes when `--format` does not say.
    case saveFormat = "save-format"
    /// `save-command COMMAND`: run after `byline save` writes a file (`%f`: its path).
    case saveCommand = "save-command"
    /// `sync-max-pages N`: the most requests one sync of an account makes.
    case syncMaxPages = "sync-max-pages"
    /// `sync-max-items N`: the most items, and apart the most item ids, one sync of an account takes in.
    case syncMaxItems = "sync-max-items"
    /// `sync-timeout SECONDS`: the longest one sync of an account runs.
    case syncTimeout = "sync-timeout"
    /// `download-path FOLDER` (newsboat's name): where downloaded enclosures go.
    case downloadPath = "download-path"
    /// `download-filename-format FORMAT` (newsboat's): a downloaded file's name under it.
    case downloadFilenameFormat = "download-filename-format"
    /// `max-downloads N` (newsboat's name): files downloaded at once.
    case maxDownloads = "max-downloads"
    /// `download-free-space MiB`: space a download always leaves free on its disk.
    case downloadFreeSpace = "download-free-space"
    /// `player COMMAND` (newsboat's): plays a downloaded file (`%f`) or streams a URL (`%u`).
    case player
    /// `delete-played-files yes|no` (podboat's): delete a file after it played to the end.
    case deletePlayedFiles = "delete-played-files"
    /// `save-filename-format FORMAT`: the name `byline save` gives a file (`%t`, `%n`, `%h`, `%F`, `%i`).
    case saveFilenameFormat = "save-filename-format"
    /// `save-path FOLDER` (newsboat's name): where the browser's `w` saves articles.
    case savePath = "save-path"
    /// `download-new yes|no`: after each refresh, queue the enclosures of new articles.
    case downloadNew = "download-new"
    /// `download-new-max N`: the newest new episodes one refresh queues per source.
    case downloadNewMax = "download-new-max"
    /// `download-command COMMAND`: fetches a queued file (`%u`, `%f`) instead of Byline's HTTP.
    case downloadCommand = "download-command"
    /// `player-terminal yes|no|auto`: whether the player gets the terminal while it plays
    /// (as `browser-terminal` for the browser; `auto` for the known terminal players).
    case playerTerminal = "player-terminal"
    /// `image-viewer COMMAND` (eilmeldung's per-type opener, for images): opens an image
    /// link of the article (`1`–`9`), `%u` its URL; argv, never a shell.
    case imageViewer = "image-viewer"

    /// What the value looks like, as the default config writes it.
    public var valueSyntax: String {
        switch self {
        case .refreshOnStart, .showReadArticles, .autoReload, .fullText: "yes|no"
        case .reloadTime: "MINUTES"
        case .sourcesPane, .sortSources, .sortArticles, .keymap, .browserTerminal, .playerTerminal:
            Self.choices[self, default: []].joined(separator: "|")
        case .downloadTimeout, .refreshBackoff: "SECONDS"
        case .maxConnections, .maxConnectionsPerHost: "N"
        case .maxResponseSize: "MiB"
        case .browser: "COMMAND"
        case .color: "yes|no|auto, or ELEMENT FG BG [ATTR…]"
        case .highlight: "article|articlelist|feedlist|all REGEX FG BG [ATTR…]"
        case .highlightArticle: "EXPRESSION FG BG [ATTR…]"
        case .ignoreArticle: "FEED-URL|regex:PATTERN|* EXPRESSION"
        case .ignoreMode: "download|display"
        case .hostStagger: "MILLISECONDS"
        case .proxy: "URL|none"
        case .userAgent: "TEXT|default"
        case .pipeTo, .bookmarkCommand, .notifyProgram, .saveCommand: "COMMAND|none"
        case .saveFormat: "markdown|text"
        case .bookmarkInteractive: "yes|no"
        case .uiLanguage: "auto|en|ko"
        case .bindKey: "KEY OPERATION [CONTEXT]"
        case .unbindKey: "KEY|-a [CONTEXT]"
        case .macro: "KEY OPERATION [ARGUMENT…] [; OPERATION…]"
        case .maxItems, .syncMaxPages, .syncMaxItems: "N"
        case .keepArticlesDays: "DAYS"
        case .syncTimeout: "SECONDS"
        case .downloadPath: "FOLDER"
        case .downloadFilenameFormat: "FORMAT"
        case .maxDownloads: "N"
        case .downloadFreeSpace: "MiB"
        case .player, .imageViewer: "COMMAND|none"
        case .deletePlayedFiles, .downloadNew: "yes|no"
        case .downloadNewMax: "N"
        case .downloadCommand: "COMMAND|none"
        case .saveFilenameFormat: "FORMAT"
        case .savePath: "FOLDER"
        }
    }

    /// Whether the line is a key binding or macro, kept as a ``KeyDirective``.
    var isKeyDirective: Bool { self == .bindKey || self == .unbindKey || self == .macro }

    /// Whether the value may be several words (a command and its arguments).
    var takesWords: Bool {
        [
            .browser, .userAgent, .pipeTo, .bookmarkCommand, .notifyProgram, .saveCommand, .player, .downloadCommand, .saveFilenameFormat, .savePath,
            .downloadPath, .downloadFilenameFormat, .imageViewer
        ].contains(self)
    }

    /// Sets this key's field of `configuration` from `value`, or says why it cannot.
    func apply(_ value: String, to configuration: inout Configuration) throws(SourceKeyError) {
        switch self {
        case .refreshOnStart: configuration.refreshOnStart = try yesNo(value)
        case .showReadArticles: configuration.showReadArticles = try yesNo(value)
        case .downloadTimeout:
            configuration.downloadTimeout = try number(value, in: 1...3600, unit: .unitSeconds, noun: .nounSeconds)
        case .maxConnections:
            configuration.maxConnections = try number(value, in: 1...256, unit: nil, noun: .nounWholeNumber)
        case .maxConnectionsPerHost:
            configuration.maxConnectionsPerHost = try number(value, in: 1...64, unit: nil, noun: .nounWholeNumber)
        case .maxResponseSize:
            configuration.maxResponseSizeMiB = try number(value, in: 1...1024, unit: .unitMiB, noun: .nounMiB)
        case .refreshBackoff:
            configuration.refreshBackoff = try number(value, in: 1...3600, unit: .unitSeconds, noun: .nounSeconds)
        case .browser:
            configuration.browser = value
        case .browserTerminal: configuration.browserTerminal = BrowserTerminal(rawValue: try choice(value)) ?? .auto
        case .syncMaxPages:
            configuration.syncLimits.maxPages = try number(value, in: SyncLimits.pagesRange, unit: nil, noun: .nounWholeNumber)
        case .syncMaxItems:
            configuration.syncLimits.maxItems = try number(value, in: SyncLimits.itemsRange, unit: nil, noun: .nounWholeNumber)
        case .syncTimeout:
            configuration.syncLimits.timeout = try number(value, in: SyncLimits.timeoutRange, unit: .unitSeconds, noun: .nounSeconds)
        case .autoReload: configuration.autoReload = try yesNo(value)
        case .downloadPath, .downloadFilenameFormat, .maxDownloads, .downloadFreeSpace, .player, .deletePlayedFiles, .downloadNew,
            .downloadNewMax, .downloadCommand, .playerTerminal, .imageViewer:
            try applyDownloadSetting(value, to: &configuration)
        case .fullText: configuration.fullText = try yesNo(value)
        case .reloadTime:
            configuration.reloadTime = try number(value, in: 1...10_080, unit: .unitMinutes, noun: .nounMinutes)
        case .sourcesPane: configuration.sourcesPane = try choice(value)
        case .sortSources: configuration.sortSources = try choice(value)
        case .sortArticles:
            let word = try choice(value)
            configuration.sortArticlesReversed = word.hasSuffix(Self.reversedSuffix)
            configuration.sortArticles =
                ArticleOrder(rawValue: String(word.dropLast(configuration.sortArticlesReversed ? Self.reversedSuffix.count : 0))) ?? .date
        case .keymap: configuration.keymap = KeymapChoice(rawValue: try choice(value)) ?? .byline
        case .hostStagger:
            configuration.hostStaggerMilliseconds = try number(value, in: 0...60000, unit: .unitMilliseconds, noun: .nounMilliseconds)
        case .proxy:
            guard value.lowercased() != "none" else {
                configuration.proxy = nil
                return
            }
            guard let url = URL(string: value), let scheme = url.scheme?.lowercased(),
                ["http", "https", "socks4", "socks5", "socks5h"].contains(scheme), url.host != nil
            else {
                throw SourceKeyError(ConfigText.proxyURL(SourceLineError.quote(URLRedaction.redacted(value))))
            }
            configuration.proxy = value
        case .userAgent:
            guard !value.contains(where: { $0.isNewline || $0 == "\0" }) else {
                throw SourceKeyError(ConfigText.userAgentOneLine.text)
            }
            configuration.userAgent = value.lowercased() == "default" ? nil : value
        case .pipeTo, .bookmarkCommand, .notifyProgram, .saveCommand:
            try applyCommand(value, to: &configuration)
        case .saveFilenameFormat:
            guard !value.isEmpty, !value.contains(where: { $0.isNewline || $0 == "\0" }) else {
                throw SourceKeyError(ConfigText.needsValue(rawValue, valueSyntax))
            }
            configuration.saveFilenameFormat = value
        case .savePath:
            guard !value.isEmpty, !value.contains(where: { $0.isNewline || $0 == "\0" }) else {
                throw SourceKeyError(DownloadText.needsFolder(rawValue))
            }
            configuration.savePath = value
        case .saveFormat:
            configuration.saveFormat = SavedArticle.Format(rawValue: try choice(value)) ?? .markdown
        case .bookmarkInteractive: configuration.bookmarkInteractive = try yesNo(value)
        case .uiLanguage:
            guard value.lowercased() != "auto" else {
                configuration.uiLanguage = nil
                return
            }
            guard let language = UILanguage(setting: value) else {
                throw SourceKeyError(ConfigText.languageChoice(rawValue, SourceLineError.quote(value)))
            }
            configuration.uiLanguage = language
        case .maxItems:
            configuration.maxItems = try number(value, in: ExpiryPolicy.maxItemsRange, unit: nil, noun: .nounWholeNumber)
        case .keepArticlesDays:
            configuration.keepArticlesDays = try number(value, in: ExpiryPolicy.daysRange, unit: .unitDays, noun: .nounDays)
        case .color:
            switch value.lowercased() {
            case "yes", "true", "on": configuration.color = .yes
            case "no", "false", "off": configuration.color = .no
            case "auto": configuration.color = .auto
            default: throw SourceKeyError(ConfigText.colorChoice(rawValue, SourceLineError.quote(value)))
            }
        case .ignoreMode:
            guard let mode = Killfile.Mode(rawValue: value.lowercased()) else {
                throw SourceKeyError(ConfigText.ignoreModeChoice(rawValue, SourceLineError.quote(value)))
            }
            configuration.killfile.mode = mode
        case .highlight, .highlightArticle:
            // Read from the line's words by Configuration.applyColorLine.
            throw SourceKeyError(ConfigText.needsSyntax(rawValue, valueSyntax))
        case .ignoreArticle:
            // Read from the line's tokens by Configuration.apply, which keeps their quoting.
            throw SourceKeyError(ConfigText.ignoreArticleNeeds(valueSyntax))
        case .bindKey, .unbindKey, .macro:
            // Read from the whole line by Configuration.keyDirective (several words, quoting kept).
            throw SourceKeyError(KeyBindingText.lineNeedsValue(rawValue, valueSyntax))
        }
    }

    /// A command setting: checked now (its quotes must close), split again when it runs;
    /// `none` unsets it.
    private func applyCommand(_ value: String, to configuration: inout Configuration) throws(SourceKeyError) {
        guard value.lowercased() != "none" else {
            try applyCommand("", to: &configuration)
            return
        }
        let words: [String]
        do throws(ShellWords.Failure) {
            words = try ShellWords.split(value)
        } catch {
            throw SourceKeyError(ConfigText.keyError(rawValue, error.message))
        }
        let command = words.isEmpty ? nil : value
        switch self {
        case .pipeTo: configuration.pipeTo = command
        case .bookmarkCommand: configuration.bookmarkCommand = command
        case .saveCommand: configuration.saveCommand = command
        default: configuration.notifyProgram = command
        }
    }

    /// The words a setting with a fixed set of values accepts.
    static let choices: [ConfigurationKey: [String]] = [
        .sourcesPane: ["auto", "always", "never"],
        .sortSources: withReversed(["name", "unread", "last-update"]),
        .sortArticles: withReversed(ArticleOrder.allCases.map(\.rawValue)),
        .keymap: KeymapChoice.allCases.map(\.rawValue),
        .browserTerminal: BrowserTerminal.allCases.map(\.rawValue),
        .playerTerminal: BrowserTerminal.allCases.map(\.rawValue),
        .saveFormat: SavedArticle.Format.allCases.map(\.rawValue)
    ]

    /// What an order's name ends with when the order is turned around (`date-reversed`: oldest first).
    public static let reversedSuffix = "-reversed"

    private static func withReversed(_ orders: [String]) -> [String] {
        orders + orders.map { $0 + reversedSuffix }
    }

    /// The settings of downloads and the player (``DownloadSettings``).
    private func applyDownloadSetting(_ value: String, to configuration: inout Configuration) throws(SourceKeyError) {
        switch self {
        case .downloadPath:
            guard !value.isEmpty, !value.contains(where: { $0.isNewline || $0 == "\0" }) else {
                throw SourceKeyError(DownloadText.needsFolder(rawValue))
            }
            configuration.downloads.folder = value
        case .downloadFilenameFormat:
            guard !value.isEmpty, !value.contains(where: { $0.isNewline || $0 == "\0" }) else {
                throw SourceKeyError(DownloadText.needsFormat(rawValue))
            }
            configuration.downloads.filenameFormat = value
        case .maxDownloads:
            configuration.downloads.maxDownloads = try number(value, in: DownloadSettings.parallelRange, unit: nil, noun: .nounWholeNumber)
        case .downloadFreeSpace:
            configuration.downloads.freeSpaceMiB = try number(value, in: 0...1_048_576, unit: .unitMiB, noun: .nounMiB)
        case .player:
            let command = try SourceSettings.command(value, named: rawValue)
            configuration.downloads.player = command.isEmpty ? nil : command
        case .downloadCommand:
            let command = try SourceSettings.command(value, named: rawValue)
            configuration.downloads.downloadCommand = command.isEmpty ? nil : command
        case .downloadNew: configuration.downloads.downloadNew = try yesNo(value)
        case .downloadNewMax:
            configuration.downloads.downloadNewMax = try number(value, in: DownloadSettings.newMaxRange, unit: nil, noun: .nounWholeNumber)
        case .imageViewer:
            var command: String?
            if value.lowercased() != "none" {
                do throws(ShellWords.Failure) {
                    command = try ShellWords.split(value).isEmpty ? nil : value
                } catch {
                    throw SourceKeyError(ConfigText.keyError(rawValue, error.message))
                }
            }
            configuration.downloads.imageViewer = command
        case .playerTerminal: configuration.downloads.playerTerminal = BrowserTerminal(rawValue: try choice(value)) ?? .auto
        default: configuration.downloads.deletePlayedFiles = try yesNo(value)
        }
    }

    private func choice(_ value: String) throws(SourceKeyError) -> String {
        let allowed = Self.choices[self, default: []]
        let word = value.lowercased()
        guard allowed.contains(word) else {
            let list = ConfigText.or(allowed.dropLast().joined(separator: ", "), allowed.last ?? "")
            throw SourceKeyError(ConfigText.mustBeChoice(rawValue, list, SourceLineError.quote(value)))
        }
        return word
    }

    private func yesNo(_ value: String) throws(SourceKeyError) -> Bool {
        switch value.lowercased() {
        case "yes", "true", "on": return true
        case "no", "false", "off": return false
        default: throw SourceKeyError(ConfigText.mustBeYesNo(rawValue, SourceLineError.quote(value)))
        }
    }

    private func number(
        _ value: String, in range: ClosedRange<Int>, unit: ConfigText?,
        noun: ConfigText
    ) throws(SourceKeyError) -> Int {
        try Self.number(value, named: rawValue, in: range, unit: unit, noun: noun)
    }

    /// The whole number `value` of the setting `name`, or why it is not one in `range`.
    static func number(
        _ value: String, named name: String, in range: ClosedRange<Int>, unit: ConfigText?,
        noun: ConfigText
    ) throws(SourceKeyError) -> Int {
        guard let number = Int(value) else {
            throw SourceKeyError(ConfigText.mustBeNoun(name, noun.text, SourceLineError.quote(value)))
        }
        guard range.contains(number) else {
            throw SourceKeyError(
                unit.map { ConfigText.mustBeBetweenUnit(name, range.lowerBound, range.upperBound, $0.text, number) }
                    ?? ConfigText.mustBeBetween(name, range.lowerBound, range.upperBound, number))
        }
        return number
    }
}
