import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

/// `exec:`, `filter:` and `file://` lines of the urls file: how their commands are split,
/// and that they are read only from the user's own file.
@Suite("exec, filter and file sources in the urls file")
struct LocalSourceLineTests {
    private func ownFile(_ text: String) -> ParsedSources {
        URLsFile.parse(text, allowingCommands: true)
    }

    @Test("an exec: line's command is split as the file quotes it, and nothing is expanded")
    func execCommandIsSplit() throws {
        let parsed = ownFile(
            #"""
            "exec:~/bin/feed --name \"two words\" 'single q' a\ b $HOME *" tech "~My exec feed"
            exec:/usr/bin/printf
            """#)
        #expect(parsed.errors == [])
        #expect(
            parsed.sources.map(\.kind) == [
                .exec(["~/bin/feed", "--name", "two words", "single q", "a b", "$HOME", "*"]),
                .exec(["/usr/bin/printf"])
            ])
        #expect(parsed.sources.first?.title == "My exec feed")
        #expect(parsed.sources.first?.tags == ["tech"])
        #expect(parsed.sources.first?.runsCommand == true)
    }

    @Test("a filter: line splits at the first colon after filter:, so the URL keeps its own")
    func filterSplitsAtFirstColon() throws {
        let parsed = ownFile(#""filter:clean.sh --strict:https://example.com:8443/feed?a=b" news"#)
        #expect(parsed.errors == [])
        let url = try #require(URL(string: "https://example.com:8443/feed?a=b"))
        #expect(parsed.sources.map(\.kind) == [.filter(["clean.sh", "--strict"], url)])
        #expect(parsed.sources.first?.key == "filter:clean.sh --strict:https://example.com:8443/feed?a=b")
    }

    @Test("a file:/// line is a local feed")
    func fileLineIsLocal() throws {
        let parsed = ownFile("file:///home/me/feeds/local.xml\nfile://localhost/srv/feed.xml\n")
        #expect(parsed.errors == [])
        #expect(
            parsed.sources.map(\.kind) == [
                .file(URL(fileURLWithPath: "/home/me/feeds/local.xml")),
                .file(try #require(URL(string: "file://localhost/srv/feed.xml")))
            ])
        #expect(parsed.sources.first?.displayName == "/home/me/feeds/local.xml")
    }

    @Test("bad local lines name their line and the others stay")
    func badLocalLinesAreNamed() {
        let parsed = ownFile(
            """
            exec:
            "exec:feed 'open"
            filter:no-url-here
            filter:clean.sh:ftp://example.com/feed
            file://remote.example.com/feed.xml
            exec:ok
            """)
        #expect(parsed.sources.map(\.key) == ["exec:ok"])
        #expect(
            parsed.errors.map(\.description) == [
                "urls:1: exec:COMMAND needs a command",
                "urls:2: the command of exec:COMMAND: a ' is opened and never closed",
                "urls:3: a filter source is written filter:COMMAND:URL; 'filter:no-url-here' has no ':' before the URL",
                "urls:4: the URL of filter source 'filter:clean.sh:ftp://example.com/feed': 'ftp://example.com/feed' is not an http(s) URL",
                "urls:5: a local feed is written file:///absolute/path; 'file://remote.example.com/feed.xml' is not one"
            ])
    }

    @Test("outside the user's own urls file (import, OPML) these forms are refused")
    func refusedOutsideTheOwnFile() throws {
        let imported = URLsFile.parse("exec:feed.sh\nfilter:f:https://example.com/\nfile:///etc/passwd\nhttps://ok.example.com/\n")
        #expect(imported.sources.map(\.key) == ["https://ok.example.com/"])
        #expect(imported.errors.count == 3)
        #expect(imported.errors.allSatisfy { $0.message.contains("only from your own urls file") })
        let opml = #"<opml version="2.0"><body><outline text="x" xmlUrl="exec:touch /tmp/pwned"/></body></opml>"#
        let parsed = try OPML.parse(Data(opml.utf8), fileName: "feeds.opml")
        #expect(parsed.sources.isEmpty)
        #expect(parsed.errors.first?.message.contains("only from your own urls file") == true)
    }

    @Test("a local source's line is written back so it reads the same")
    func linesRoundTrip() {
        let text = #""exec:feed --name \"two words\"" tech"# + "\n" + #""filter:clean.sh:https://example.com/feed""# + "\n"
        let parsed = ownFile(text)
        let again = ownFile(URLsFile.text(for: parsed.sources))
        #expect(again.sources == parsed.sources)
    }
}
