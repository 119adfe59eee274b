import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("config file")
struct ConfigurationTests {
    @Test func defaultsAreWhatTheDesignPromises() {
        let configuration = Configuration()
        #expect(configuration.refreshOnStart)
        #expect(configuration.downloadTimeout == 30)
        #expect(configuration.maxConnections == 16)
        #expect(configuration.maxConnectionsPerHost == 6)
        #expect(configuration.maxResponseSizeMiB == 32)
        #expect(configuration.maxResponseBytes == 32 * 1024 * 1024)
        #expect(configuration.refreshBackoff == 60)
        #expect(configuration.browser == "xdg-open")
        #expect(configuration.showReadArticles)
        #expect(configuration.color == .auto)
    }

    @Test func browserDefaultsToTheEnvironment() {
        #expect(Configuration(environment: ["BROWSER": "w3m"]).browser == "w3m")
        #expect(Configuration(environment: ["BROWSER": "  "]).browser == "xdg-open")
        let parsed = Configuration.parse("browser lynx\n", environment: ["BROWSER": "w3m"])
        #expect(parsed.configuration.browser == "lynx")
    }

    @Test func everySettingIsRead() throws {
        let parsed = Configuration.parse(try ConfigurationFixtures.text("config-good"))
        #expect(parsed.errors == [])
        var expected = Configuration()
        expected.refreshOnStart = false
        expected.downloadTimeout = 10
        expected.maxConnections = 32
        expected.maxConnectionsPerHost = 4
        expected.maxResponseSizeMiB = 8
        expected.refreshBackoff = 5
        expected.browser = "firefox --new-tab %u"
        expected.showReadArticles = false
        expected.color = .yes
        #expect(parsed.configuration == expected)
    }

