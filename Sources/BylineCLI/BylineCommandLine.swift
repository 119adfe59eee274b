import BylineCore
import Foundation

/// The `byline` command line: finds the command, parses its options, runs it, and
/// returns the exit status.
public enum BylineCommandLine {
    /// Runs `byline` with `arguments` (without the program name).
    public static func run(arguments: [String], environment: [String: String]) async -> Int32 {
        let console = Console.standard(environment: environment)
        // Threads that do not inherit the task's language (the layout worker) use this one.
        Localization.configure(language(arguments: arguments, environment: environment))
        return await run(arguments: arguments, environment: environment, console: console)
    }

    static func run(arguments: [String], environment: [String: String], console: Console) async -> Int32 {
        await Localization.$override.withValue(language(arguments: arguments, environment: environment)) {
            await runInLanguage(arguments: arguments, environment: environment, console: console)
        }
    }

    /// The language to speak: the config's `ui-language`, else LC_ALL, LC_MESSAGES and LANG.
    /// The config is only peeked at here (quietly); its warnings come when the command loads it.
    static func language(arguments: [String], environment: [String: String]) -> UILanguage {
        let configPath = (try? ArgumentScanner.scan(arguments, specs: OptionSpec.global, command: "byline",
                                                    stopAtFirstPositional: true))?.0.value("config")
        if let paths = try? BylinePaths(environment: environment, urls: nil, config: configPath, cache: nil),
           let chosen = (try? Configuration.load(path: paths.config, environment: environment))?.configuration.uiLanguage {
            return chosen
        }
        return UILanguage.fromEnvironment(environment)
    }

    private static func runInLanguage(arguments: [String], environment: [String: String], console: Console) async -> Int32 {
        let global: ParsedArguments
        let rest: [String]
        do {
            (global, rest) = try ArgumentScanner.scan(arguments, specs: OptionSpec.global, command: "byline",
                                                      stopAtFirstPositional: true)
        } catch {
            console.usage(error, usage: HelpText.usage["browse"] ?? "byline")
            return ExitStatus.usage
        }
        if global.has("version") {
            console.line("byline \(BylineVersion.current)")
            return ExitStatus.success
        }
        let name = rest.first ?? "browse"
        let words = Array(rest.dropFirst())
        if global.has("help") && rest.isEmpty {
            console.line(HelpText.overview)
            return ExitStatus.success
        }
        if name == "help" {
            return help(words, console: console)
        }
        guard let command = commands[name] else {
            console.usage(UsageError("unknown command '\(name)'"), usage: "byline [COMMAND] [OPTIONS]")
            return ExitStatus.usage
        }
        let context = CommandContext(environment: environment, console: console, global: global)
        return await command(words, context)
    }

    private typealias Runner = @Sendable ([String], CommandContext) async -> Int32

    private static let commands: [String: Runner] = [
        "request": { await RequestCommand.run($0, context: $1) },
        "refresh": { await RefreshCommand.run($0, context: $1) },
        "list": { await ListCommand.run($0, context: $1) },
        "show": { await ShowCommand.run($0, context: $1) },
        "extract": { await ExtractCommand.run($0, context: $1) },
        "mark": { await MarkCommand.run($0, context: $1) },
        "import": { await ImportCommand.run($0, context: $1) },
        "export": { await ExportCommand.run($0, context: $1) },
        "browse": { await BrowseCommand.run($0, context: $1) },
        "account": { await AccountCommand.run($0, context: $1) },
        "sync": { await SyncCommand.run($0, context: $1) },
    ]

    private static func help(_ words: [String], console: Console) -> Int32 {
        guard let topic = words.first else {
            console.line(HelpText.overview)
            return ExitStatus.success
        }
        guard let page = HelpText.page(for: topic) else {
            console.usage(UsageError("no help for unknown command '\(topic)'"), usage: HelpText.usage["help"] ?? "")
            return ExitStatus.usage
        }
        console.line(page)
        return ExitStatus.success
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

    /// Scans a command's words with its own options plus the global ones (which may also
    /// come after the command name). `--help` prints the command's page; a usage error
    /// prints the usage line; both end the command with the status returned.
    func scan(_ words: [String], command: String, specs: [OptionSpec]) -> ScanOutcome {
        do {
            var (parsed, _) = try ArgumentScanner.scan(words, specs: specs + OptionSpec.global, command: "byline \(command)")
            if parsed.has("help") || global.has("help") {
                console.line(HelpText.page(for: command) ?? "")
                return .exit(ExitStatus.success)
            }
            for (name, values) in global.values where parsed.values[name] == nil {
                parsed.values[name] = values
            }
            return .run(parsed)
        } catch {
            console.usage(error, usage: HelpText.usage[command] ?? "byline \(command)")
            return .exit(ExitStatus.usage)
        }
    }

    /// Prints help for `--help`, or a usage error for anything else.
    static func helpOrUsage(_ command: String, _ words: [String], _ context: CommandContext) -> Int32 {
        switch context.scan(words, command: command, specs: []) {
        case .exit(let status): return status
        case .run:
            context.console.usage(UsageError("'\(command)' takes no arguments"), usage: HelpText.usage[command] ?? "")
            return ExitStatus.usage
        }
    }
}

/// What scanning a command's words decided: run it, or stop with a status.
enum ScanOutcome {
    /// Run the command with these arguments.
    case run(ParsedArguments)
    /// Stop now with this exit status (help was printed, or a usage error).
    case exit(Int32)
}
