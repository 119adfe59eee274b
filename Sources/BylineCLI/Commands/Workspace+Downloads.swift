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
}
