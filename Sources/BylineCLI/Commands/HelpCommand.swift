import BylineCore
import BylineText

/// `byline help [COMMAND]`: the overview, or one command's help page.
enum HelpCommand {
    /// The declaration `byline help` is parsed, explained and completed from.
    static var spec: CommandSpec {
        CommandSpec(
            name: "help", summary: CommandHelpText.helpSummary.text,
            arguments: [.optional("COMMAND", help: OptionHelpText.helpCommand.text, completion: .commands)],
            details: CommandHelpText.helpDetails.text,
            run: run)
    }

    /// Prints the page asked for.
    static func run(_ invocation: Invocation) async throws(CommandExit) -> Int32 {
        guard let topic = invocation.positionals.first else {
            invocation.console.line(HelpText.overview)
            return ExitStatus.success
        }
        guard let page = HelpText.page(named: topic) else {
            throw .usage(CommandLineText.noHelpForCommand(TextSanitizer.singleLine(topic)))
        }
        invocation.console.line(page)
        return ExitStatus.success
    }
}
