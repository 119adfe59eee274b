import BylineCore
import Foundation

/// Notices what other processes changed while the browser is open: a `byline add` or an
/// editor writing the urls file, an edited config file, and articles another process stored
/// in the cache (a `byline refresh` from cron). It looks every ``interval`` seconds (and
/// when `r` is pressed), each look one `stat` per file and SQLite's `PRAGMA data_version`,
/// so an idle browser stays idle: no thread, no busy polling.
@MainActor
final class WorldWatcher {
    /// What changed since the last look.
    struct Changes: Equatable {
        /// The urls file was written (or appeared, or went away).
        var urls = false
        /// The config file was written.
        var config = false
        /// Another connection committed to the cache.
        var store = false

        /// Whether anything changed.
        var any: Bool { urls || config || store }
    }

    /// Seconds between looks.
    static let interval: TimeInterval = 1.5

    private let store: ArticleStore
    private let urlsPath: String
    private let configPath: String
    private var urls: FileStamp?
    private var config: FileStamp?
    private var dataVersion: Int64?
    /// When the next look is due.
    private(set) var nextLook: Date

    /// A watcher of `paths`' urls and config files and of `store`, starting from how they are now.
    init(paths: BylinePaths, store: ArticleStore, now: Date = Date()) {
        self.store = store
        urlsPath = paths.urls
        configPath = paths.config
        urls = FileStamp(path: paths.urls)
        config = FileStamp(path: paths.config)
        dataVersion = try? store.dataVersion()
        nextLook = now.addingTimeInterval(Self.interval)
    }

    /// Whether a look is due at `now`.
    func isDue(at now: Date) -> Bool { now >= nextLook }

    /// Looks now: what changed since the last look.
    func look(now: Date = Date()) -> Changes {
        nextLook = now.addingTimeInterval(Self.interval)
        var changes = Changes()
        let urlsNow = FileStamp(path: urlsPath)
        if urlsNow != urls {
            urls = urlsNow
            changes.urls = true
        }
        let configNow = FileStamp(path: configPath)
        if configNow != config {
            config = configNow
            changes.config = true
        }
        // A cache that cannot be read just now (busy, damaged) is noticed by the next use.
        if let version = try? store.dataVersion(), version != dataVersion {
            dataVersion = version
            changes.store = true
        }
        return changes
    }
}
