import Foundation

/// A pending local change to one flag of one synced article: the last value set, and the
/// newest journal row it stands for (rows up to it are removed once the server confirms).
public struct JournalEntry: Sendable, Hashable {
    /// The article's source key (`account:NAME/feed/ID`).
    public var sourceKey: String
    /// The article's guid: the server's item id.
    public var itemID: String
    /// Which flag.
    public var field: StateChange.Field
    /// The value to send.
    public var value: Bool
    /// The id of the newest journal row for this flag.
    public var lastRow: Int64

    /// The change to push.
    public var change: StateChange { StateChange(itemID: itemID, field: field, value: value) }
}
