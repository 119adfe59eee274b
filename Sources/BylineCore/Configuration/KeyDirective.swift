/// One `bind-key`, `unbind-key` or `macro` line of the config, as written: the words only.
/// Which keys, operations and contexts exist is the browser's business (BylineUI checks
/// them against its key map), so the config parser stays free of the terminal.
public struct KeyDirective: Sendable, Equatable {
    /// What the line asks for.
    public enum Kind: Sendable, Equatable {
        /// `bind-key KEY OPERATION [CONTEXT]`.
        case bind(key: String, operation: String, context: String?)
        /// `unbind-key KEY [CONTEXT]`.
        case unbind(key: String, context: String?)
        /// `unbind-key -a [CONTEXT]`: every key, everywhere or in one context.
        case unbindAll(context: String?)
        /// `macro KEY OPERATION [ARGUMENT…] [; OPERATION…] [-- "DESCRIPTION"]`.
        case macro(key: String, steps: [MacroStep], description: String?)
    }

    /// One operation of a macro with the words after it (`set browser "mpv %u"`).
    public struct MacroStep: Sendable, Equatable {
        /// The operation's name as written.
        public var operation: String
        /// The words that follow it, quotes removed.
        public var arguments: [String]

        /// A step from its parts.
        public init(operation: String, arguments: [String] = []) {
            self.operation = operation
            self.arguments = arguments
        }
    }

    /// The 1-based line of the config it came from, for messages.
    public var line: Int
    /// What it asks for.
    public var kind: Kind

    /// A directive from its parts.
    public init(line: Int, kind: Kind) {
        self.line = line
        self.kind = kind
    }
}
