import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// `w` in the real browser: the open article saved under `save-path`, and a file already
    /// there overwritten only after a `y` in the status line.
    @Suite("the save key") struct SaveKey {
        @Test("w saves the open article; a second w asks, n keeps the file, y overwrites it")
        func saveAskBeforeOverwriting() throws {
            let items = [
                FeedText.Item(
                    title: "Story to keep", link: "https://news.example.com/keep",
                    html: "<p>Body of the story with <b>bold</b> words.</p>", age: 1)
            ]
            let server = try TestHTTPServer(routes: [
                "/feed.xml": .text(FeedText.rss(title: "Kept news", items: items), contentType: "application/rss+xml")
            ])
            defer { server.stop() }
            let home = try EndToEndHome()
            // Relative to the folder the pane starts byline in, so the question fits the status bar.
            try home.write("save-path saved\n", to: "config")
            try home.writeURLs([server.urlString("/feed.xml")])
            let folder = home.folder.appendingPathComponent("saved").path
            func savedFiles() -> [String] { (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] }
            let session = try home.launch()
            defer { session.kill() }
            try session.waitFor("Refreshed 1 source: 1 new")
            try session.waitUntil("the story to be shown") { ScreenText($0).detailTitle == "Story to keep" }

            try session.sendKeys("w")
            try session.waitFor("Saved saved/")
            let name = try #require(savedFiles().first)
            #expect(name.hasSuffix("-Story-to-keep.md"), "\(savedFiles())")
            let path = (folder as NSString).appendingPathComponent(name)
            let saved = try String(contentsOfFile: path, encoding: .utf8)
            #expect(saved.hasPrefix("---\ntitle: \"Story to keep\"\nlink: \"https://news.example.com/keep\""))
            #expect(saved.contains("Body of the story with bold words."))

            try "my own notes\n".write(toFile: path, atomically: false, encoding: .utf8)
            for answer in ["n", "y"] {
                try session.sendKeys("w")
                try session.waitFor("is there already. Overwrite it? (y/n)")
                try session.sendKeys(answer)
                if answer == "n" {
                    try session.waitFor("kept as it was")
                    #expect(try String(contentsOfFile: path, encoding: .utf8) == "my own notes\n")
                } else {
                    try session.waitFor("Saved saved/")
                    #expect(try String(contentsOfFile: path, encoding: .utf8) == saved)
                }
            }
            #expect(savedFiles() == [name], "no temporary file is left")
            try session.sendKeys("q")
            #expect(try home.ending(in: session).status == 0)
        }
    }
}
