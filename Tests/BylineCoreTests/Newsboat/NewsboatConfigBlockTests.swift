import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("the block of newsboat settings in Byline's config")
struct NewsboatConfigBlockTests {
    @Test("the block is appended once; merging again replaces it, so twice is the same as once")
    func twiceIsOnce() {
        let existing = "# mine\ncolor no\n"
        let once = NewsboatConfigBlock.merge(["reload-time 30", "bind-key j down"], into: existing)
        #expect(
            once.text == """
                # mine
                color no
                \(NewsboatConfigBlock.start)
                reload-time 30
                bind-key j down
                \(NewsboatConfigBlock.end)

                """)
        #expect(once.carried == 2)
        #expect(NewsboatConfigBlock.merge(["reload-time 30", "bind-key j down"], into: once.text).text == once.text)
        let changed = NewsboatConfigBlock.merge(["reload-time 15"], into: once.text + "refresh-backoff 90\n")
        #expect(changed.text == "# mine\ncolor no\n\(NewsboatConfigBlock.start)\nreload-time 15\n\(NewsboatConfigBlock.end)\nrefresh-backoff 90\n")
    }

    @Test("a setting the user already set keeps the user's value; repeatable ones are added beside theirs")
    func yourSettingsWin() {
        let merged = NewsboatConfigBlock.merge(
            ["browser firefox %u", "bind-key j down", "reload-time 30"],
            into: "browser w3m\nbind-key k up\n")
        #expect(merged.keptYours == ["browser"])
        #expect(merged.carried == 2)
        #expect(
            merged.text == "browser w3m\nbind-key k up\n\(NewsboatConfigBlock.start)\nbind-key j down\nreload-time 30\n\(NewsboatConfigBlock.end)\n")
    }
}
