import Foundation

/// Why a value read from a file cannot be used — a URL or `newsapi:` text that cannot be a
/// source, a setting's value, a pattern — in words, without file or line (the reader adds
/// them, as a ``SourceLineError``).
public struct SourceKeyError: Error, Sendable, Equatable, LocalizedError {
    /// What is wrong.
    public var message: String

    /// An error with its words.
    public init(_ message: String) { self.message = message }

    public var errorDescription: String? { message }
}
