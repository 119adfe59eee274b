import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

/// `download-new`, `download-new-max`, `download-command` and `player` for one source: read
/// from urls-file tags, `source` blocks and the global options, and the command's argv.
@Suite("per-source download settings")
struct DownloadSourceSettingsTests {
    @Test("the urls line wins over a block, which wins over the global option; none switches a global command off")
    func precedence() throws {
        let parsed = Configuration.parse(
            """
            download-new yes
            download-new-max 7
            download-command yt-dlp %u
            player mpv %f
            source tag:video {
                download-new-max 2
                download-command none
                player "mpv --fs" %u
            }
            """)
        #expect(parsed.errors.isEmpty)
        let global = parsed.configuration.downloads
        #expect(global.downloadNew && global.downloadNewMax == 7 && global.downloadCommand == "yt-dlp %u")
        let text = """
            https://example.com/a.xml video "download-new=no" "player=vlc %f"
            https://example.com/b.xml video
            https://example.com/c.xml
            """
        let sources = parsed.configuration.applyingSourceSettings(to: URLsFile.parse(text).sources).sources
        let effective = sources.map { global.applying($0.settings) }
        #expect(effective.map(\.downloadNew) == [false, true, true])
        #expect(effective.map(\.downloadNewMax) == [2, 2, 7])
        #expect(effective.map(\.downloadCommand) == [nil, nil, "yt-dlp %u"])
        #expect(effective.map(\.player) == ["vlc %f", "\"mpv --fs\" %u", "mpv %f"])
        #expect(sources[0].settings.origins[.player] == .urlsLine(file: "urls", line: 1))
        #expect(sources[1].settings.origins[.player] == .block(file: "config", line: 8, pattern: "tag:video"))
    }

    @Test("bad values are one error each naming the line; the rest of the line still counts")
    func badValues() {
        let parsed = URLsFile.parse(
            """
            https://example.com/a.xml "download-new=maybe" "download-new-max=0" "download-command=yt-dlp 'open" "player=mpv %f"
            """)
        #expect(
            parsed.errors.map(\.description) == [
                "urls:1: download-new must be yes or no, not 'maybe'",
                "urls:1: download-new-max must be between 1 and 100, not 0",
                "urls:1: download-command: a ' is opened and never closed"
            ])
        #expect(parsed.sources.first?.settings.player == "mpv %f")
        let config = Configuration.parse("download-new-max 500\n")
        #expect(config.errors.map(\.description) == ["config:1: download-new-max must be between 1 and 100, not 500"])
        #expect(config.configuration.downloads.downloadNewMax == 3, "the shipped default stays")
    }

    @Test("each placeholder is one word whatever the feed put in it; a relative path starting with - cannot read as an option")
    func inertPlaceholders() throws {
        let file = "/dl/-rf clip; $(touch PWNED) `id` \"x y\".mp4"
        let url = "https://example.com/watch?v=a%20b;c"
        #expect(try DownloadCommand.arguments("yt-dlp -o %f %u", url: url, file: file) == ["yt-dlp", "-o", file, url])
        #expect(try DownloadCommand.arguments("yt-dlp", url: url, file: file) == ["yt-dlp", url])
        #expect(try DownloadCommand.arguments("dl -o %f", url: url, file: "-rf x") == ["dl", "-o", "./-rf x"])
        let joined = try #require(try DownloadCommand.arguments("dl --out=%f", url: url, file: file))
        #expect(joined.count == 2 && joined[1].hasPrefix("--out=") && !joined[1].contains(" "))
        #expect(try DownloadCommand.arguments("  ", url: url, file: file) == nil)
    }
}
