import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// Links and titles made to run a command if a shell read them, through every command a
    /// user can configure, each a real `sh -c` line.
    @Suite("hostile links and the user's shell lines") struct HostileLinks {
        /// A file's lines, or none while it does not exist.
        static func lines(_ path: String) -> [String] {
            ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
                .dropLast().map(String.init)
        }

        /// Waits until `path` has `count` lines and returns them.
        static func waitForLines(_ path: String, _ count: Int, in session: TmuxSession) throws -> [String] {
            try session.waitUntil("\(count) lines in \((path as NSString).lastPathComponent)", timeout: 15) { _ in
                lines(path).count >= count
            }
            return lines(path)
        }

        @Test("o, 1–9, |, Ctrl-B and notify-program run nothing a link or title holds, and the link arrives as one word")
        func nothingRuns() throws {
            let home = try EndToEndHome()
            let marker = home.folder.appendingPathComponent("ran").path
            let key = "nk-" + UUID().uuidString
            let server = try TestHTTPServer { _ in .text("", status: 500) }
            defer { server.stop() }
            let base = "http://127.0.0.1:\(server.url().port ?? 0)"
            let title = "Breaking $(touch$IFS\(marker)) `touch$IFS\(marker)` & more"
            let second = "Second ;touch$IFS\(marker)| story"
            let items = [
                FeedText.Item(
                    title: title, link: "\(base)/p?a=1&touch$IFS\(marker)&b=2",
                    html:
                        #"<p>See <a href="\#(base)/s?q=1;touch$IFS\#(marker);x=2">one</a> and <a href="\#(base)/d?q=$(touch$IFS\#(marker))">two</a>.</p>"#,
                    age: 1),
                FeedText.Item(title: second, link: "\(base)/b?q=`touch$IFS\(marker)`&r=|x", age: 2),
                FeedText.Item(title: "Encoded story", link: "\(base)/e?x=|%20y", age: 3)
            ]
            let feedServer = try TestHTTPServer(routes: [
                "/feed.xml": .text(
                    FeedText.rss(title: "Hostile", items: items),
                    contentType: "application/rss+xml")
            ])
            defer { feedServer.stop() }
            try home.writeURLs([feedServer.urlString("/feed.xml")])
            try home.write(
                #"""
                browser sh -c "echo %u >> browser.log; env > browser.env"
                pipe-to "sh -c 'printf \"%s\\n\" \"$BYLINE_URL\" >> pipe.log; env > pipe.env; cat > /dev/null'"
                bookmark-cmd "sh -c 'env > bookmark.env; printf \"%s\\n\" \"$1\" \"$2\" \"$BYLINE_URL\" >> bookmark.log' bookmark"
                notify-program "sh -c 'printf \"%s\\n\" \"$1\" \"$2\" \"$BYLINE_TITLE\" >> notify.log; env > notify.env' notify"

                """#, to: "config")
            let folder = home.folder.path
            let session = try home.launch(extra: ["NEWSAPI_KEY": key])
            defer { session.kill() }
            try session.waitFor("Refreshed 1 source: 3 new")
            let notified = try Self.waitForLines("\(folder)/notify.log", 3, in: session)
            // The count, then the newest title (as the cache stored them) twice: argv and BYLINE_TITLE.
            #expect(
                notified.count == 3 && notified[0] == "3" && [title, second, "Encoded story"].contains(notified[1]) && notified[2] == notified[1],
                "\(notified)")

            // The link as the feed wrote it, and as one inert word inside the shell script.
            let first = "\(base)/p?a=1&touch$IFS\(marker)&b=2"
            let inert = [
                "\(base)/p?a=1%26touch%24IFS\(marker)%26b=2", "\(base)/s?q=1%3Btouch%24IFS\(marker)%3Bx=2",
                "\(base)/d?q=%24%28touch%24IFS\(marker)%29", "\(base)/b?q=%60touch%24IFS\(marker)%60%26r=%7Cx"
            ]
            try session.waitUntil("the first story to be shown") { ScreenText($0).detailTitle.hasPrefix("Breaking") }
            for round in 1...2 {
                try session.sendKeys("o")
                #expect(try Self.waitForLines("\(folder)/browser.log", round, in: session).last == inert[0])
            }
            try session.sendKeys("Enter", "1")
            #expect(try Self.waitForLines("\(folder)/browser.log", 3, in: session).last == inert[1])
            try session.sendKeys("2")
            #expect(try Self.waitForLines("\(folder)/browser.log", 4, in: session).last == inert[2])
            try session.sendKeys("|")
            try session.waitFor("Pipe to: sh -c")
            try session.sendKeys("Enter")
            #expect(try Self.waitForLines("\(folder)/pipe.log", 1, in: session) == [first])
            try session.sendKeys("C-b")
            #expect(try Self.waitForLines("\(folder)/bookmark.log", 3, in: session) == [first, title, first])

            try session.sendKeys("Escape", "j")
            try session.waitUntil("the second story to be shown") { ScreenText($0).detailTitle.hasPrefix("Second") }
            try session.sendKeys("o")
            #expect(try Self.waitForLines("\(folder)/browser.log", 5, in: session).last == inert[3])
            let environment = Self.lines("\(folder)/browser.env")
            #expect(environment.contains("BYLINE_URL=\(base)/b?q=%60touch$IFS\(marker)%60&r=%7Cx"), "the exact link in BYLINE_URL")
            #expect(environment.contains("BYLINE_TITLE=\(second)") && environment.contains("BYLINE_FEED_TITLE=Hostile"))
            #expect(environment.contains("BYLINE_FEED_URL=\(feedServer.urlString("/feed.xml"))"))
            try session.sendKeys("j")
            try session.waitUntil("the encoded story to be shown") { ScreenText($0).detailTitle == "Encoded story" }
            try session.sendKeys("o")
            #expect(try Self.waitForLines("\(folder)/browser.log", 6, in: session).last == "\(base)/e?x=%7C%20y", "%20 is not encoded again")
            for file in ["browser.env", "notify.env", "pipe.env", "bookmark.env"] {
                let text = try String(contentsOfFile: "\(folder)/\(file)", encoding: .utf8)
                #expect(!text.contains(key) && !text.contains("NEWSAPI_KEY"), "\(file) holds the key")
            }
            #expect(!FileManager.default.fileExists(atPath: marker), "a command from a link or title ran")
            try session.sendKeys("Q")
            #expect(try home.ending(in: session).status == 0)
            #expect(!FileManager.default.fileExists(atPath: marker))
        }
    }
}
