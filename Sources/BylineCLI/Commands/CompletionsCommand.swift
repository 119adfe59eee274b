import BylineCore

/// `byline completions bash|zsh|fish`: a completion script made from the command specs;
/// and the hidden `byline __sources` those scripts call to complete source names.
enum CompletionsCommand {
    /// The shells a script is made for.
    static let shells = ["bash", "zsh", "fish"]

    /// The declaration `byline completions` is parsed, explained and completed from.
    static let spec = CommandSpec(
        name: "completions", summary: "print a completion script for bash, zsh or fish",
        arguments: [.required("SHELL", help: "bash, zsh or fish", completion: .choices(shells))],
        details: """
            Prints a script that completes byline's commands, options, option values with fixed \
            choices, file names, and the sources of your urls file (for remove and list --source). \
            Load it from your shell's start-up file.
            """,
        examples: [
            .init(command: "source <(byline completions bash)", effect: "in ~/.bashrc"),
            .init(command: "byline completions zsh > ~/.zfunc/_byline", effect: "with ~/.zfunc on $fpath"),
            .init(command: "byline completions fish > ~/.config/fish/completions/byline.fish", effect: "for fish"),
        ],
        run: run)

    /// Prints the script for the shell named.
    static func run(_ invocation: Invocation) async throws(CommandExit) -> Int32 {
        let commands = CommandRegistry.visible
        switch invocation.positionals[0] {
        case "bash": invocation.console.write(BashCompletion.script(commands))
        case "zsh": invocation.console.write(ZshCompletion.script(commands))
        case "fish": invocation.console.write(FishCompletion.script(commands))
        case let other: throw .usage("no completions for '\(TextSanitizer.singleLine(other))' (bash, zsh or fish)")
        }
        return ExitStatus.success
    }

    /// `byline __sources`: the urls file's sources, one key per line, for the completions.
    static let sourcesSpec = CommandSpec(
        name: "__sources", summary: "print the urls file's sources, one per line (for completions)", hidden: true,
        run: { invocation throws(CommandExit) in
            let workspace = try invocation.workspace()
            if !workspace.isDemo {
                workspace.sources.forEach { invocation.console.line(TextSanitizer.singleLine($0.key)) }
            }
            return ExitStatus.success
        })
}
