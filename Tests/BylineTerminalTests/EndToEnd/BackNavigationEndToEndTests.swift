import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// `q` and Esc go back one level, as a newsboat user's hands expect: from a tag's or a
    /// source's articles to the sources view (newsboat's feed list), and only from the top
    /// level does `q` quit.
    @Suite("going back") struct BackNavigation {
        @Test("q and Esc in a source's or a tag's list go back to the sources view, twice; q quits only from the top")
        func backToTheSourcesView() throws {
            let (home, server) = try EndToEndTests.Sources.home()
            defer { server.stop() }
            let session = try home.launch()
            defer { session.kill() }
            try session.waitFor("Refreshed 3 sources: 4 new, 1 failed")
            try session.waitFor("3 unread · 3 articles")

            for key in ["q", "Escape"] {
                // The last row is the source 기술 뉴스.
                try session.sendKeys("S")
                try session.waitFor("Sources by name")
                try session.sendKeys("G", "Enter")
                try session.waitFor("Byline  기술 뉴스")
                try session.sendKeys(key)
                let sources = ScreenText(try session.waitFor("Sources by name"))
                #expect(sources.body.contains { $0.contains("Broken feed") }, "\(key) goes back to the sources view")
                // The sources view goes back to the list shown before, not to the source's.
                try session.sendKeys("q")
                let top = ScreenText(try session.waitFor("Byline  All sources"))
                #expect(top.topBar.hasSuffix("3 unread · 3 articles"))
            }

            // A tag's list, then an article in it: q closes the article, then goes back.
            try session.sendKeys("S")
            try session.waitFor("Sources by name")
            let tags = ScreenText(try session.capture())
            let tagRow = try #require(tags.body.firstIndex { $0.hasPrefix("  tech") })
            let allRow = try #require(tags.body.firstIndex { $0.hasPrefix("  All") })
            // j steps over the section headings (`── Tags ──`).
            let steps = tags.body[(allRow + 1)...tagRow].filter { !$0.contains("──") }.count
            try session.sendKeys(["g"] + Array(repeating: "j", count: steps) + ["Enter"])
            try session.waitFor("Byline  tech")
            try session.sendKeys("Enter")
            try session.waitUntil("the article to have the keys") { ScreenText($0).statusBar.contains("Esc back") }
            try session.sendKeys("q")
            try session.waitUntil("the tag's list to have the keys") { screen in
                ScreenText(screen).topBar.contains("Byline  tech") && ScreenText(screen).statusBar.contains("Enter open")
            }
            try session.sendKeys("q")
            try session.waitFor("Sources by name")
            try session.sendKeys("q")
            try session.waitFor("Byline  All sources")
            try session.sendKeys("q")
            #expect(try home.ending(in: session).status == 0)
        }
    }
}
