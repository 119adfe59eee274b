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
