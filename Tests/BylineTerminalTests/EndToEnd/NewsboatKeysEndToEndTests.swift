import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// `keymap newsboat`: newsboat's default keys in the real binary.
    @Suite("newsboat's keys") struct NewsboatKeys {
        @Test("keymap newsboat: j and k go from source to source, twice, r reloads this source and R all of them")
        func newsboatKeysStepAndReload() throws {
            let (home, server) = try EndToEndFeeds.preparedHome([
                "/alpha.xml": ("Alpha", EndToEndFeeds.stories(3)),
                "/beta.xml": ("Beta", (1...2).map { FeedText.Item(title: "Beta story \($0)", link: "https://beta.example/\($0)", age: $0) })
            ])
            defer { server.stop() }
            try home.write("keymap newsboat\n", to: "config")
            let session = try home.launch(width: 100, height: 24)
            defer { session.kill() }
            try session.waitFor("Refreshed 2 sources")

            // j in the list: the next source's articles, named in the top bar; at the end it says so.
            try session.sendKeys("j")
            var screen = ScreenText(try session.waitFor("Byline  Alpha"))
            #expect(screen.list.contains { $0.contains("Story 01") })
            try session.sendKeys("j")
            screen = ScreenText(try session.waitFor("Byline  Beta"))
            #expect(screen.list.contains { $0.contains("Beta story 1") } && !screen.list.contains { $0.contains("Story 01") })
            try session.sendKeys("j")
            try session.waitFor("Already at the last source")
            try session.sendKeys("k")
            try session.waitFor("Byline  Alpha")
            try session.sendKeys("k")
            screen = ScreenText(try session.waitFor("Already at the first source"))
            #expect(screen.topBar.contains("Byline  Alpha"))

            // r reloads the source shown, R every source.
            try session.sendKeys("r")
            try session.waitFor("Refreshed 1 source")
            try session.sendKeys("R")
            try session.waitFor("Refreshed 2 sources")
        }
    }
}
