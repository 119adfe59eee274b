import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// Every key that cannot act says why, also after the browser sat idle longer than a
    /// note lasts (the browser's clock used to move only with ticks, so such a note counted
    /// as expired before it was drawn).
    @Suite("keys that cannot act say why") struct KeyAnswers {
        /// One article with five links, one with none.
        static let items = [
            FeedText.Item(
                title: "Five links here", link: "https://links.example/five",
                html: (1...5).map { #"<p><a href="https://links.example/\#($0)">link \#($0)</a></p>"# }.joined(), age: 1),
            FeedText.Item(title: "No links here", link: "https://links.example/none", html: "<p>Only words.</p>", age: 2)
        ]

        @Test("after idling past a note's lifetime: 9 on five links, 1 on none, F with a bad regex and R on an empty list each say why")
        func keysSayWhyAfterIdling() throws {
            let (home, server) = try EndToEndFeeds.preparedHome(["/links.xml": ("Links", Self.items)])
            defer { server.stop() }
            let session = try home.launch(width: 120, height: 30)
            defer { session.kill() }
            try session.waitUntil("the five-link article to show") { ScreenText($0).detailTitle == "Five links here" }
            try session.waitFor("Refreshed 1 source")
            try session.idleLongerThanANote()

            try session.sendKeys("9")
            try session.waitFor("This article has 5 numbered links: there is no [9]")
            try session.sendKeys("j")
            try session.waitUntil("the article without links to show") { ScreenText($0).detailTitle == "No links here" }
            try session.sendKeys("1")
            try session.waitFor("This article has no numbered links")
            // Twice: the same key after the same idle answers again.
            try session.idleLongerThanANote()
            try session.sendKeys("1")
            try session.waitFor("This article has no numbered links")

            try session.sendKeys("F")
            try session.type(#"title =~ "(""#)
            try session.sendKeys("Enter")
            let filter = ScreenText(try session.waitFor("column 10: invalid regular expression"))
            #expect(filter.statusBar.contains("Filter not applied"), "\(filter.statusBar)")

            try session.sendKeys("/")
            try session.type("zzzz")
            try session.sendKeys("Enter")
            try session.waitFor("No matches for 'zzzz'")
            try session.sendKeys("R")
            try session.waitFor("The list is empty: R refreshes the selected article's source, r every source")
            try session.sendKeys("Q")
            #expect(try home.ending(in: session).status == 0)
        }
    }
}

extension TmuxSession {
    /// Idles as users do (read, think, look away) for longer than a note lasts (5 s), counted
    /// from when the last note went: the browser's clock last moved then.
    func idleLongerThanANote() throws {
        try waitUntil("the note to go", timeout: 15) { ScreenText($0).statusBar.contains("? help") }
        Thread.sleep(forTimeInterval: 6)
    }
}
