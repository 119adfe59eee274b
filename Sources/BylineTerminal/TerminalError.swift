import BylineCore
import BylineUI
import Foundation

/// Why the terminal could not be taken over.
public enum TerminalError: Error, Equatable, LocalizedError {
    /// Standard input or output is not a terminal (piped, or run from a script).
    case notATerminal
    /// curses has no description of the terminal type in `TERM`.
    case unknownTerminal(String)

    /// One line a user can act on.
    public var errorDescription: String? {
        switch self {
        case .notATerminal:
            return TerminalText.notATerminal.text
        case .unknownTerminal(let name):
            let shown = name.isEmpty ? TerminalText.termNotSet.text : TerminalText.unknownTerminal(name)
            return TerminalText.cannotStart(shown)
        }
    }
}
