import BylineCore
import BylineRefresh
import Foundation
import Testing

@testable import BylineCLI
@testable import BylineText

@Suite("The core's messages reach the command line in Korean")
struct KoreanCoreMessagesTests {
    static let korean = ["LANG": "ko_KR.UTF-8"]

    @Test("byline account add with a bad name says why in Korean")
    func accountName() async {
        let arguments = ["account", "add", "bad name", "--type", "greader", "--url", "https://rss.example", "--user", "a", "--password-stdin"]
        let korean = await CapturedRun.run(arguments, extra: Self.korean)
        #expect(korean.status != 0)
        #expect(korean.stderr.contains(SyncAccountText.nameCharacters.text(in: .korean, "bad name")), "\(korean.stderr)")
        let english = await CapturedRun.run(arguments)
        #expect(
            english.stderr.contains(
                "the account name 'bad name' may use only letters, digits, '.', '_' and '-', and must start with a letter or digit"))
    }

    @Test("byline import of a file that is not OPML says so in Korean, with the file's name")
    func importNotOPML() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("byline-ko-core-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("feeds.opml").path
        try "<rss version=\"2.0\"/>".write(toFile: file, atomically: true, encoding: .utf8)
        let urls = folder.appendingPathComponent("urls").path
        let run = await CapturedRun.run(["import", file, "--urls", urls], extra: Self.korean)
        #expect(run.status != 0)
        #expect(run.stderr.contains(OPMLText.notOPML.text(in: .korean, "rss")), "\(run.stderr)")
    }
}
