import Foundation

/// The server's read and starred state: which items are unread, which starred.
public struct RemoteState: Sendable, Equatable {
    /// Ids of the unread items.
    public var unread: Set<String>
    /// Ids of the starred items.
    public var starred: Set<String>

    /// A state from its two sets.
    public init(unread: Set<String>, starred: Set<String>) {
        self.unread = unread
        self.starred = starred
    }
}
