import BylineCore
import BylineText

/// One command, declared once: its name, what it does, its arguments and options, and the
/// code that runs it. Parsing, the usage line, `--help`, `byline help COMMAND`, the man
/// page and the shell completions are all made from this one value, so they cannot drift.
struct CommandSpec: Sendable {
    /// What runs the command once its words are parsed and counted.
    typealias Runner = @Sendable (Invocation) async throws(CommandExit) -> Int32

    /// The word after `byline` (`list`).
    var name: String
    /// One line for the command list of `byline --help` and the man page.
    var summary: String
    /// The positional arguments, in order.
    var arguments: [ArgumentSpec] = []
    /// The type whose cases are the command's own options (nil: it has none); see
    /// ``init(name:summary:arguments:options:details:examples:hidden:settings:run:)``.
    var optionType: (any CommandOption.Type)?
    /// Paragraphs for the help page and the man page.
    var details: String = ""
    /// Example command lines, each with what it does.
    var examples: [Example] = []
    /// Left out of the overview, the man page and the completions (internal helpers).
    var hidden = false
    /// The config settings it acts on: it reports the config's warnings about those only.
    var settings = SettingsUse.all
    /// The command itself.
    var run: Runner

    /// One example: a command line and what it does.
    struct Example: Sendable {
        /// The command line, starting with `byline`.
        var command: String
        /// What it does.
        var effect: String

        /// The command as lines of at most `width` columns, broken at spaces with a shell's
        /// ` \\` continuation, continuation lines indented.
        func lines(width: Int) -> [String] {
            var lines: [String] = []
            var current = ""
            for word in command.split(separator: " ") {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if current.isEmpty || DisplayWidth.of(candidate) + 2 <= width {
                    current = candidate
                } else {
                    lines.append(current + " \\")
                    current = "  " + word
                }
            }
            return lines + [current]
        }
    }

    /// The command's own options, in their type's case order (the global ones are added by the runner).
    var options: [OptionSpec] { optionType?.specs ?? [] }

    /// Options past this many show as `[OPTIONS]` in the usage line (the help lists them all).
    static let usageOptionLimit = 8

    /// The usage line without `usage: `: `byline list [--json] … ` or `byline request [OPTIONS] URL`.
    var usage: String {
        var words = [name == BylineCommandLine.defaultCommand ? "byline [\(name)]" : "byline \(name)"]
        if options.count > Self.usageOptionLimit {
            words.append("[OPTIONS]")
        } else {
            words += options.map(\.usage)
        }
        words += arguments.map(\.usage)
        return words.joined(separator: " ")
    }

    /// The fewest and most positional words the command takes (nil: no upper bound).
    var arity: (minimum: Int, maximum: Int?) {
        let minimum = arguments.filter { !$0.optional }.count
        return (minimum, arguments.contains(where: \.repeatable) ? nil : arguments.count)
    }

    /// The command's own options and the global ones, as the scanner reads them.
    var allOptions: [OptionSpec] { options + OptionSpec.global }

    /// A usage error when `positionals` are too few or too many for ``arguments``, or one
    /// is not among its argument's fixed choices.
    func checkArity(_ positionals: [String]) throws(UsageError) {
        for (index, word) in positionals.enumerated() {
            guard let argument = index < arguments.count ? arguments[index] : arguments.last(where: \.repeatable),
                case .choices(let words) = argument.completion, !words.contains(word)
            else { continue }
            let list = ArgumentText.orList(words.dropLast().joined(separator: ", "), words.last ?? "")
            throw UsageError(ArgumentText.expects(name, list, TextSanitizer.singleLine(word)))
        }
        let (minimum, maximum) = arity
        if positionals.count < minimum {
            let missing = arguments.filter { !$0.optional }.map(\.name)
            let named = missing.dropFirst().reduce(missing.first ?? "") { ArgumentText.andList($0, $1) }
            throw UsageError(CommandLineText.needs(name, named))
        }
        if let maximum, positionals.count > maximum {
            let extra = TextSanitizer.singleLine(positionals[maximum])
            throw maximum == 0
                ? UsageError(CommandLineText.takesNoArguments(name, extra))
                : maximum == 1
                    ? UsageError(CommandLineText.takesAtMostOneArgument(name, extra))
                    : UsageError(CommandLineText.takesAtMostArguments(name, maximum, extra))
        }
    }
}

extension CommandSpec {
    /// A command with options: the cases of `Option`. Its spec declares them, and `run` gets
    /// them decoded once into ``OptionValues`` of that type (global ones are read through
    /// ``Invocation/global``).
    init<Option: CommandOption>(
        name: String, summary: String, arguments: [ArgumentSpec] = [], options: Option.Type,
        details: String = "", examples: [Example] = [], hidden: Bool = false,
        settings: SettingsUse = .all,
        run: @escaping @Sendable (Invocation, OptionValues<Option>) async throws(CommandExit) -> Int32
    ) {
        self.init(
            name: name, summary: summary, arguments: arguments, optionType: options, details: details,
            examples: examples, hidden: hidden, settings: settings,
            run: { invocation throws(CommandExit) in try await run(invocation, OptionValues(invocation.arguments)) })
    }
}

/// How a command ends early: a usage error (status 2, with the usage line), or a failure
/// whose message was already printed.
enum CommandExit: Error {
    /// The command line is wrong.
    case usage(UsageError)
    /// The command failed and said why; exit with this status.
    case failed(Int32)

    /// A usage error with this message.
    static func usage(_ message: String) -> CommandExit { .usage(UsageError(message)) }

    /// A failure (status 1) already reported.
    static let failure = CommandExit.failed(ExitStatus.failure)
}
