import Foundation

/// One flag change made on this machine, to send to the server.
public struct StateChange: Sendable, Hashable {
    /// Which flag.
    public enum Field: String, Sendable, Hashable {
        /// Read (true) or unread (false).
        case read
        /// Starred (true) or not (false).
        case starred
    }

    /// The item's id in the backend's canonical form.
    public var itemID: String
    /// Which flag.
    public var field: Field
    /// Its new value.
    public var value: Bool

    /// A change from its parts.
    public init(itemID: String, field: Field, value: Bool) {
        self.itemID = itemID
        self.field = field
        self.value = value
    }
}
