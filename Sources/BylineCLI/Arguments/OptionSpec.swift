import BylineCore

/// One option a command accepts, with what its help, man page and completions say about it.
struct OptionSpec: Sendable {
    /// The long name without dashes (`timeout`).
    var name: String
    /// The one-letter form, if any (`X` for `-X`).
    var short: Character?
    /// Whether it takes a value (`--timeout 5`) or is a flag (`--json`).
    var takesValue: Bool
    /// Whether it may be given more than once (`-H`).
    var repeatable: Bool
    /// What the value is called in usage lines (`SECONDS`); empty for a flag.
    var valueName: String
    /// One line for the help page and the man page.
    var help: String
    /// What a completion offers for the value.
    var completion: ValueCompletion

    /// A flag.
    static func flag(_ name: String, short: Character? = nil, help: String = "") -> OptionSpec {
        OptionSpec(name: name, short: short, takesValue: false, repeatable: false, valueName: "", help: help, completion: .none)
    }

    /// An option with one value.
    static func value(
        _ name: String, short: Character? = nil, _ valueName: String = "VALUE", help: String = "",
        completion: ValueCompletion = .none
    ) -> OptionSpec {
        OptionSpec(
            name: name, short: short, takesValue: true, repeatable: false, valueName: valueName, help: help,
            completion: completion)
    }

    /// An option that may be given many times.
    static func repeated(
        _ name: String, short: Character? = nil, _ valueName: String = "VALUE", help: String = "",
        completion: ValueCompletion = .none
    ) -> OptionSpec {
        OptionSpec(
            name: name, short: short, takesValue: true, repeatable: true, valueName: valueName, help: help,
            completion: completion)
    }

    /// The value as a usage line shows it: the choices when there are few, else its name.
    var valueDisplay: String {
        if case .choices(let words) = completion { return words.joined(separator: "|") }
        return valueName
    }

    /// `-X, --method METHOD`, as the options list of a help page starts a line.
    var display: String {
        let long = "--\(name)" + (takesValue ? " \(valueDisplay)" : "")
        return short.map { "-\($0), \(long)" } ?? long
    }

    /// `[--limit N]` or `[-H HEADER]…`, as a usage line shows it.
    var usage: String {
        let form = short.map { "-\($0)" } ?? "--\(name)"
        let text = "[" + form + (takesValue ? " \(valueDisplay)" : "") + "]"
        return repeatable ? text + "…" : text
    }

    /// The options every command accepts, before or after the command's name.
    static var global: [OptionSpec] { GlobalOption.specs }
}

/// What a shell completion offers for an option's value or a positional argument.
enum ValueCompletion: Sendable, Equatable {
    /// Nothing (free text: a number, a search, a URL).
    case none
    /// A file name.
    case file
    /// A directory name.
    case directory
    /// One of these words.
    case choices([String])
    /// A source from the urls file (asked of `byline` while completing).
    case sources
    /// A command name.
    case commands
}
