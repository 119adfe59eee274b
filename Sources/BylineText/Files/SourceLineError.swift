import BylineText
import Foundation

/// A bad line in a file Byline reads (the urls file, an OPML file, the config file):
/// which file, which line when known, and why, as one line a user can act on.
public struct SourceLineError: Error, Sendable, Hashable, LocalizedError, CustomStringConvertible {
    /// The file's name as the user knows it (`urls`, `feeds.opml`, `config`).
    public var file: String
    /// The 1-based line number, when known.
    public var line: Int?
    /// What is wrong, in words, without the file and line.
    public var message: String

    /// An error from its parts.
    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message`, or `file: message` when the line is unknown.
    public var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }

    public var errorDescription: String? { description }

    /// `text` made safe and short enough to quote in a message: one line, no control
    /// characters, at most `limit` characters, in single quotes.
    public static func quote(_ text: String, limit: Int = 80) -> String {
        let clean = TextSanitizer.singleLine(text)
        guard clean.count > limit else { return "'\(clean)'" }
        return "'\(clean.prefix(limit))…'"
    }
}
