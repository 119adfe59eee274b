import Foundation

/// The config's settings for the download queue and the player.
public struct DownloadSettings: Sendable, Equatable {
    /// The folder files go under, as written (`~/` allowed): `download-path`.
    public var folder = "~/Downloads/byline"
    /// `download-filename-format` (``DownloadFileName``).
    public var filenameFormat = DownloadFileName.defaultFormat
    /// `max-downloads`: files fetched at once (podboat's default, 1).
    public var maxDownloads = 1
    /// `download-free-space`: MiB a download always leaves free; it stops with a clear error
    /// (the partial file kept) rather than fill the disk.
    public var freeSpaceMiB = 256
    /// `player`: the command that plays a file or stream (nil: none set).
    public var player: String?
    /// `delete-played-files`: remove a downloaded file once it has played to the end.
    public var deletePlayedFiles = false
    /// `player-terminal`: whether the browser hands the terminal to the player while it
    /// plays (`auto`: for the players that play in a terminal, ``textPlayers``), or starts
    /// it detached, as `browser-terminal` does for the browser.
    public var playerTerminal = BrowserTerminal.auto
    /// `image-viewer`: the command that opens an article's image link (nil: none set, and
    /// image links open in the browser as other links do).
    public var imageViewer: String?

    /// The players `player-terminal auto` hands the terminal to: they play in it and read
    /// their keys from it (mpv shows a window only for video, and still takes keys there).
    public static let textPlayers: Set<String> = ["mpv", "mplayer", "mpg123", "mpg321", "ogg123", "play", "cvlc", "ffplay", "moc", "mocp"]

    /// Whether the program at `path` is one of ``textPlayers``.
    public static func isTextPlayer(_ path: String) -> Bool {
        textPlayers.contains((path as NSString).lastPathComponent)
    }

    /// `download-new`: queue the enclosures of new articles after each refresh (every
    /// source's default; a source may say otherwise). Off, as in newsboat and podboat.
    public var downloadNew = false
    /// `download-new-max`: the newest new episodes one refresh queues for one source. Three:
    /// a podcast's first refresh brings its whole back catalogue, and nobody subscribing
    /// wants 300 episodes downloaded; three covers a daily show between two weekly refreshes
    /// less well than a higher cap would, but a missed episode is one `e` away.
    public var downloadNewMax = 3
    /// `download-command`: fetches a file instead of Byline's HTTP (nil: Byline fetches).
    public var downloadCommand: String?

    /// What `download-new-max` accepts.
    public static let newMaxRange = 1...100

    /// What `max-downloads` accepts.
    public static let parallelRange = 1...16

    /// The defaults.
    public init() {}

    /// ``freeSpaceMiB`` in bytes.
    public var reserveBytes: Int64 { Int64(freeSpaceMiB) << 20 }

    /// ``folder`` with a leading `~` made `home`.
    public func expandedFolder(home: String) -> String {
        if folder == "~" { return home }
        if folder.hasPrefix("~/") { return (home as NSString).appendingPathComponent(String(folder.dropFirst(2))) }
        return folder
    }

    /// The namer for files under the expanded folder.
    public func fileName(home: String) -> DownloadFileName {
        DownloadFileName(format: filenameFormat, folder: expandedFolder(home: home))
    }

    /// These settings as they apply to a source with `settings` of its own: its
    /// `download-new`, `download-new-max`, `download-command` and `player` over the global
    /// ones (a command set to `none` there is none).
    public func applying(_ settings: SourceSettings) -> DownloadSettings {
        var result = self
        if let own = settings.downloadNew { result.downloadNew = own }
        if let own = settings.downloadNewMax { result.downloadNewMax = own }
        if let own = settings.downloadCommand { result.downloadCommand = own.isEmpty ? nil : own }
        if let own = settings.player { result.player = own.isEmpty ? nil : own }
        return result
    }
}
