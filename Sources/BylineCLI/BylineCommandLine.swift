import BylineCore
import BylineText
import Foundation

/// The `byline` command line: finds the command, parses its options, runs it, and
/// returns the exit status.
public enum BylineCommandLine {
    /// The command run when none is named.
    static let defaultCommand = "browse"

    /// Runs `byline` with `arguments` (without the program name).
    public static func run(arguments: [String], environment: [String: String]) async -> Int32 {
        let console = Console.standard(environment: environment)
        // Threads that do not inherit the task's language (the layout worker) use this one.
        Localization.configure(language(arguments: arguments, environment: environment))
        return await run(arguments: arguments, environment: environment, console: console)
    }

    /// Runs `byline` writing to `console` (tests capture it).
    static func run(arguments: [String], environment: [String: String], console: Console) async -> Int32 {
        await Localization.$override.withValue(language(arguments: arguments, environment: environment)) {
            await runInLanguage(arguments: arguments, environment: environment, console: console)
        }
    }

    /// The language to speak: the config's `ui-language`, else LC_ALL, LC_MESSAGES and LANG.
    /// The config is only peeked at here (quietly); its warnings come when the command loads it.
    static func language(arguments: [String], environment: [String: String]) -> UILanguage {
        // Global options may follow the command name too (`byline export --config FILE`).
        var configPath: String?
        for (index, word) in arguments.enumerated() {
            if word == "--" { break }
            if word == "--config", index + 1 < arguments.count { configPath = arguments[index + 1] }
            if word.hasPrefix("--config=") { configPath = String(word.dropFirst("--config=".count)) }
        }
        if let paths = try? BylinePaths(environment: environment, urls: nil, config: configPath, cache: nil),
            let chosen = (try? Configuration.load(path: paths.config, environment: environment))?.configuration.uiLanguage
        {
            return chosen
        }
        return UILanguage.fromEnvironment(environment)
    }

    private static func runInLanguage(arguments: [String], environment: [String: String], console: Console) async -> Int32 {
        let global: ParsedArguments
        let rest: [String]
        do {
            (global, rest) = try ArgumentScanner.scan(
                arguments, specs: OptionSpec.global, command: "byline",
                stopAtFirstPositional: true)
        } catch {
            console.usage(error, usage: BrowseCommand.spec.usage)
            return ExitStatus.usage
        }
        let globals = OptionValues<GlobalOption>(global)
        if globals.has(.version) {
            console.line("byline \(BylineVersion.current)")
            return ExitStatus.success
        }
        if globals.has(.help) && rest.isEmpty {
            console.line(HelpText.overview)
            return ExitStatus.success
        }
        let name = rest.first ?? defaultCommand
        guard let spec = CommandRegistry.spec(named: name) else {
            console.usage(UsageError(CommandOutputText.unknownCommand(TextSanitizer.singleLine(name))), usage: "byline [COMMAND] [OPTIONS]")
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
