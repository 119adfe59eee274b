/// One positional argument of a command (`ID`, `FILE|URL`), as usage lines, help pages,
/// the man page and completions show it, and as the runner counts them.
struct ArgumentSpec: Sendable {
    /// Its name in usage lines.
    var name: String
    /// One line for the help page.
    var help: String
    /// Whether it may be left out.
    var optional: Bool
    /// Whether it may be given more than once.
    var repeatable: Bool
    /// What a completion offers.
    var completion: ValueCompletion

    /// An argument that must be given once.
    static func required(_ name: String, help: String, completion: ValueCompletion = .none) -> ArgumentSpec {
        ArgumentSpec(name: name, help: help, optional: false, repeatable: false, completion: completion)
    }

    /// An argument that may be left out.
    static func optional(_ name: String, help: String, completion: ValueCompletion = .none) -> ArgumentSpec {
        ArgumentSpec(name: name, help: help, optional: true, repeatable: false, completion: completion)
    }

    /// An argument given one or more times.
    static func many(_ name: String, help: String, completion: ValueCompletion = .none) -> ArgumentSpec {
        ArgumentSpec(name: name, help: help, optional: false, repeatable: true, completion: completion)
    }

    /// `ID`, `[NAME]` or `ID…`.
    var usage: String {
        let base = repeatable ? name + "…" : name
        return optional ? "[\(base)]" : base
    }
}
