import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// A feed server that echoes the login it was sent puts nothing of it on screen.
    @Suite("echoed credentials on screen") struct EchoedSecrets {
        @Test("a feed server echoing a user:pass@ line's login shows [redacted] beside the failing source, after r too")
        func echoedLoginNeverOnScreen() throws {
            let password = "s3cret/pa ss!"
            let base64 = Data("bob:\(password)".utf8).base64EncodedString()
            let server = try TestHTTPServer { request in
                .text("refused \(request.header("Authorization") ?? "none")", status: 500)
            }
            defer { server.stop() }
            let home = try EndToEndHome()
            try home.writeURLs(["http://bob:s3cret%2Fpa%20ss%21@127.0.0.1:\(server.url().port ?? 0)/feed \"~Locked\""])
            let session = try home.launch()
            defer { session.kill() }
            var screens = [try session.waitUntil("the failure counted") { ScreenText($0).topBar.contains("✗ 1 failing") }]
            for press in 1...2 {
                try session.sendKeys("S")
                let sources = try session.waitFor("✗ Locked")
                screens.append(sources)
                let row = try #require(ScreenText(sources).body.first { $0.contains("Locked") })
                #expect(row.contains("refused Basic [redacted]"), "the reason beside the source (\(press)): \(row)")
                try session.sendKeys("q")
                try session.waitUntil("back to the headlines") { !ScreenText($0).body.contains { $0.contains("✗ Locked") } }
                guard press == 1 else { break }
                try session.sendKeys("r")
                try session.waitUntil("the second request") { _ in server.requests.count == 2 }
                screens.append(try session.waitUntil("r's notice of the failure") { ScreenText($0).statusBar.contains("1 failed") })
            }
            screens.append(try session.capture())
            for screen in screens {
                for secret in [base64, password, "bob:\(password)", "s3cret%2Fpa%20ss%21"] {
                    #expect(!screen.contains(secret), "the screen shows \(secret):\n\(screen)")
                }
            }
            try session.sendKeys("Q")
            #expect(try home.ending(in: session).status == 0)
        }
    }
}
