/// The flag changes `u` can take back, newest last, while the browser is open.
public struct UndoHistory: Hashable, Sendable {
    /// One change, with what is needed to take it back.
    public enum Change: Hashable, Sendable {
        /// These articles' read flag was set to `read` (they all had the other value).
        case read(ids: [Int64], read: Bool)
        /// This article's star was set to `starred`.
        case starred(id: Int64, starred: Bool)
        /// `A`: these articles were unread and were marked read, as one step.
        case markedAllRead(ids: [Int64], name: String?)
    }

    /// How many changes are kept; older ones fall off.
    public static let depth = 100
    /// The changes, oldest first.
    public private(set) var changes: [Change] = []

    /// An empty history.
    public init() {}

    /// Records a change.
    public mutating func record(_ change: Change) {
        changes.append(change)
        if changes.count > Self.depth { changes.removeFirst(changes.count - Self.depth) }
    }

    /// Forgets the newest record of `change` (it was never stored, so there is nothing to undo).
    public mutating func forget(_ change: Change) {
        if let index = changes.lastIndex(of: change) { changes.remove(at: index) }
    }

    /// Takes the newest change off, to undo it.
    public mutating func takeLast() -> Change? {
        changes.popLast()
    }
}
