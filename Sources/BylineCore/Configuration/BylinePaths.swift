import BylineText
import Foundation

/// Why Byline cannot tell where its files live.
public struct BylinePathsError: Error, Sendable, Equatable, LocalizedError {
    /// What is missing, in words.
    public var message: String

    /// An error with its words.
    public init(_ message: String) { self.message = message }

    public var errorDescription: String? { message }
}

/// Where Byline's files live: the urls file, the config file and the cache database.
///
/// Each comes from its command-line option (`--urls`, `--config`, `--cache`) when given,
/// else from the XDG base directories: `$XDG_CONFIG_HOME/byline/urls` and `…/config`
/// (default `~/.config/byline/`), `$XDG_DATA_HOME/byline/cache.db` (default
/// `~/.local/share/byline/`). A relative `XDG_*` value is ignored, as the XDG spec says.
public struct BylinePaths: Sendable, Equatable {
    /// The urls file (sources).
    public var urls: String
    /// The config file (settings).
    public var config: String
    /// The SQLite cache.
    public var cache: String

    /// The folder of the sync accounts file and the passwords: the config file's own
    /// folder, wherever `--config` puts it.
    public var accountsFolder: String {
        let folder = (config as NSString).deletingLastPathComponent
        // A config named without a folder (`--config byline.conf`) is in the current one; an
        // empty folder would put the accounts and passwords at the file system's root.
        return folder.isEmpty ? "." : folder
    }

    /// Paths given directly.
    public init(urls: String, config: String, cache: String) {
        self.urls = urls
        self.config = config
        self.cache = cache
    }

    /// The paths the options and environment describe; HOME is needed only for a path
    /// that neither an option nor an absolute XDG variable gives.
    public init(
        environment: [String: String], urls: String? = nil, config: String? = nil,
        cache: String? = nil
    ) throws(BylinePathsError) {
        if let urls, !urls.isEmpty {
            self.urls = urls
        } else {
            self.urls = try Self.configDirectory(environment: environment) + "/urls"
        }
        if let config, !config.isEmpty {
            self.config = config
        } else {
            self.config = try Self.configDirectory(environment: environment) + "/config"
        }
        if let cache, !cache.isEmpty {
            self.cache = cache
        } else {
            self.cache = try Self.dataDirectory(environment: environment) + "/cache.db"
        }
    }

    /// `$XDG_CONFIG_HOME/byline`, else `$HOME/.config/byline`.
    public static func configDirectory(environment: [String: String]) throws(BylinePathsError) -> String {
        try base(environment, variable: "XDG_CONFIG_HOME", fallback: ".config") + "/byline"
    }

    /// `$XDG_DATA_HOME/byline`, else `$HOME/.local/share/byline`.
    public static func dataDirectory(environment: [String: String]) throws(BylinePathsError) -> String {
        try base(environment, variable: "XDG_DATA_HOME", fallback: ".local/share") + "/byline"
    }

    private static func base(
        _ environment: [String: String], variable: String,
        fallback: String
    ) throws(BylinePathsError) -> String {
        if let value = environment[variable], value.hasPrefix("/") { return trimmed(value) }
        guard let home = environment["HOME"], home.hasPrefix("/") else {
            throw BylinePathsError(LocalFileText.noHome(variable))
        }
        return trimmed(home) + "/" + fallback
    }

    /// `value` without trailing slashes, so `/home/me/` gives `/home/me/byline` and `/` gives `/byline`.
    private static func trimmed(_ value: String) -> String {
        var result = Substring(value)
        while result.hasSuffix("/") { result = result.dropLast() }
        return String(result)
    }
}
