import BylineCore
import BylineText

/// `byline completions bash|zsh|fish`: a completion script made from the command specs;
/// and the hidden `byline __sources` those scripts call to complete source names.
enum CompletionsCommand {
    /// The shells a script is made for.
    static let shells = ["bash", "zsh", "fish"]

    /// The declaration `byline completions` is parsed, explained and completed from.
    static var spec: CommandSpec {
        CommandSpec(
            name: "completions", summary: CommandHelpText.completionsSummary.text,
            arguments: [.required("SHELL", help: OptionHelpText.completionsShell.text, completion: .choices(shells))],
            details: CommandHelpText.completionsDetails.text,
            examples: [
                .init(command: "source <(byline completions bash)", effect: CommandHelpText.completionsExampleBash.text),
                .init(command: "byline completions zsh > ~/.zfunc/_byline", effect: CommandHelpText.completionsExampleZsh.text),
                .init(
                    command: "byline completions fish > ~/.config/fish/completions/byline.fish", effect: CommandHelpText.completionsExampleFish.text)
            ],
            settings: .none,
            run: run)
    }

    /// Prints the script for the shell named.
    static func run(_ invocation: Invocation) async throws(CommandExit) -> Int32 {
        let commands = CommandRegistry.visible
        switch invocation.positionals[0] {
        case "bash": invocation.console.write(BashCompletion.script(commands))
        case "zsh": invocation.console.write(ZshCompletion.script(commands))
        case "fish": invocation.console.write(FishCompletion.script(commands))
        case let other: throw .usage(CommandLineText.noCompletionsForShell(TextSanitizer.singleLine(other)))
        }
        return ExitStatus.success
    }

    /// `byline __sources`: the urls file's sources, one key per line, for the completions.
    static var sourcesSpec: CommandSpec {
        CommandSpec(
            name: "__sources", summary: CommandHelpText.sourcesSummary.text, hidden: true,
            run: { invocation throws(CommandExit) in
                let workspace = try invocation.workspace()
                if !workspace.isDemo {
                    workspace.sources.forEach { invocation.console.line(TextSanitizer.singleLine($0.key)) }
                }
                return ExitStatus.success
            })
    }
}
