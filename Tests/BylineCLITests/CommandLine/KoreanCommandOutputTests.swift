import BylineCore
import BylineTerminal
import BylineUI
import Foundation
import Testing

@testable import BylineCLI
@testable import BylineText

@Suite("The commands' own sentences in Korean")
struct KoreanCommandOutputTests {
    static let korean = ["LANG": "ko_KR.UTF-8"]

    private static func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    /// A folder with its own urls, config and cache paths, removed by `remove()`.
    private struct Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("byline-ko-out-\(UUID().uuidString)")
        var urls: String { url.appendingPathComponent("urls").path }
        var options: [String] {
            [
                "--urls", urls, "--config", url.appendingPathComponent("config").path,
                "--cache", url.appendingPathComponent("cache.db").path
            ]
        }
        func make() throws -> Folder {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            return self
        }
        func write(_ text: String, to name: String) throws -> String {
            let path = url.appendingPathComponent(name).path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        func remove() { try? FileManager.default.removeItem(at: url) }
    }

    @Test("import says how many new sources it added, in Korean")
    func importInKorean() async throws {
        let folder = try Folder().make()
        defer { folder.remove() }
        let file = try folder.write("https://example.org/a.xml\nhttps://example.org/b.xml\n", to: "import-me")
        let run = await CapturedRun.run(["import", file] + folder.options, extra: Self.korean)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "새 소스 2개를 \(folder.urls)에 가져왔습니다\n")
        let again = await CapturedRun.run(["import", file] + folder.options, extra: Self.korean)
        #expect(again.stdout == "새 소스 0개를 \(folder.urls)에 가져왔습니다 (2개는 이미 있음)\n")
        let english = await CapturedRun.run(["import", file] + folder.options)
        #expect(english.stdout == "imported 0 new sources into \(folder.urls) (2 already listed)\n")
    }

    @Test("mark names the missing id and its usage errors in Korean")
    func markInKorean() async throws {
        let folder = try Folder().make()
        defer { folder.remove() }
        let missing = await CapturedRun.run(["mark", "424242", "--read"] + folder.options, extra: Self.korean)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("byline: id가 424242인 기사가 없습니다 ('byline list'로 확인하세요)\n"))
        let neither = await CapturedRun.run(["mark", "1"] + folder.options, extra: Self.korean)
        #expect(neither.status == 2)
        #expect(neither.stderr.hasPrefix("byline: 무엇으로 표시할지 정하세요: --read, --unread, --star 또는 --unstar\n사용법: byline mark"))
        let english = await CapturedRun.run(["mark", "1"] + folder.options)
        #expect(english.stderr.hasPrefix("byline: say what to mark: --read, --unread, --star or --unstar\nusage: byline mark"))
    }

    @Test("option mistakes, unknown commands, account and request errors are Korean")
    func usageErrorsInKorean() async {
        let limit = await CapturedRun.run(["list", "--limit", "abc"], extra: Self.korean)
        #expect(limit.stderr.hasPrefix("byline: --limit은(는) 1부터 10000000까지의 정수여야 합니다 ('abc'이(가) 아님)\n"))
        let unknown = await CapturedRun.run(["frobnicate"], extra: Self.korean)
        #expect(unknown.stderr.hasPrefix("byline: 알 수 없는 명령 'frobnicate'\n사용법: byline [COMMAND] [OPTIONS]\n"))
        let account = await CapturedRun.run(["account", "rename"], extra: Self.korean)
        #expect(account.stderr.hasPrefix("byline: account에는 add, list 또는 remove 중 하나가 와야 합니다 ('rename'이(가) 아님)\n"))
        let request = await CapturedRun.run(["request", "https://example.org/", "-H", "no colon"], extra: Self.korean)
        #expect(request.stderr.hasPrefix("byline: -H에는 'Name: value' 형식이 필요합니다 ('no colon'이(가) 아님)\n"))
        let page = await CapturedRun.run(["help", "request"], extra: Self.korean)
        #expect(page.stdout.hasPrefix("사용법: byline request"))
    }

    @Test("each new area keeps its English and says the same arguments in Korean")
    func areasInBothLanguages() throws {
        let cases: [(english: String, korean: String, arguments: [String])] = [
            (CommandOutputText.importedN.text(in: .english, 3, "/u"), CommandOutputText.importedN.text(in: .korean, 3, "/u"), ["3", "/u"]),
            (
                ArgumentText.unknownOption.text(in: .english, "--x", "byline list"),
                ArgumentText.unknownOption.text(in: .korean, "--x", "byline list"), ["--x", "byline list"]
            ),
            (
                AccountText.added.text(in: .english, "home", "fever", "https://rss.example"),
                AccountText.added.text(in: .korean, "home", "fever", "https://rss.example"), ["home", "fever", "https://rss.example"]
            ),
            (RequestText.timeout.text(in: .english, "abc"), RequestText.timeout.text(in: .korean, "abc"), ["abc"]),
            (TerminalText.unknownTerminal.text(in: .english, "vt999"), TerminalText.unknownTerminal.text(in: .korean, "vt999"), ["vt999"]),
            (LauncherText.exitedWithStatus.text(in: .english, "w3m", 3), LauncherText.exitedWithStatus.text(in: .korean, "w3m", 3), ["w3m", "3"])
        ]
        #expect(
            cases.map(\.english) == [
                "imported 3 new sources into /u", "unknown option '--x' for 'byline list'",
                "added account home (fever, https://rss.example); run 'byline sync home' to sync it",
                "--timeout must be a number of seconds between 0 and 3600, not 'abc'", "unknown terminal type 'vt999'",
                "w3m exited with status 3"
            ])
        for entry in cases {
            #expect(Self.hasHangul(entry.korean), "\(entry.korean)")
            for argument in entry.arguments { #expect(entry.korean.contains(argument), "\(entry.korean) lacks \(argument)") }
        }
    }

    @Test("the terminal's, the launcher's and the request plan's errors follow the language")
    func thrownErrorsInKorean() throws {
        let terminal = TerminalError.unknownTerminal("vt999")
        #expect(
            Localization.$override.withValue(.english) { terminal.localizedDescription }
                == "cannot start the browser: unknown terminal type 'vt999'; try TERM=xterm-256color")
        #expect(
            Localization.$override.withValue(.korean) { terminal.localizedDescription }
                == "브라우저를 시작할 수 없습니다: 알 수 없는 터미널 종류 'vt999'. TERM=xterm-256color로 해 보세요")
        #expect(Localization.$override.withValue(.korean) { Key.wheelUp(x: 0, y: 0).label } == "휠 위로")
        #expect(Localization.$override.withValue(.english) { Key.wheelUp(x: 0, y: 0).label } == "Wheel up")
        let ftp = try #require(URL(string: "ftp://example.org/file"))
        for (language, expected) in [
            (UILanguage.english, "not opened: only http and https links are opened"),
            (.korean, "열지 않음: http와 https 링크만 엽니다")
        ] {
            Localization.$override.withValue(language) {
                do throws(BrowserLauncher.Refusal) {
                    _ = try BrowserLauncher.command(for: ftp, configuration: Configuration(environment: [:]))
                    Issue.record("an ftp link was accepted")
                } catch {
                    #expect(error.message == expected)
                }
            }
        }
        var arguments = ParsedArguments()
        arguments.values["header"] = ["no colon"]
        Localization.$override.withValue(.korean) {
            #expect(throws: UsageError(RequestText.headerForm.text(in: .korean, "no colon"))) {
                try RequestPlan.make(from: OptionValues(arguments), positionals: ["https://example.org/"], readFile: { _ in Data() })
            }
        }
    }
}
