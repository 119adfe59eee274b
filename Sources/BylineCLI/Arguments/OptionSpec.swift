/// One option a command accepts.
struct OptionSpec: Sendable {
    /// The long name without dashes (`timeout`).
    var name: String
    /// The one-letter form, if any (`X` for `-X`).
    var short: Character?
    /// Whether it takes a value (`--timeout 5`) or is a flag (`--json`).
    var takesValue: Bool
    /// Whether it may be given more than once (`-H`).
    var repeatable: Bool

    /// A flag.
    static func flag(_ name: String, short: Character? = nil) -> OptionSpec {
        OptionSpec(name: name, short: short, takesValue: false, repeatable: false)
    }

    /// An option with one value.
    static func value(_ name: String, short: Character? = nil) -> OptionSpec {
        OptionSpec(name: name, short: short, takesValue: true, repeatable: false)
    }

    /// An option that may be given many times.
    static func repeated(_ name: String, short: Character? = nil) -> OptionSpec {
        OptionSpec(name: name, short: short, takesValue: true, repeatable: true)
    }

    /// The options every command accepts, before or after the command's name.
    static let global: [OptionSpec] = [
        .value("urls"), .value("cache"), .value("config"), .flag("help", short: "h"), .flag("version"),
    ]
}
