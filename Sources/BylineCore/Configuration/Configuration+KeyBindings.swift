import BylineText

/// The key-binding lines of the config: `bind-key`, `unbind-key` and `macro`, newsboat's
/// syntax. They are kept in file order as ``KeyDirective``s; the browser applies them to its
/// key map, which is where an unknown key or operation is found and reported by line.
extension Configuration {
    /// Words as one command line that ``browserArguments(for:)`` splits back the same: one
    /// word as it is (a quoted whole command line, as newsboat users write), several re-quoted.
    public static func commandLine(_ words: [String]) -> String {
        words.count == 1 ? words[0] : words.map { LineTokenizer.quoted($0) }.joined(separator: " ")
    }

    /// Reads a key-binding `line` (number `number`) whose first word is `key`.
    static func keyDirective(_ key: ConfigurationKey, line: String, number: Int) throws(SourceKeyError) -> KeyDirective {
        let tokens: [LineTokenizer.Token]
        do throws(LineTokenizer.Failure) {
            tokens = Array(try LineTokenizer.tokens(line, separator: key == .macro ? ";" : nil).dropFirst())
        } catch {
            throw SourceKeyError(ConfigText.unclosedQuote.text)
        }
        let words = tokens.map(\.text)
        switch key {
        case .bindKey:
            guard words.count >= 2 else { throw SourceKeyError(KeyBindingText.bindNeedsWords(key.valueSyntax)) }
            guard words.count <= 3 else { throw SourceKeyError(KeyBindingText.bindTooManyWords(key.valueSyntax, words.count)) }
            return KeyDirective(line: number, kind: .bind(key: words[0], operation: words[1], context: words.count == 3 ? words[2] : nil))
        case .unbindKey:
            guard let first = words.first else { throw SourceKeyError(KeyBindingText.unbindNeedsKey(key.valueSyntax)) }
            guard words.count <= 2 else { throw SourceKeyError(KeyBindingText.unbindTooManyWords(key.valueSyntax, words.count)) }
            let context = words.count == 2 ? words[1] : nil
            let all = first == "-a" && tokens.first?.quoted == false
            return KeyDirective(line: number, kind: all ? .unbindAll(context: context) : .unbind(key: first, context: context))
        default:
            return try macro(tokens, line: number)
        }
    }

    /// `macro KEY OPERATION [ARGUMENT…] ; …`, with newsboat's optional `-- "description"`.
    private static func macro(_ tokens: [LineTokenizer.Token], line: Int) throws(SourceKeyError) -> KeyDirective {
        let syntax = ConfigurationKey.macro.valueSyntax
        guard let key = tokens.first?.text else { throw SourceKeyError(KeyBindingText.macroNeedsWords(syntax)) }
        var rest = tokens.dropFirst()
        var description: String?
        if let dashes = rest.firstIndex(where: { $0.text == "--" && !$0.quoted }) {
            description = rest[rest.index(after: dashes)...].map(\.text).joined(separator: " ")
            rest = rest[..<dashes]
        }
        var steps: [KeyDirective.MacroStep] = []
        var current: [String] = []
        for token in rest + [LineTokenizer.Token(text: ";", quoted: false, isSeparator: true)] {
            guard token.isSeparator else {
                current.append(token.text)
                continue
            }
            if let operation = current.first {
                steps.append(KeyDirective.MacroStep(operation: operation, arguments: Array(current.dropFirst())))
            }
            current = []
        }
        guard !steps.isEmpty else { throw SourceKeyError(KeyBindingText.macroNeedsOperation(key, syntax)) }
        return KeyDirective(line: line, kind: .macro(key: key, steps: steps, description: description?.isEmpty == true ? nil : description))
    }
}
