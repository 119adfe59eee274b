import BylineCore

/// A flag change the browser asked the cache to store: what a failed write takes back.
public enum FlagWrite: Hashable, Sendable {
    /// These articles' read flag set to `read`.
    case read(ids: [Int64], read: Bool)
    /// This article's star set to `starred`.
    case starred(id: Int64, starred: Bool)
    /// `A`: every article of the list marked read.
    case markAllRead

    /// The write behind `effect`, when it is a flag change.
    public init?(_ effect: Effect) {
        switch effect {
        case .setRead(let ids, let read): self = .read(ids: ids, read: read)
        case .setStarred(let id, let starred): self = .starred(id: id, starred: starred)
        case .markAllRead: self = .markAllRead
        default: return nil
        }
    }
}
