import BylineText
import Foundation

/// Where a newsboat user's files are: the urls file, the config file and the cache.
///
/// Given a folder, all three are in it. Otherwise newsboat's own rule: `~/.newsboat` when
/// that folder exists, else `$XDG_CONFIG_HOME/newsboat` (urls, config) with
/// `$XDG_DATA_HOME/newsboat` (cache.db), whose defaults are `~/.config` and `~/.local/share`.
public struct NewsboatPaths: Sendable, Equatable {
    /// newsboat's urls file.
    public var urls: String
    /// newsboat's config file.
    public var config: String
    /// newsboat's SQLite cache.
    public var cache: String

    /// Paths given directly.
    public init(urls: String, config: String, cache: String) {
        self.urls = urls
        self.config = config
        self.cache = cache
    }

    /// The three files in `folder`.
    public init(folder: String) {
        let base = folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
        self.init(urls: base + "/urls", config: base + "/config", cache: base + "/cache.db")
    }

    /// The files newsboat itself would use in `environment`; `isDirectory` says whether a folder exists.
    public init(environment: [String: String], isDirectory: (String) -> Bool) throws(BylinePathsError) {
        guard let home = environment["HOME"], home.hasPrefix("/") else {
            throw BylinePathsError(NewsboatText.noHome.text)
        }
        let dotFolder = (home.hasSuffix("/") ? String(home.dropLast()) : home) + "/.newsboat"
        if isDirectory(dotFolder) {
            self.init(folder: dotFolder)
            return
        }
        let config = Self.xdg(environment, "XDG_CONFIG_HOME", home: home, fallback: ".config")
        let data = Self.xdg(environment, "XDG_DATA_HOME", home: home, fallback: ".local/share")
        self.init(urls: config + "/newsboat/urls", config: config + "/newsboat/config", cache: data + "/newsboat/cache.db")
    }

    /// An absolute XDG variable's value, else `HOME/fallback` (a relative value is ignored, as the spec says).
    private static func xdg(_ environment: [String: String], _ variable: String, home: String, fallback: String) -> String {
        if let value = environment[variable], value.hasPrefix("/") {
            return value.count > 1 && value.hasSuffix("/") ? String(value.dropLast()) : value
        }
        return (home.hasSuffix("/") ? String(home.dropLast()) : home) + "/" + fallback
    }
}
