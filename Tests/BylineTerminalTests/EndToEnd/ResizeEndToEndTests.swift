import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// Redrawing when the terminal changes size.
    @Suite("resizing") struct Resize {
        @Test("shrinking to 60×15 switches to one pane, 20×5 still draws, and back at 120×40 the first screen returns")
        func resizeAndBack() throws {
            let (home, server) = try EndToEndFeeds.preparedHome(["/world.xml": ("World Desk", EndToEndFeeds.international)])
            defer { server.stop() }
            let session = try home.launch(width: 120, height: 40)
            defer { session.kill() }
            let wide = try session.waitFor("? help  Enter open  / filter  r refresh  n next unread  q quit")
            #expect(wide.contains("│"))

            try session.resize(width: 60, height: 15)
            // The clipped 120-column frame still shows the pane separator: its absence means
            // Byline has drawn the single-pane layout.
            var screen = ScreenText(
                try session.waitUntil("the single-pane layout") { capture in
                    let screen = ScreenText(capture)
                    return screen.lines.count == 15 && !capture.contains("│") && screen.topBar.hasSuffix("4 unread · 4 articles")
                })
            #expect(screen.widestRow <= 60)
            #expect(screen.body.prefix(4).map { $0.contains("●") } == [true, true, true, true])
            #expect(screen.body.contains { $0.contains("서울에 첫눈이 내렸다") })
            #expect(screen.body.dropFirst(4).allSatisfy { $0.isEmpty }, "nothing left below the headlines:\n\(screen.lines.joined(separator: "\n"))")
            #expect(!screen.body.contains { $0.contains("Source:") }, "no article pane")
            #expect(screen.statusBar == " ? help  Enter open  / filter  r refresh  n next unread")

            try session.resize(width: 20, height: 5)
            screen = ScreenText(
                try session.waitUntil("the 20×5 frame") { capture in
                    let screen = ScreenText(capture)
                    return screen.lines.count == 5 && screen.topBar == " Byline  All sourc…"
                })
            #expect(screen.widestRow <= 20)
            #expect(screen.body.count == 3)
            #expect(screen.statusBar == " ? help  Enter open")

            try session.resize(width: 120, height: 40)
            let back = try session.waitUntil("the 120×40 frame to come back") { $0 == wide }
            #expect(back == wide)
            try session.sendKeys("q")
            #expect(try home.ending(in: session).status == 0, "no crash on the way")
        }
    }
}
