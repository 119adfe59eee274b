import BylineCore

/// Which of the config's settings a command acts on, so it reports the config's warnings
/// about those and no others: `byline list` in a script does not repeat a warning about a
/// color or a key binding on every run, while the commands that use the whole config (the
/// browser, `refresh`, `sync`, `import`) report every one, misspelt settings included.
enum SettingsUse: Sendable {
    /// Every setting.
    case all
    /// Only these settings (and `ui-language`, which every command speaks in).
    case only(Set<ConfigurationKey>)

    /// The settings that shape what the cache shows: the killfile's display rules.
    static let listing = SettingsUse.only([.ignoreArticle, .ignoreMode])
    /// The settings of one request over the network.
    static let network = SettingsUse.only([
        .downloadTimeout, .maxResponseSize, .maxConnections, .maxConnectionsPerHost,
        .userAgent, .proxy, .hostStagger
    ])
    /// No setting but the language.
    static let none = SettingsUse.only([])

    /// Whether a warning about a line naming `key` (nil: no known setting) concerns the command.
    func reports(_ key: ConfigurationKey?) -> Bool {
        switch self {
        case .all: return true
        case .only(let keys):
            guard let key else { return false }
            return key == .uiLanguage || keys.contains(key)
        }
    }
}
