import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// The config's bind-key, unbind-key and macro lines, in the real binary.
    @Suite("key bindings") struct KeyBindings {
        static let config = """
            bind-key x toggle-article-read
            unbind-key N
            bind-key J next
            bind-key J down
            macro m down ; down ; toggle-star
            bind-key y frob
            """

        @Test("a rebound key and a macro work twice each, an unbound default does nothing, and ? lists them")
        func rebindingAndMacro() throws {
            let (home, server) = try EndToEndFeeds.preparedHome(["/stories.xml": ("Stories", EndToEndFeeds.stories(6))])
            defer { server.stop() }
            try home.write(Self.config, to: "config")
            let session = try home.launch(width: 80, height: 24)
            defer { session.kill() }
            // The browser runs and refreshes on launch; once the refresh's note has gone, the
            // first warning is in the status bar, and both are counted.
            try session.waitFor("Refreshed 1 source")
            var screen = ScreenText(try session.waitFor("config:4: J bound again", timeout: 15))
            #expect(screen.topBar.contains("6 unread · 6 articles"))
            #expect(screen.statusBar.hasPrefix(" 2 warnings (? lists them): config:4: J bound again; 'down' (line 4) replaces"))

            // x toggles read (twice: read, then unread again).
            try session.sendKeys("x")
            screen = ScreenText(try session.waitFor("5 unread · 6 articles"))
            #expect(!Self.row("Story 01", in: screen).contains("●"))
            try session.sendKeys("x")
            screen = ScreenText(try session.waitFor("6 unread · 6 articles"))
            #expect(Self.row("Story 01", in: screen).contains("●"))

            // N is unbound: N then x leaves Story 01 read once, not toggled twice.
            try session.sendKeys("N", "x")
            screen = ScreenText(try session.waitFor("5 unread · 6 articles"))
            #expect(!Self.row("Story 01", in: screen).contains("●"))

            // , m moves down twice and stars; twice: Story 03, then Story 05.
            try session.sendKeys(",", "m")
            screen = ScreenText(try session.waitUntil(", m to star Story 03") { Self.row("Story 03", in: ScreenText($0)).contains("★") })
            #expect(!Self.row("Story 02", in: screen).contains("★"))
            try session.sendKeys(",", "m")
            screen = ScreenText(try session.waitUntil(", m to star Story 05") { Self.row("Story 05", in: ScreenText($0)).contains("★") })
            #expect(Self.row("Story 03", in: screen).contains("★"))
            #expect(!Self.row("Story 04", in: screen).contains("★"))
            #expect(home.listedStarred() == ["Story 03", "Story 05"])

            // The help shows the map as configured, the macro included.
            try session.sendKeys("?")
            let help = try session.waitFor("─ Keys ─")
            for line in ["│ ↓ j J          Next headline / scroll down", "│ x              Toggle read"] {
                #expect(help.contains(line), "the help lists \(line)")
            }
            try session.sendKeys("End")
            let end = try session.waitFor("Macros:")
            #expect(end.contains("│ , m            down; down; toggle-star"))
            #expect(end.contains("│ ,              Run a macro: then the macro's key"))
        }

        /// The list row that shows `title`.
        static func row(_ title: String, in screen: ScreenText) -> String {
            screen.list.first { $0.contains(title) } ?? ""
        }
    }
}

extension EndToEndHome {
    /// The titles of the starred articles, as `byline list --starred --json` prints them, sorted.
    func listedStarred() -> [String] {
        guard let result = try? byline(["list", "--starred", "--json"] + options), result.status == 0,
            let rows = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
        else { return [] }
        return rows.compactMap { $0["title"] as? String }.sorted()
    }
}
