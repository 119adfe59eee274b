import BylineCore
import Testing

/// `player-terminal`: whether the browser hands the terminal to the player.
@Suite struct PlayerTerminalTests {
    @Test func autoGivesTheTerminalToTerminalPlayersOnly() {
        let settings = Configuration.parse("").configuration.downloads
        #expect(settings.playerTerminal == .auto)
        #expect(settings.playerTerminal.handsOverTerminal(to: "/usr/bin/mpv", isTextBrowser: DownloadSettings.isTextPlayer))
        #expect(settings.playerTerminal.handsOverTerminal(to: "/usr/bin/mpg123", isTextBrowser: DownloadSettings.isTextPlayer))
        #expect(!settings.playerTerminal.handsOverTerminal(to: "/usr/bin/celluloid", isTextBrowser: DownloadSettings.isTextPlayer))
        #expect(!settings.playerTerminal.handsOverTerminal(to: "/usr/bin/xdg-open", isTextBrowser: DownloadSettings.isTextPlayer))
    }

    @Test func yesAndNoDecideForAnyPlayerAndABadWordIsReported() {
        let yes = Configuration.parse("player-terminal yes\n").configuration.downloads.playerTerminal
        #expect(yes.handsOverTerminal(to: "/usr/bin/celluloid", isTextBrowser: DownloadSettings.isTextPlayer))
        let no = Configuration.parse("player-terminal no\n").configuration.downloads.playerTerminal
        #expect(!no.handsOverTerminal(to: "/usr/bin/mpv", isTextBrowser: DownloadSettings.isTextPlayer))
        let bad = Configuration.parse("player-terminal sometimes\n")
        #expect(bad.errors.map(\.description) == ["config:1: player-terminal must be auto, yes or no, not 'sometimes'"])
        #expect(bad.configuration.downloads.playerTerminal == .auto)
    }
}

/// `image-viewer`: a command, or none.
@Suite struct ImageViewerSettingTests {
    @Test func aCommandIsKeptAsWrittenAndNoneClearsIt() {
        #expect(Configuration.parse("").configuration.downloads.imageViewer == nil)
        #expect(Configuration.parse("image-viewer feh --scale-down %u\n").configuration.downloads.imageViewer == "feh --scale-down %u")
        #expect(Configuration.parse("image-viewer feh\nimage-viewer none\n").configuration.downloads.imageViewer == nil)
        let bad = Configuration.parse("image-viewer \"feh\n")
        #expect(bad.errors.count == 1)
        #expect(bad.configuration.downloads.imageViewer == nil)
    }
}
