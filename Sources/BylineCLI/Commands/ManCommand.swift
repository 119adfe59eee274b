import BylineCore
import BylineText
import Foundation

/// `byline man`: the manual page in roff, on stdout or into a file.
enum ManCommand {
    /// The declaration `byline man` is parsed, explained and completed from.
    static var spec: CommandSpec {
        CommandSpec(
            name: "man", summary: CommandHelpText.manSummary.text,
            options: [.value("output", "FILE", help: OptionHelpText.manOutput.text, completion: .file)],
            details: CommandHelpText.manDetails.text,
            examples: [.init(command: "byline man | man -l -", effect: CommandHelpText.manExample.text)],
            run: run)
    }

    /// Writes the page.
    static func run(_ invocation: Invocation) async throws(CommandExit) -> Int32 {
        // The man page is written in English, whatever language the command line speaks.
        let page = Localization.$override.withValue(.english) { ManPage.text() }
        guard let path = invocation.arguments.value("output") else {
            invocation.console.write(page)
            return ExitStatus.success
        }
        do {
            try Data(page.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            return ExitStatus.success
        } catch {
            invocation.console.error(CommandLineText.cannotWriteFile(TextSanitizer.singleLine(path), error.localizedDescription))
            return ExitStatus.failure
        }
    }
}
