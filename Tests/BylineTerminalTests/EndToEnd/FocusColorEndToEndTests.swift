import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// A configured `listfocus` look is drawn as configured on the focused row.
    @Suite("the focused row's color") struct FocusColor {
        @Test("color listfocus black yellow bold is bold on the focused unread row, in the focused pane and beside it, twice")
        func listFocusBold() throws {
            let (home, server) = try EndToEndFeeds.preparedHome(["/stories.xml": ("Stories", EndToEndFeeds.stories(3))])
            defer { server.stop() }
            try home.write("color listfocus black yellow bold\n", to: "config")
            let session = try home.launch(width: 120, height: 20)
            defer { session.kill() }
            try session.waitFor("Body of Story 01.")
            var row = try #require(StyledScreen(try session.capture(escapes: true)).codes(at: "Story 01", before: 45))
            #expect(row.isSuperset(of: ["fg:0", "bg:3", "bold"]), "focused list: \(row)")
            for _ in 1...2 {
                // Tab gives the article the keys; the list's cursor row keeps its configured look:
                // dim on top would undo the bold on terminals where both are one intensity.
                try session.sendKeys("Tab")
                try session.waitUntil("the article to have the keys") { ScreenText($0).statusBar.contains("Esc back") }
                row = try #require(StyledScreen(try session.capture(escapes: true)).codes(at: "Story 01", before: 45))
                #expect(row.isSuperset(of: ["fg:0", "bg:3", "bold"]), "list beside the article: \(row)")
                #expect(!row.contains("dim"), "list beside the article: \(row)")
                try session.sendKeys("Tab")
                try session.waitUntil("the list to have the keys") { ScreenText($0).statusBar.contains("Enter open") }
            }
            try session.sendKeys("Q")
            #expect(try home.ending(in: session).status == 0)
        }
    }
}
