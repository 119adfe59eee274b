import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineText
@testable import BylineXML

/// `%u` in a command the user wrote can never make a link into shell syntax.
@Suite("placeholders in the user's commands")
struct CommandPlaceholdersTests {
    /// Links a feed may carry that would run `touch MARKER` if a shell read them raw.
    static func hostileLinks(marker: String) -> [String] {
        [
            "http://news.example/p?a=1&touch$IFS\(marker)&b=2",
            "http://news.example/p?q=1;touch$IFS\(marker);x=2",
            "http://news.example/p?q=$(touch$IFS\(marker))",
            "http://news.example/p?q=1'$(touch$IFS\(marker))'\"$(touch$IFS\(marker))\"",
            "http://news.example/p%20q/r?s=%7Cx&t=*&u=[1]{a,b}!x^y~z#frag"
        ]
    }

    @Test("a word that is only %u gets the link exactly; %U the feed's address; no placeholder appends the link")
    func wholeWords() {
        let link = "http://news.example/p?a=1&b=$(x)"
        #expect(CommandPlaceholders.substitute(["firefox", "--new-tab", "%u"], url: link, feedURL: nil) == ["firefox", "--new-tab", link])
        #expect(
            CommandPlaceholders.substitute(["open", "%U", "%u"], url: link, feedURL: "http://feeds.example/f")
                == ["open", "http://feeds.example/f", link])
        #expect(CommandPlaceholders.substitute(["firefox"], url: link, feedURL: nil) == nil)
        var configuration = Configuration()
        configuration.browser = "firefox --new-tab"
        #expect(configuration.browserArguments(for: link) == ["firefox", "--new-tab", link])
    }

    @Test("%u inside a longer word is the link with every shell character percent-encoded, and decodes back to it")
    func insideWords() throws {
        let link = "http://news.example/p?a=1&touch$IFS/tmp/x&b=2"
        let words = try #require(CommandPlaceholders.substitute(["sh", "-c", "echo %u >> log"], url: link, feedURL: nil))
        #expect(words == ["sh", "-c", "echo http://news.example/p?a=1%26touch%24IFS/tmp/x%26b=2 >> log"])
        for hostile in Self.hostileLinks(marker: "/tmp/m") {
            let inert = PercentEncoding.shellInert(hostile)
            #expect(inert.allSatisfy { $0.isLetter || $0.isNumber || "-._~:/?#=@+,%".contains($0) }, "\(inert)")
            #expect(inert.removingPercentEncoding == hostile.removingPercentEncoding, "\(inert) stands for \(hostile)")
        }
        #expect(PercentEncoding.shellInert("http://x.example/a%20b?c=%7C") == "http://x.example/a%20b?c=%7C", "escapes stay as they are")
    }

    @Test("real sh, bash, dash and zsh scripts with %u unquoted, in single and in double quotes run nothing and get the one word")
    func realShells() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("placeholders-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let marker = folder.appendingPathComponent("ran").path
        let shells = ["/bin/sh", "/bin/bash", "/bin/dash", "/usr/bin/zsh"].filter { FileManager.default.isExecutableFile(atPath: $0) }
        #expect(shells.count >= 2, "at least sh and bash are installed")
        for shell in shells {
            for script in [#"printf '%s\n' %u"#, #"printf '%s\n' '%u'"#, #"printf '%s\n' "%u""#] {
                for link in Self.hostileLinks(marker: marker) {
                    // zsh refuses a glob that matches nothing: its users quote %u (documented).
                    let quotedOnly = shell.hasSuffix("zsh") && !script.contains("'%u'") && !script.contains("\"%u\"")
                    guard !quotedOnly else { continue }
                    var configuration = Configuration()
                    configuration.browser = "\(shell) -c \"\(script.replacingOccurrences(of: "\"", with: "\\\""))\""
                    let argv = configuration.browserArguments(for: link)
                    #expect(argv.count == 3, "\(argv)")
                    let result = try ChildProcess(argv: argv, timeout: 10, environment: ["PATH": "/usr/bin:/bin"]).run()
                    let printed = String(decoding: result.output, as: UTF8.self)
                    #expect(result.status == 0, "\(shell) \(script) \(link): \(result.firstErrorLine() ?? "")")
                    #expect(printed == PercentEncoding.shellInert(link) + "\n", "\(shell) \(script) printed \(printed)")
                    #expect(!FileManager.default.fileExists(atPath: marker), "\(shell) ran a command from \(link)")
                }
            }
        }
    }

    @Test("a link with characters no URL holds raw is repaired without encoding its escapes twice")
    func repairedLinks() throws {
        #expect(PercentEncoding.repairingURL("http://x.example/a?x=|%20y") == "http://x.example/a?x=%7C%20y")
        #expect(
            PercentEncoding.repairingURL("http://x.example/a b/100%?q=\"é\"#one#two")
                == "http://x.example/a%20b/100%25?q=%22%C3%A9%22#one%23two")
        #expect(PercentEncoding.repairingURL("http://[::1]:8080/a[1]") == "http://[::1]:8080/a%5B1%5D")
        let url = try #require(ArticleText.webURL("http://x.example/a?x=|%20y", relativeTo: nil))
        #expect(url.absoluteString == "http://x.example/a?x=%7C%20y")
        let relative = try #require(ArticleText.webURL("/b?x=|%20y z", relativeTo: URL(string: "http://x.example/feed")))
        #expect(relative.absoluteString == "http://x.example/b?x=%7C%20y%20z")
    }
}

/// `browser-terminal`: which browser commands get the terminal.
@Suite("browser-terminal")
struct BrowserTerminalSettingTests {
    @Test("auto hands the terminal to the known text browsers only; yes to any command; no to none; the config reads all three")
    func choices() throws {
        let known = { (path: String) in path.hasSuffix("/w3m") }
        #expect(BrowserTerminal.auto.handsOverTerminal(to: "/usr/bin/w3m", isTextBrowser: known))
        #expect(!BrowserTerminal.auto.handsOverTerminal(to: "/home/me/bin/textview", isTextBrowser: known))
        #expect(BrowserTerminal.yes.handsOverTerminal(to: "/home/me/bin/textview", isTextBrowser: known))
        #expect(!BrowserTerminal.no.handsOverTerminal(to: "/usr/bin/w3m", isTextBrowser: known))
        for (line, expected) in [("browser-terminal yes", BrowserTerminal.yes), ("browser-terminal NO", .no), ("browser-terminal auto", .auto)] {
            let parsed = Configuration.parse(line + "\n")
            #expect(parsed.errors.isEmpty && parsed.configuration.browserTerminal == expected, "\(line): \(parsed.errors)")
        }
        #expect(!Configuration.parse("browser-terminal sometimes\n").errors.isEmpty)
    }
}
