import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// `|` and Ctrl-B in the real browser: the user's scripts get the article as text on
    /// stdin, and the four bookmark arguments, as argv.
    @Suite("pipe-to and bookmark-cmd") struct Plumbing {
        @Test("| pipes the selected article's text and Ctrl-B hands its fields to bookmark-cmd, twice each")
        func pipeAndBookmarkReachTheScripts() throws {
            let items = (1...2).map { number in
                FeedText.Item(
                    title: "Story \(number) to keep", link: "https://news.example.com/\(number)",
                    html: "<p>Body of story \(number) with <b>bold</b> words.</p>", age: number)
            }
            let server = try TestHTTPServer(routes: [
                "/feed.xml": .text(
                    FeedText.rss(title: "Plumbed news", items: items),
                    contentType: "application/rss+xml")
            ])
            defer { server.stop() }
            let home = try EndToEndHome()
            let pipeLog = home.folder.appendingPathComponent("piped.txt").path
            let bookmarkLog = home.folder.appendingPathComponent("bookmarks.txt").path
            let pipe = try home.write("#!/bin/sh\n{ echo \"ARGS=$*\"; cat; echo END; } >> \"$1\"\n", to: "pipe.sh")
            let bookmark = try home.write(
                """
                #!/bin/sh
                { echo "ARGC=$#"; for argument in "$@"; do echo "ARG=$argument"; done; } >> \(shellQuoted(bookmarkLog))

                """, to: "bookmark.sh")
            for script in [pipe, bookmark] {
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
            }
            // Relative to the folder the pane starts byline in, so the prompt fits the status bar.
            try home.write("pipe-to \"./pipe.sh piped.txt\"\nbookmark-cmd \(bookmark.path)\n", to: "config")
            try home.writeURLs([server.urlString("/feed.xml")])
            let session = try home.launch()
            defer { session.kill() }
            try session.waitFor("Refreshed 1 source: 2 new")

            for number in 1...2 {
                if number == 2 { try session.sendKeys("j") }
                try session.waitUntil("story \(number) to be shown") { ScreenText($0).detailTitle == "Story \(number) to keep" }
                try session.sendKeys("|")
                try session.waitFor("Pipe to: ./pipe.sh piped.txt")
                try session.sendKeys("Enter")
                try session.waitFor("Piped the article to pipe.sh")
                try session.sendKeys("C-b")
                try session.waitUntil("bookmark \(number) to be written") { _ in
                    ((try? String(contentsOfFile: bookmarkLog, encoding: .utf8)) ?? "").components(separatedBy: "ARGC=").count == number + 1
                }
            }
            let piped = try String(contentsOfFile: pipeLog, encoding: .utf8)
            let runs = piped.components(separatedBy: "END\n").filter { !$0.isEmpty }
            #expect(runs.count == 2)
            for (index, run) in runs.enumerated() {
                #expect(run.hasPrefix("ARGS=piped.txt\nStory \(index + 1) to keep\n"), "\(run)")
                #expect(run.contains("Body of story \(index + 1) with bold words."))
                #expect(!run.contains("\u{1B}"), "plain text, no escape codes")
            }
            let bookmarks = try String(contentsOfFile: bookmarkLog, encoding: .utf8)
            #expect(
                bookmarks
                    == (1...2).map { number in
                        "ARGC=4\nARG=https://news.example.com/\(number)\nARG=Story \(number) to keep\n"
                            + "ARG=Body of story \(number) with bold words.\nARG=Plumbed news\n"
                    }.joined())
            try session.sendKeys("q")
            #expect(try home.ending(in: session).status == 0)
        }

        @Test("notify-program runs after a refresh in the browser that brought new articles, and not after one without")
        func notifyAfterBrowserRefreshes() throws {
            let served = LockedValue(0)
            let server = try TestHTTPServer { _ in
                let round = served.update { count -> Int in
                    count += 1
                    return count
                }
                let items = (1...(round >= 3 ? 3 : 2)).map { number in
                    FeedText.Item(title: "Notified story \(number)", link: "https://news.example.com/n\(number)", age: 10 - number)
                }
                return .text(FeedText.rss(title: "Notifier", items: items), contentType: "application/rss+xml")
            }
            defer { server.stop() }
            let home = try EndToEndHome()
            let log = home.folder.appendingPathComponent("notified.txt").path
            let notify = try home.write(
                """
                #!/bin/sh
                { echo "ARGC=$#"; for argument in "$@"; do echo "ARG=$argument"; done; } >> \(shellQuoted(log))

                """, to: "notify.sh")
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: notify.path)
            try home.write("notify-program \(notify.path)\n", to: "config")
            try home.writeURLs([server.urlString("/feed.xml")])
            func calls() -> String { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }
            let session = try home.launch()
            defer { session.kill() }
            try session.waitFor("Refreshed 1 source: 2 new")
            try session.waitUntil("the first notification") { _ in calls().contains("ARGC=") }
            try session.sendKeys("r")
            try session.waitFor("Refreshed 1 source: 0 new")
            try session.sendKeys("r")
            try session.waitFor("Refreshed 1 source: 1 new")
            try session.waitUntil("the second notification") { _ in calls().components(separatedBy: "ARGC=").count == 3 }
            #expect(
                calls() == "ARGC=3\nARG=2\nARG=Notified story 2\nARG=Notified story 1\n"
                    + "ARGC=2\nARG=1\nARG=Notified story 3\n", "one call per refresh with new articles, none for the one without")
            try session.sendKeys("q")
            #expect(try home.ending(in: session).status == 0)
        }
    }
}
