import BylineCore
import Foundation

extension Workspace {
    /// The user's home folder (`download-path`'s `~`).
    var home: String { environmentValue("HOME") ?? NSHomeDirectory() }

    /// Where downloaded files go and what they are called.
    var downloadNamer: DownloadFileName { configuration.downloads.fileName(home: home) }

    /// The fetcher of the download queue: the workspace's transport, with no bound on a
    /// whole file's time or size (a podcast may take an hour): only a stall of
    /// `download-timeout` ends it, and `download-free-space` bounds what it writes.
    var downloadFetcher: DownloadFetcher {
        var factory = transports
        factory.configuration.stallTimeout = factory.configuration.timeout
        factory.configuration.timeout = 0
        factory.configuration.maxResponseBytes = Int.max
        return DownloadFetcher(transport: factory.make(), reserve: configuration.downloads.reserveBytes)
    }

    /// The download settings as they apply to the source with `key`: its own `download-new`,
    /// `download-command` and `player` over the global ones (the global ones for a job of no
    /// source, or of one no longer configured).
    func downloadSettings(forSource key: String?) -> DownloadSettings {
        guard let key, let source = sources.first(where: { $0.key == key }) else { return configuration.downloads }
        return configuration.downloads.applying(source.settings)
    }

    /// Which `download-command` fetches a job, if any (its source's, else the global one).
    var downloadCommands: @Sendable (DownloadJob) -> DownloadCommand? {
        let global = configuration.downloads
        let own = Dictionary(
            sources.map { ($0.key, global.applying($0.settings).downloadCommand) }, uniquingKeysWith: { first, _ in first })
        let environment = commandEnvironment
        return { job in
            let command: String? = if let key = job.sourceKey, let entry = own[key] { entry } else { global.downloadCommand }
            return command.map { DownloadCommand($0, environment: environment) }
        }
    }
}