    @Test func unknownAndBadLinesAreReportedAndTheRestStillApplies() throws {
        let parsed = Configuration.parse(try ConfigurationFixtures.text("config-mixed"))
        #expect(parsed.configuration.maxConnections == 8)
        #expect(parsed.configuration.showReadArticles == false)
        #expect(parsed.configuration.downloadTimeout == 30)
        #expect(parsed.configuration.maxResponseSizeMiB == 32)
        #expect(
            parsed.errors.map(\.description) == [
                "config:2: download-timeout must be a number of seconds, not 'abc'",
                "config:4: unknown setting 'frobnicate' (known: refresh-on-start, download-timeout, max-connections, "
                    + "max-connections-per-host, max-response-size, refresh-backoff, browser, browser-terminal, show-read-articles, color, highlight, highlight-article, auto-reload, "
                    + "reload-time, sources-pane, sort-sources, sort-articles, keymap, ignore-article, ignore-mode, host-stagger, proxy, user-agent, "
                    + "pipe-to, bookmark-cmd, bookmark-interactive, notify-program, full-text, ui-language, bind-key, unbind-key, macro, max-items, keep-articles-days, "
                    + "save-format, save-command, sync-max-pages, sync-max-items, sync-timeout, download-path, "
                    + "download-filename-format, max-downloads, download-free-space, player, delete-played-files, "
                    + "save-filename-format, save-path, download-new, download-new-max, download-command, player-terminal, image-viewer)",
                "config:5: refresh-on-start must be yes or no, not 'maybe'",
                "config:6: max-connections-per-host must be between 1 and 64, not 0",
                "config:8: color must be yes, no or auto, not 'sometimes'",
                "config:9: max-response-size needs a value (MiB)",
                "config:10: download-timeout takes one value (SECONDS), not 2",
                "config:11: a quote (\") is opened and never closed",
                "config:12: max-response-size must be between 1 and 1024 MiB, not 2048"
            ])
    }

    @Test("sort orders turn around with -reversed, and keymap takes byline or newsboat")
    func reversedOrdersAndKeymap() {
        let parsed = Configuration.parse("sort-articles title-reversed\nsort-sources last-update-reversed\nkeymap newsboat\n")
        #expect(parsed.errors.isEmpty)
        #expect(parsed.configuration.sortArticles == .title && parsed.configuration.sortArticlesReversed)
        #expect(parsed.configuration.sortSources == "last-update-reversed")
        #expect(parsed.configuration.keymap == .newsboat)
        let plain = Configuration.parse("sort-articles source\n").configuration
        #expect(plain.sortArticles == .source && !plain.sortArticlesReversed && plain.keymap == .byline)
        #expect(Configuration.parse("sort-articles backwards\nkeymap vi\n").errors.count == 2)
    }

    @Test func eachSkippedLineNamesItsSettingWhenItIsAKnownOne() {
        let parsed = Configuration.parse("colour red\nignore-mode sometimes\n\ncolor listfocus nocolor red\nrefresh-on-start yes\n")
        #expect(parsed.errors.compactMap(\.line) == [1, 2, 4])
        #expect(parsed.settingsOfErrors == [2: .ignoreMode, 4: .color])
    }

    @Test func refreshBackoffIsAWholeNumberOfSecondsUpToAnHour() {
        #expect(Configuration.parse("refresh-backoff 1\n").configuration.refreshBackoff == 1)
        #expect(Configuration.parse("refresh-backoff 3600\n").configuration.refreshBackoff == 3600)
        let bad = Configuration.parse("refresh-backoff 0\nrefresh-backoff soon\nrefresh-backoff 3601\n")
        #expect(bad.configuration.refreshBackoff == 60)
        #expect(
            bad.errors.map(\.description) == [
                "config:1: refresh-backoff must be between 1 and 3600 seconds, not 0",
                "config:2: refresh-backoff must be a number of seconds, not 'soon'",
                "config:3: refresh-backoff must be between 1 and 3600 seconds, not 3601"
            ])
    }

    @Test func laterLinesWinAndCRLFIsAccepted() {
        let parsed = Configuration.parse("\u{FEFF}download-timeout 5\r\ndownload-timeout 7\r\ncolor NO\r\n")
        #expect(parsed.errors == [])
        #expect(parsed.configuration.downloadTimeout == 7)
        #expect(parsed.configuration.color == .no)
    }

    @Test func browserCommandsBecomeWordsWithTheURLInPlace() {
        var configuration = Configuration()
        configuration.browser = "firefox --new-tab %u"
        #expect(configuration.browserArguments(for: "https://x.example.com/?a=1;b") == ["firefox", "--new-tab", "https://x.example.com/?a=1;b"])
        configuration.browser = "w3m"
        #expect(configuration.browserArguments(for: "https://x.example.com/") == ["w3m", "https://x.example.com/"])
        let parsed = Configuration.parse(#"browser "/opt/My Browser/run" --private"#)
        #expect(parsed.configuration.browserArguments(for: "u") == ["/opt/My Browser/run", "--private", "u"])
    }

    @Test func colorAutoFollowsNoColorAndTerm() {
        #expect(ColorSetting.auto.usesColor(environment: ["TERM": "xterm-256color"]))
        #expect(!ColorSetting.auto.usesColor(environment: ["NO_COLOR": "1", "TERM": "xterm"]))
        #expect(ColorSetting.auto.usesColor(environment: ["NO_COLOR": "", "TERM": "xterm"]))
        #expect(!ColorSetting.auto.usesColor(environment: ["TERM": "dumb"]))
        #expect(ColorSetting.yes.usesColor(environment: ["NO_COLOR": "1"]))
        #expect(!ColorSetting.no.usesColor(environment: [:]))
    }

    @Test func theDefaultConfigDocumentsEveryKeyWithItsDefault() throws {
        let text = String(decoding: try Data(contentsOf: ConfigurationFixtures.defaultConfig), as: UTF8.self)
        #expect(Configuration.parse(text).errors == [], "the shipped file must parse as it is")
        let examples = text.split(separator: "\n").filter { line in
            ConfigurationKey.allCases.contains { line.hasPrefix("# \($0.rawValue) ") }
        }
        let documented = Set(examples.compactMap { $0.dropFirst(2).split(separator: " ").first.map(String.init) })
        #expect(documented == Set(ConfigurationKey.allCases.map(\.rawValue)))
        let uncommented = examples.map { String($0.dropFirst(2)) }.joined(separator: "\n")
        let parsed = Configuration.parse(uncommented)
        #expect(parsed.errors == [])
        // ignore-article and the color lines have no default: their examples add rules and
        // colors, and nothing else differs.
        var withoutRules = parsed.configuration
        withoutRules.killfile.rules = []
        // bind-key, unbind-key and macro have no default either: their examples are kept as lines.
        withoutRules.keyDirectives = []
        #expect(!withoutRules.colors.isEmpty)
        withoutRules.colors = ColorScheme()
        #expect(withoutRules == Configuration())
        #expect(parsed.configuration.killfile.rules.count == examples.filter { $0.hasPrefix("# ignore-article ") }.count)
    }

    @Test func loadReadsAFileAndAMissingFileGivesDefaults() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let missing = try Configuration.load(path: folder.file("config"), environment: [:])
        #expect(missing == Configuration.Parsed(configuration: Configuration(), errors: []))
        try Data("max-connections 3\nbogus 1\n".utf8).write(to: URL(fileURLWithPath: folder.file("myconfig")))
        let loaded = try Configuration.load(path: folder.file("myconfig"), environment: [:])
        #expect(loaded.configuration.maxConnections == 3)
        #expect(loaded.errors.first?.description.hasPrefix("myconfig:2: unknown setting 'bogus'") == true)
    }
}
