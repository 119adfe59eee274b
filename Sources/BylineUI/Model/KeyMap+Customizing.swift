import BylineCore
import BylineText

/// The config's `bind-key`, `unbind-key` and `macro` lines applied to a key map.
extension KeyMap {
    /// This map changed by `directives` in order, and what was wrong with them: one warning
    /// per line that was skipped (an unknown key, operation or context, or one of newsboat's
    /// that Byline has no meaning for) or that rebound a key an earlier line had bound.
    /// Messages name `file` and the line.
    public func customized(by directives: [KeyDirective], file: String) -> (map: KeyMap, warnings: [SourceLineError]) {
        var builder = KeyMapBuilder(self, file: file)
        for directive in directives {
            do throws(SourceKeyError) {
                try Self.apply(directive, to: &builder)
            } catch {
                builder.warn(directive.line, error.message)
            }
        }
        return (builder.build(), builder.warnings)
    }

    private static func apply(_ directive: KeyDirective, to builder: inout KeyMapBuilder) throws(SourceKeyError) {
        let line = directive.line
        switch directive.kind {
        case .bind(let word, let operation, let contextWord):
            let key = try key(word)
            let context = try context(contextWord)
            let command = try command(operation)
            builder.bind(key, word: word, to: command, operation: operation, in: context, line: line)
        case .unbind(let word, let contextWord):
            builder.unbind(try key(word), in: try context(contextWord), line: line)
        case .unbindAll(let contextWord):
            builder.unbindAll(in: try context(contextWord), line: line)
        case .macro(let word, let steps, let description):
            let key = try key(word)
            let resolved = try steps.map { step throws(SourceKeyError) in try macroStep(step) }
            let written = steps.map { Configuration.commandLine([$0.operation] + $0.arguments) }
            builder.define(Macro(key: key, steps: resolved, summary: description ?? written.joined(separator: "; ")), word: word, line: line)
        }
    }

    /// The key a config word names.
    static func key(_ word: String) throws(SourceKeyError) -> Key {
        guard let key = Key(configName: word) else {
            throw SourceKeyError(KeyBindingText.unknownKey(SourceLineError.quote(word)))
        }
        return key
    }

    /// The context a config word names; nil: every context.
    static func context(_ word: String?) throws(SourceKeyError) -> KeyContext? {
        switch KeyContext.lookUp(word) {
        case .everywhere: return nil
        case .only(let context): return context
        case .unsupported:
            throw SourceKeyError(KeyBindingText.unsupportedContext(SourceLineError.quote(word ?? "")))
        case .unknown:
            throw SourceKeyError(KeyBindingText.unknownContext(SourceLineError.quote(word ?? "")))
        }
    }

    /// The command an operation word names.
    static func command(_ word: String) throws(SourceKeyError) -> Command {
        switch Command.lookUp(operation: word) {
        case .command(let command): return command
        case .unsupported:
            throw SourceKeyError(KeyBindingText.unsupportedOperation(SourceLineError.quote(word)))
        case .unknown: throw SourceKeyError(KeyBindingText.unknownOperation(SourceLineError.quote(word)))
        }
    }

    /// One operation of a macro: a command without arguments, or `set browser COMMAND`.
    static func macroStep(_ step: KeyDirective.MacroStep) throws(SourceKeyError) -> Macro.Step {
        if step.operation == "set" {
            guard step.arguments.first == "browser", step.arguments.count >= 2 else {
                throw SourceKeyError(KeyBindingText.macroSetOnlyBrowser.text)
            }
            return .setBrowser(Configuration.commandLine(Array(step.arguments.dropFirst())))
        }
        let command = try command(step.operation)
        guard command != .macroPrefix else { throw SourceKeyError(KeyBindingText.macroInMacro.text) }
        guard step.arguments.isEmpty else {
            throw SourceKeyError(
                KeyBindingText.takesNoArguments(
                    SourceLineError.quote(step.operation),
                    SourceLineError.quote(step.arguments.joined(separator: " "))))
        }
        return .command(command)
    }
}
