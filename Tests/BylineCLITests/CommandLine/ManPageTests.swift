import BylineCore
import Foundation
import Testing

@testable import BylineCLI
@testable import BylineText

@Suite("The man page made from the specs")
struct ManPageTests {
    /// The package root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let checkedIn = root.appendingPathComponent("man/byline.1")

    @Test("man/byline.1 is what 'byline man' writes today (run scripts/generate-man.sh after changing a spec)")
    func checkedInIsCurrent() async throws {
        let file = try String(contentsOf: Self.checkedIn, encoding: .utf8)
        let run = await CapturedRun.run(["man"])
        #expect(run.status == 0)
        #expect(run.stdout == ManPage.text())
        #expect(file == run.stdout, "man/byline.1 is stale: run scripts/generate-man.sh")
    }

    @Test("man renders it at 80 columns without a warning, with every command, option and setting in it")
    func rendersWithoutWarnings() throws {
        let result = try Self.render(Self.checkedIn.path)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let text = result.stdout
        #expect(text.contains("BYLINE(1)"))
        for spec in CommandRegistry.visible {
            #expect(text.contains("\n   \(spec.name)\n"), "\(spec.name) has no section")
            for option in spec.options { #expect(text.contains("--\(option.name)"), "\(spec.name) --\(option.name)") }
        }
        #expect(!text.contains("__sources"))
        for key in ConfigurationKey.allCases { #expect(text.contains(key.rawValue), "\(key.rawValue)") }
        #expect(text.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= 80 })
    }

    @Test("roff requests and escapes in the text are neutralised")
    func escaping() {
        #expect(Roff.escaped(".TH evil") == "\\&.TH evil")
        #expect(Roff.escaped("a\\fBb -x") == "a\\efBb \\-x")
        #expect(Roff.escaped("é—") == "\\[u00E9]\\[u2014]")
    }

    /// `MANWIDTH=80 man --warnings -l FILE`, piped (so man-db leaves out bold and underline).
    static func render(_ path: String) throws -> SystemProgram.Result {
        try SystemProgram.run("/usr/bin/man", ["--warnings", "-l", path], extra: ["MANWIDTH": "80", "MANPAGER": "cat"])
    }
}
