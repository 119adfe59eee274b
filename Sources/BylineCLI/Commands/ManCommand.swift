import BylineCore
import Foundation

/// `byline man`: the manual page in roff, on stdout or into a file.
enum ManCommand {
    /// The declaration `byline man` is parsed, explained and completed from.
    static let spec = CommandSpec(
        name: "man", summary: "print the manual page (roff), made from the same specs as the help",
        options: [.value("output", "FILE", help: "write it to FILE instead of stdout", completion: .file)],
        details: "Prints byline(1): every command, option and setting. scripts/generate-man.sh writes man/byline.1 with it.",
        examples: [.init(command: "byline man | man -l -", effect: "reads the manual without installing it")],
        run: run)

    /// Writes the page.
    static func run(_ invocation: Invocation) async throws(CommandExit) -> Int32 {
        let page = ManPage.text()
        guard let path = invocation.arguments.value("output") else {
            invocation.console.write(page)
            return ExitStatus.success
        }
        do {
            try Data(page.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            return ExitStatus.success
        } catch {
            invocation.console.error("cannot write \(TextSanitizer.singleLine(path)): \(error.localizedDescription)")
            return ExitStatus.failure
        }
    }
}
