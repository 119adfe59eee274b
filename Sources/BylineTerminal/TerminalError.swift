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
            return "the browser needs a terminal: standard input and output must not be redirected (use 'byline list' in scripts)"
        case .unknownTerminal(let name):
            let shown = name.isEmpty ? "TERM is not set" : "unknown terminal type '\(name)'"
            return "cannot start the browser: \(shown); try TERM=xterm-256color"
        }
    }
}
