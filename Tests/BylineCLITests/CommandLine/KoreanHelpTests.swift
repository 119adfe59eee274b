import BylineCore
import Testing
@testable import BylineCLI

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
}
