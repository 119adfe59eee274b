import BylineCore
import BylineText
import Foundation

/// `byline man`: the manual page in roff, on stdout or into a file.
enum ManCommand {
    /// The declaration `byline man` is parsed, explained and completed from.
    static var spec: CommandSpec {
        CommandSpec(
            name: "man", summary: CommandHelpText.manSummary.text,
            options: Option.self,
            details: CommandHelpText.manDetails.text,
            examples: [.init(command: "byline man | man -l -", effect: CommandHelpText.manExample.text)],
            run: run)
    }

    /// `byline man`'s options.
    enum Option: String, CommandOption {
        case output

        var spec: OptionSpec { .value(rawValue, "FILE", help: OptionHelpText.manOutput.text, completion: .file) }
    }

    /// Writes the page.
    static func run(_ invocation: Invocation, _ options: OptionValues<Option>) async throws(CommandExit) -> Int32 {
        // The man page is written in English, whatever language the command line speaks.
        let page = Localization.$override.withValue(.english) { ManPage.text() }
        guard let path = options.value(.output) else {
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
