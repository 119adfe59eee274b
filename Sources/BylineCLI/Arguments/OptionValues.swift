import BylineCore

/// The options a command was given, decoded from the scanned words into its own option
/// type: every read names a case (`options.has(.read)`), never a string.
struct OptionValues<Option: CommandOption>: Sendable {
    /// The values given, in order, by option.
    private var values: [Option: [String]] = [:]
    /// The flags given.
    private var flags: Set<Option> = []

    /// The options of `Option` among `parsed`'s (the others, such as the global ones, belong
    /// to another type).
    init(_ parsed: ParsedArguments) {
        for (name, given) in parsed.values {
            if let option = Option(rawValue: name) { values[option] = given }
        }
        flags = Set(parsed.flags.compactMap(Option.init(rawValue:)))
    }

    /// The value of a single-valued option.
    func value(_ option: Option) -> String? { values[option]?.last }

    /// Every value of a repeatable option.
    func all(_ option: Option) -> [String] { values[option] ?? [] }

    /// Whether a flag was given.
    func has(_ option: Option) -> Bool { flags.contains(option) }

    /// An integer option within `range`, or a usage error naming the option.
    func integer(_ option: Option, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = value(option) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError(ArgumentText.wholeNumber(option.rawValue, range.lowerBound, range.upperBound, text))
        }
        return number
    }
}
