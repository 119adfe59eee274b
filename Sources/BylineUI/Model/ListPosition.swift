/// An article's place in the list: its index under the current query and its id.
public struct ListPosition: Hashable, Sendable {
    /// The 0-based list index.
    public var index: Int
    /// The article's id.
    public var id: Int64

    /// A position from its parts.
    public init(index: Int, id: Int64) {
        self.index = index
        self.id = id
    }
}
