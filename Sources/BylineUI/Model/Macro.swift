/// A macro from the config (`macro KEY OPERATION; OPERATION…`): what `,` then its key runs,
/// one step after another.
public struct Macro: Hashable, Sendable {
    /// One step of a macro.
    public enum Step: Hashable, Sendable {
        /// Run a command, as its key would in the pane that has the keyboard then.
        case command(Command)
        /// newsboat's `set browser COMMAND`: links open with this command from now on.
        case setBrowser(String)
    }

    /// The key pressed after the macro prefix.
    public var key: Key
    /// What it runs, in order.
    public var steps: [Step]
    /// How the help shows it: the line's `-- "description"`, else its operations as written.
    public var summary: String

    /// A macro from its parts.
    public init(key: Key, steps: [Step], summary: String) {
        self.key = key
        self.steps = steps
        self.summary = summary
    }
}
