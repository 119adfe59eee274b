/// The options of one command, as an enum whose raw values are their long names (`case
/// keepArticles = "keep-articles"`). The command's spec lists the cases in order, and the
/// command reads what was given through ``OptionValues`` keyed by them, so an option name
/// misspelt in a command does not compile and every option read is one the spec declares.
protocol CommandOption: RawRepresentable<String>, CaseIterable, Hashable, Sendable {
    /// How this option is declared: its forms, value, help and completion. Its name is the
    /// case's raw value.
    var spec: OptionSpec { get }
}

extension CommandOption {
    /// Every option of the type, declared, in case order (the order help pages list them in).
    static var specs: [OptionSpec] { allCases.map(\.spec) }
}
