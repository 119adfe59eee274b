import BylineCore
import Foundation

/// One sync API (Google Reader, Fever…): what ``SyncEngine`` needs from a server, in
/// Byline's terms. A new API is one new type conforming to this; the engine, the journal
/// and the cache stay as they are.
///
/// Item ids are strings in the backend's canonical form (the same item always gets the
/// same string), since servers differ in how they spell them.
public protocol SyncBackend: Sendable {
    /// Checks the credentials (and gets whatever session token the API needs).
    func signIn() async throws(SyncError)

    /// Every subscription, with its folders.
    func subscriptions() async throws(SyncError) -> [RemoteSubscription]

    /// Sends local flag changes; returns those the server has taken (or no longer needs,
    /// such as a change to an item the server has dropped). Those not returned stay journalled.
    func push(_ changes: [StateChange]) async throws(SyncError) -> [StateChange]

    /// Items that arrived on the server since `cursor` (nil: the first sync), one page at a
    /// time into `page` so memory stays bounded; returns the cursor for the next sync.
    func newItems(after cursor: Int64?, page: ([RemoteItem]) throws(SyncError) -> Void) async throws(SyncError) -> Int64?

    /// The ids of every unread and every starred item on the server.
    func state() async throws(SyncError) -> RemoteState

    /// The items with these ids, one page at a time into `page`.
    func items(withIDs ids: [String], page: ([RemoteItem]) throws(SyncError) -> Void) async throws(SyncError)
}

/// A feed the account is subscribed to.
public struct RemoteSubscription: Sendable, Hashable {
    /// The server's id for it (`feed/12` on GReader, `12` on Fever).
    public var id: String
    /// Its title.
    public var title: String
    /// The feed's own URL, when the server says.
    public var url: URL?
    /// The folders (labels, groups) it is in; they become Byline tags.
    public var folders: [String]

    /// A subscription from its parts.
    public init(id: String, title: String, url: URL?, folders: [String]) {
        self.id = id
        self.title = title
        self.url = url
        self.folders = folders
    }
}

/// One item (article) as a server gave it.
public struct RemoteItem: Sendable, Hashable {
    /// The item's id in the backend's canonical form.
    public var id: String
    /// The id of the subscription it belongs to (as in ``RemoteSubscription/id``).
    public var feedID: String
    /// The headline.
    public var title: String
    /// The author, when given.
    public var author: String?
    /// The body as HTML.
    public var html: String?
    /// The article's address.
    public var url: URL?
    /// When it was published.
    public var published: Date?
    /// Whether the server has it read.
    public var isRead: Bool
    /// Whether the server has it starred.
    public var isStarred: Bool

    /// An item from its parts.
    public init(
        id: String, feedID: String, title: String, author: String? = nil, html: String? = nil,
        url: URL? = nil, published: Date? = nil, isRead: Bool = false, isStarred: Bool = false
    ) {
        self.id = id
        self.feedID = feedID
        self.title = title
        self.author = author
        self.html = html
        self.url = url
        self.published = published
        self.isRead = isRead
        self.isStarred = isStarred
    }
}
