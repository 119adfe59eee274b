import Foundation

/// Why a ``TmuxSession`` step failed, with the last screen seen so a failing test shows
/// what the program was drawing.
public struct TmuxError: Error, CustomStringConvertible, LocalizedError {
    /// What went wrong, in words.
    public var message: String
    /// The pane's text when it went wrong (empty when there was none).
    public var screen: String

    /// An error with its words and the screen at the time.
    public init(_ message: String, screen: String) {
        self.message = message
        self.screen = screen
    }

    /// The message, then the screen between rulers.
    public var description: String {
        screen.isEmpty ? message : "\(message); the screen was:\n-----\n\(screen)-----"
    }

    /// The same as ``description``, for `localizedDescription`.
    public var errorDescription: String? { description }
}
