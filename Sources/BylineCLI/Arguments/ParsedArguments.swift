import BylineCore

/// The command line, sorted into options and positional words. Commands read their options
/// through ``OptionValues``, decoded from this by their own option type.
struct ParsedArguments: Sendable {
    /// Option values in the order given, by long name.
    var values: [String: [String]] = [:]
    /// Flags given, by long name.
    var flags: Set<String> = []
    /// Words that are not options, in order.
    var positionals: [String] = []
    /// Every option and flag in the order given, for options whose order matters.
    var ordered: [(name: String, value: String?)] = []
}

/// Sorts command-line words into a ``ParsedArguments`` by a list of ``OptionSpec``s.
enum ArgumentScanner {
    /// Scans `words`; unknown options, missing values and repeated single options are usage errors.
    /// With `stopAtFirstPositional`, scanning ends at the first word that is not an option
    /// (how the command name is found); the rest is returned untouched.
    static func scan(
        _ words: [String], specs: [OptionSpec], command: String,
        stopAtFirstPositional: Bool = false
    ) throws(UsageError) -> (ParsedArguments, rest: [String]) {
        var result = ParsedArguments()
        var index = 0
        var onlyPositionals = false
        while index < words.count {
            let word = words[index]
            index += 1
            if onlyPositionals || word == "-" || !word.hasPrefix("-") {
                if stopAtFirstPositional { return (result, Array(words[(index - 1)...])) }
                result.positionals.append(word)
                continue
            }
            if word == "--" {
                onlyPositionals = true
                continue
            }
            let (spec, inlineValue) = try find(word, in: specs, command: command)
            var value: String? = nil
            if spec.takesValue {
                if let inlineValue {
                    value = inlineValue
                } else if index < words.count {
                    value = words[index]
                    index += 1
                } else {
                    throw UsageError(ArgumentText.needsValue(display(spec)))
                }
            } else if inlineValue != nil {
                throw UsageError(ArgumentText.takesNoValue(display(spec)))
            }
            try record(spec, value, into: &result)
        }
        return (result, [])
    }

    private static func find(_ word: String, in specs: [OptionSpec], command: String) throws(UsageError) -> (OptionSpec, String?) {
        if word.hasPrefix("--") {
            let body = word.dropFirst(2)
            let parts = body.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            guard let spec = specs.first(where: { $0.name == name }) else {
                throw UsageError(ArgumentText.unknownOption("--" + name, command))
            }
            return (spec, parts.count > 1 ? String(parts[1]) : nil)
        }
        let letters = word.dropFirst()
        guard let letter = letters.first, let spec = specs.first(where: { $0.short == letter }) else {
            throw UsageError(ArgumentText.unknownOption(word, command))
        }
        let rest = String(letters.dropFirst())
        if rest.isEmpty { return (spec, nil) }
        guard spec.takesValue else { throw UsageError(ArgumentText.unknownOption(word, command)) }
        return (spec, rest)
    }

    private static func record(_ spec: OptionSpec, _ value: String?, into result: inout ParsedArguments) throws(UsageError) {
        result.ordered.append((spec.name, value))
        if let value {
            if !spec.repeatable, result.values[spec.name] != nil, result.values[spec.name] != [value] {
                throw UsageError(ArgumentText.givenTwice(spec.name))
            }
            result.values[spec.name, default: []].append(value)
        } else {
            result.flags.insert(spec.name)
        }
    }

    private static func display(_ spec: OptionSpec) -> String {
        spec.short.map { "-\($0)/--\(spec.name)" } ?? "--\(spec.name)"
    }
}
