/// What takes the keys before the panes: the help, a prompt, or the key after the macro
/// prefix. One value, so two of them can never be open at once; ``AppState/handle(_:)``
/// routes each key by a switch over it.
public enum Overlay: Hashable, Sendable {
    /// Nothing: keys go through the key map to the focused pane.
    case none
    /// The `?` key help covers the screen, from its line `scroll`.
    case help(scroll: Int)
    /// The `/` prompt: typing edits ``AppState/filterText`` and narrows the list as it goes.
    case filterPrompt
    /// The `F` prompt, with the expression as typed so far.
    case expressionPrompt(String)
    /// The `|` prompt, with the command as typed so far.
    case pipePrompt(String)
    /// The macro prefix (`,`) was pressed: the next key names a macro.
    case macroKey
    /// `w` found a file at `path` already: `y` overwrites it with article `articleID`, `n` or
    /// Esc keeps it.
    case saveConfirm(articleID: Int64, path: String)
    /// `i` in the sources view: a source's settings and health (what `byline show-source`
    /// prints), its first line the title, in the help's box from its line `scroll`.
    case sourceInfo(lines: [String], scroll: Int)

    /// Whether this is a prompt that takes typed text (a running macro stops at one).
    public var isPrompt: Bool {
        switch self {
        case .filterPrompt, .expressionPrompt, .pipePrompt, .saveConfirm: true
        case .none, .help, .macroKey, .sourceInfo: false
        }
    }

    /// The help's box scrolled to its line `scroll`; any other overlay as it is.
    func scrolled(to scroll: Int) -> Overlay {
        switch self {
        case .help: .help(scroll: scroll)
        case .sourceInfo(let lines, _): .sourceInfo(lines: lines, scroll: scroll)
        default: self
        }
    }

    /// Whether the help's box is shown (the key help, or a source's info in it): its keys
    /// scroll and close it.
    public var isHelp: Bool {
        switch self {
        case .help, .sourceInfo: true
        default: false
        }
    }
}
