import BylineCore
import Foundation

/// The `byline` command line: finds the command, parses its options, runs it, and
/// returns the exit status.
public enum BylineCommandLine {
    /// The command run when none is named.
    static let defaultCommand = "browse"

    /// Runs `byline` with `arguments` (without the program name).
    public static func run(arguments: [String], environment: [String: String]) async -> Int32 {
        let console = Console.standard(environment: environment)
        return await run(arguments: arguments, environment: environment, console: console)
    }

    /// Runs `byline` writing to `console` (tests capture it).
    static func run(arguments: [String], environment: [String: String], console: Console) async -> Int32 {
        let global: ParsedArguments
        let rest: [String]
        do {
            (global, rest) = try ArgumentScanner.scan(arguments, specs: OptionSpec.global, command: "byline",
                                                      stopAtFirstPositional: true)
        } catch {
            console.usage(error, usage: BrowseCommand.spec.usage)
            return ExitStatus.usage
        }
        if global.has("version") {
            console.line("byline \(BylineVersion.current)")
            return ExitStatus.success
        }
        if global.has("help") && rest.isEmpty {
            console.line(HelpText.overview)
            return ExitStatus.success
        }
        let name = rest.first ?? defaultCommand
        guard let spec = CommandRegistry.spec(named: name) else {
            console.usage(UsageError("unknown command '\(TextSanitizer.singleLine(name))'"), usage: "byline [COMMAND] [OPTIONS]")
            return ExitStatus.usage
        }
        let context = CommandContext(environment: environment, console: console, global: global)
        return await Invocation.run(spec, words: Array(rest.dropFirst()), context: context)
    }
}

/// What every command gets: the environment, where to write, and the global options.
struct CommandContext: Sendable {
    /// The process environment.
    var environment: [String: String]
    /// Where to write.
    var console: Console
    /// Global options given before the command name.
    var global: ParsedArguments
}
