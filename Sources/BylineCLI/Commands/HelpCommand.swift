import BylineCore

/// `byline help [COMMAND]`: the overview, or one command's help page.
enum HelpCommand {
    /// The declaration `byline help` is parsed, explained and completed from.
    static let spec = CommandSpec(
        name: "help", summary: "explain a command",
        arguments: [.optional("COMMAND", help: "the command to explain", completion: .commands)],
        details: "Prints the overview of every command, or the help page of COMMAND (as 'byline COMMAND --help' does).",
        run: run)

    /// Prints the page asked for.
    static func run(_ invocation: Invocation) async throws(CommandExit) -> Int32 {
        guard let topic = invocation.positionals.first else {
            invocation.console.line(HelpText.overview)
            return ExitStatus.success
        }
        guard let page = HelpText.page(named: topic) else {
            throw .usage("no help for unknown command '\(TextSanitizer.singleLine(topic))'")
        }
        invocation.console.line(page)
        return ExitStatus.success
    }
}
