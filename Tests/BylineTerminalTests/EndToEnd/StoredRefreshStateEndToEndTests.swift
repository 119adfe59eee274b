import BylineCore
import BylineTestSupport
import BylineText
import Foundation
import Testing

extension EndToEndTests {
    /// What a refresh leaves in the cache for later: nothing when it was stopped by a quit,
    /// and reasons that a later browser writes in its own language.
    @Suite("what a refresh leaves behind") struct StoredRefreshState {
        /// Words as they stand on screen, however the pane wrapped them.
        static func flowing(_ lines: [String]) -> String {
            lines.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }

        @Test("Q in the middle of a refresh, twice, is no failure: the next start shows no error and fetches the feed at once, and so does r")
        func quitMidRefreshIsNotAFailure() throws {
            let fetches = LockedValue(0)
            let server = try TestHTTPServer { request in
                guard request.path == "/slow.xml" else { return .text("no route", status: 404) }
                let number = fetches.next()
                // The first two answers never come: the browser is quit while it waits.
                guard number > 2 else { return .hang }
                let items = [FeedText.Item(title: "Patient story \(number)", link: "https://news.example/patient/\(number)", age: 1)]
                return .text(FeedText.rss(title: "Patient", items: items), contentType: "application/rss+xml")
            }
            defer { server.stop() }
            let home = try EndToEndHome()
            try home.writeURLs([server.urlString("/slow.xml") + " \"~Patient feed\""])

            for quit in 1...2 {
                let session = try home.launch()
                defer { session.kill() }
                try session.waitUntil("the launch refresh to ask the slow feed (start \(quit))", timeout: 20) { _ in
                    fetches.current == quit
                }
                try session.sendKeys("Q")
                #expect(try home.ending(in: session).status == 0)
            }

            let session = try home.launch()
            defer { session.kill() }
            // Not held back by a back-off: the launch refresh asks it straight away.
            try session.waitFor("Patient story 3", timeout: 20)
            try session.sendKeys("S")
            let row = try #require(ScreenText(try session.waitFor("Patient feed")).body.first { $0.contains("Patient feed") })
            #expect(!row.hasPrefix("✗") && !row.contains("cancelled"), "no error is stored: \(row)")
            try session.sendKeys("Escape", "r")
            try session.waitFor("Patient story 4", timeout: 20)
            #expect(fetches.current == 4)
        }

        @Test(
            "a reason stored by a refresh under LANG=ko_KR.UTF-8 reads in English in an English browser, and the reverse; the source's empty list says why and until when",
            arguments: [("ko_KR.UTF-8", UILanguage.english), ("C.UTF-8", UILanguage.korean)])
        func storedReasonInTheReadersLanguage(refreshedUnder: String, reader: UILanguage) throws {
            let server = try TestHTTPServer { request in
                switch request.path {
                case "/limited.xml": return .status(429, headers: [("Retry-After", "3600")])
                case "/fine.xml": return .text(FeedText.rss(title: "Fine", items: EndToEndFeeds.stories(2)), contentType: "application/rss+xml")
                default: return .text("no route", status: 404)
                }
            }
            defer { server.stop() }
            let home = try EndToEndHome()
            try home.writeURLs([server.urlString("/fine.xml") + " \"~Fine\"", server.urlString("/limited.xml") + " \"~Limited\""])
            let refreshed = try BylineProcess.run(
                ["refresh"] + home.options,
                environment: BylineProcess.environment(home: home.folder, extra: ["LANG": refreshedUnder]))
            #expect(refreshed.status == 1, "\(refreshed.allOutput)")

            let session = try home.launch(width: 150, extra: ["LANG": reader == .korean ? "ko_KR.UTF-8" : "C.UTF-8"])
            defer { session.kill() }
            try session.waitFor("Story 01", timeout: 20)
            try session.sendKeys("S")
            // Each reader sees the server's 429 in their own words.
            let reason = NetworkText.tooManyRequests.text(in: reader)
            let other = NetworkText.tooManyRequests.text(in: reader == .korean ? .english : .korean)
            let screen = ScreenText(try session.waitFor("Limited", timeout: 20))
            let row = try #require(screen.body.first { $0.contains("Limited") })
            #expect(row.hasPrefix("✗") && row.contains("429") && row.contains(reason), "\(row)")
            #expect(!row.contains(other), "\(row)")
            // Limited is the last row: its empty list says it failed, why, and until when.
            try session.sendKeys("G", "Enter")
            let failed = reader == .korean ? "마지막 새로 고침이 실패했습니다" : "the last refresh of this source failed"
            let waits = reader == .korean ? "까지 기다려 달라고 했습니다" : "Its server asked to wait until"
            let list = try session.waitUntil("the empty list to say why", timeout: 20) { screen in
                let words = Self.flowing(ScreenText(screen).list)
                return words.contains(failed) && words.contains(waits)
            }
            #expect(Self.flowing(ScreenText(list).list).contains(reason))
        }
    }
}
