import BylineCore
import Foundation
import Testing

@testable import BylineCLI
@testable import BylineText

@Suite("The command line's help in Korean")
struct KoreanHelpTests {
    static let korean = ["LANG": "ko_KR.UTF-8"]

    @Test("the overview and every help page speak Korean and keep within 80 columns", arguments: CommandRegistry.all.map(\.name))
    func pages(name: String) async {
        let overview = await CapturedRun.run(["--help"], extra: Self.korean).stdout
        #expect(overview.contains(OverviewText.commandsHeading.text(in: .korean)))
        let page = await CapturedRun.run(["help", name], extra: Self.korean).stdout
        #expect(page.contains(OverviewText.globalOptionsLine.text(in: .korean, "").prefix(6)))
        for text in [overview, page] {
            #expect(text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(name)")
            #expect(text.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= HelpText.width }, "\(name)")
        }
    }

    @Test("usage errors are Korean; the man page stays English")
    func errorsAndManPage() async {
        let missing = await CapturedRun.run(["remove"], extra: Self.korean)
        #expect(missing.stderr.hasPrefix("byline: remove에는 SOURCE이(가) 필요합니다\n"))
        #expect(await CapturedRun.run(["man"], extra: Self.korean).stdout == Localization.$override.withValue(.english) { ManPage.text() })
    }

    @Test("ui-language ko in the config makes the config's own mistakes Korean, with their line numbers")
    func configMistakesInKorean() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("byline-ko-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let urls = folder.appendingPathComponent("urls").path
        try "https://example.org/feed.xml\n".write(toFile: urls, atomically: true, encoding: .utf8)
        let korean = folder.appendingPathComponent("config-ko").path
        try "ui-language ko\ndownload-timeout abc\n".write(toFile: korean, atomically: true, encoding: .utf8)
        let english = folder.appendingPathComponent("config-en").path
        try "download-timeout abc\n".write(toFile: english, atomically: true, encoding: .utf8)

        // import reads the whole config, so it reports every line (export uses no setting and
        // no longer repeats them); importing the urls file into itself adds nothing.
        let inKorean = await CapturedRun.run(["import", urls, "--config", korean, "--urls", urls])
        #expect(inKorean.stderr.contains("config-ko:2: download-timeout은(는) 초 단위 숫자여야 합니다 ('abc'이(가) 아님)"))
        let inEnglish = await CapturedRun.run(["import", urls, "--config", english, "--urls", urls])
        #expect(inEnglish.stderr.contains("config-en:1: download-timeout must be a number of seconds, not 'abc'"))
        let byLang = await CapturedRun.run(["import", urls, "--config", english, "--urls", urls], extra: Self.korean)
        #expect(byLang.stderr.contains("config-en:1: download-timeout은(는) 초 단위 숫자여야 합니다"))
    }
}
