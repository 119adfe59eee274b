import BylineCore
import BylineText
import Foundation

/// A short note in the status bar ("Starred", "No more unread articles") that goes away by
/// itself at `expires` or at the next key.
public struct StatusMessage: Hashable, Sendable {
    /// The text, cleaned to one line.
    public var text: String
    /// When it stops being shown.
    public var expires: Date

    /// How long a note stays up.
    public static let lifetime: TimeInterval = 5

    /// A note shown from `now` for ``lifetime`` seconds; the text is cleaned.
    public init(_ text: String, now: Date) {
        self.text = TextSanitizer.singleLine(text)
        self.expires = now.addingTimeInterval(Self.lifetime)
    }
}
