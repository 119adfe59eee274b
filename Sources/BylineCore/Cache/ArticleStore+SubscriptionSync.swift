import Foundation

/// A subscribe or unsubscribe request made here for a sync account, kept until the server
/// has it (``ArticleStore/journalSubscription(_:)``).
public struct SubscriptionRequest: Sendable, Hashable {
    /// What to ask the server.
    public enum Action: String, Sendable, Hashable {
        /// Subscribe to ``SubscriptionRequest/url`` (then give it the title and tags).
        case subscribe
        /// Unsubscribe from the feed at ``SubscriptionRequest/url`` (or ``SubscriptionRequest/feedID``).
        case unsubscribe
    }

    /// The journal row's id (0 before it is journalled).
    public var id: Int64
    /// The account's name.
    public var account: String
    /// What to ask.
    public var action: Action
    /// The feed's address, as the urls file lists it.
    public var url: String
    /// The server's id of the feed, when known (an unsubscribe of a synced feed).
    public var feedID: String?
    /// The title to give it (a subscribe with `--title`).
    public var title: String?
    /// The tags to give it as folders (a subscribe with `--tag`).
    public var tags: [String]

    /// A request from its parts.
    public init(
        id: Int64 = 0, account: String, action: Action, url: String, feedID: String? = nil, title: String? = nil,
        tags: [String] = []
    ) {
        self.id = id
        self.account = account
        self.action = action
        self.url = url
        self.feedID = feedID
        self.title = title
        self.tags = tags
    }
}

/// One subscription of an account as the last sync left it: the base from which a change
/// of title or folders, here or on the server, is told apart.
public struct SubscriptionBase: Sendable, Hashable {
    /// The server's id of the feed (`feed/12`).
    public var feedID: String
    /// The feed's address as the server gives it.
    public var url: String
    /// The key of the urls-file line that stands for it, when one does.
    public var lineKey: String?
    /// Its title then.
    public var title: String
    /// Its folders then.
    public var folders: [String]

    /// A base from its parts.
    public init(feedID: String, url: String, lineKey: String?, title: String, folders: [String]) {
        self.feedID = feedID
        self.url = url
        self.lineKey = lineKey
        self.title = title
        self.folders = folders
    }
}

/// The subscription journal and bases of sync accounts (migration 19).
extension ArticleStore {
    /// Journals `request` (in its own transaction, before anything is sent), returning it
    /// with its row id. A request that undoes a pending one for the same feed cancels both
    /// (subscribe then unsubscribe while offline sends nothing); one that repeats it is kept once.
    @discardableResult
    public func journalSubscription(_ request: SubscriptionRequest, now: Date = Date()) throws(StoreError) -> SubscriptionRequest {
        try write { database throws(StoreError) in
            let identity = Source.duplicateIdentity(of: request.url)
            let pending = try Self.pendingSubscriptions(account: request.account, in: database)
                .filter { Source.duplicateIdentity(of: $0.url) == identity }
            if let last = pending.last {
                if last.action == request.action { return last }
                if last.action == .subscribe {
                    // Never sent: cancelling it here is the whole unsubscribe.
                    try database.run("DELETE FROM sync_subscription_journal WHERE id = ?", last.id)
                    return SubscriptionRequest(id: -1, account: request.account, action: request.action, url: request.url)
                }
            }
            let tags = String(decoding: (try? JSONEncoder().encode(request.tags)) ?? Data("[]".utf8), as: UTF8.self)
            try database.run(
                """
                INSERT INTO sync_subscription_journal (account, action, url, feed_id, title, tags, made)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """, request.account, request.action.rawValue, request.url, request.feedID, request.title, tags,
                Int64(now.timeIntervalSince1970))
            var stored = request
            stored.id = try database.integer("SELECT last_insert_rowid()")
            return stored
        }
    }

    /// The account's pending subscribe and unsubscribe requests, oldest first.
    public func pendingSubscriptions(account: String) throws(StoreError) -> [SubscriptionRequest] {
        try withDatabase { database throws(StoreError) in try Self.pendingSubscriptions(account: account, in: database) }
    }

    private static func pendingSubscriptions(account: String, in database: Database) throws(StoreError) -> [SubscriptionRequest] {
        try database.query(
            "SELECT id, action, url, feed_id, title, tags FROM sync_subscription_journal WHERE account = ? ORDER BY id",
            [account]
        ) { row in
            let tags = (row.string(5).flatMap { try? JSONDecoder().decode([String].self, from: Data($0.utf8)) }) ?? []
            return SubscriptionRequest(
                id: row.int64(0), account: account, action: SubscriptionRequest.Action(rawValue: row.string(1) ?? "") ?? .subscribe,
                url: row.string(2) ?? "", feedID: row.string(3), title: row.string(4), tags: tags)
        }
    }

    /// Removes a request the server has confirmed, and records (or forgets) the base of the
    /// feed it made (or ended), in one transaction: a crash leaves either the request
    /// pending (sent again, which the server answers as already done) or both done.
    public func confirmSubscription(_ request: SubscriptionRequest, base: SubscriptionBase?) throws(StoreError) {
        try write { database throws(StoreError) in
            try database.run("DELETE FROM sync_subscription_journal WHERE id = ?", request.id)
            if let base {
                try Self.putBase(base, account: request.account, in: database)
            } else if let feedID = request.feedID {
                try database.run("DELETE FROM sync_subscriptions WHERE account = ? AND feed_id = ?", request.account, feedID)
            }
        }
    }

    /// The account's subscriptions as the last sync left them.
    public func subscriptionBases(account: String) throws(StoreError) -> [SubscriptionBase] {
        try withDatabase { database throws(StoreError) in
            try database.query(
                "SELECT feed_id, url, line_key, title, folders FROM sync_subscriptions WHERE account = ? ORDER BY feed_id",
                [account]
            ) { row in
                SubscriptionBase(
                    feedID: row.string(0) ?? "", url: row.string(1) ?? "", lineKey: row.string(2), title: row.string(3) ?? "",
                    folders: (row.string(4).flatMap { try? JSONDecoder().decode([String].self, from: Data($0.utf8)) }) ?? [])
            }
        }
    }

    /// Replaces the account's bases with `bases` (what the server has after this sync).
    public func replaceSubscriptionBases(account: String, _ bases: [SubscriptionBase]) throws(StoreError) {
        try write { database throws(StoreError) in
            try database.run("DELETE FROM sync_subscriptions WHERE account = ?", account)
            for base in bases { try Self.putBase(base, account: account, in: database) }
        }
    }

    private static func putBase(_ base: SubscriptionBase, account: String, in database: Database) throws(StoreError) {
        let folders = String(decoding: (try? JSONEncoder().encode(base.folders)) ?? Data("[]".utf8), as: UTF8.self)
        try database.run(
            "INSERT OR REPLACE INTO sync_subscriptions (account, feed_id, url, line_key, title, folders) VALUES (?, ?, ?, ?, ?, ?)",
            account, base.feedID, base.url, base.lineKey, base.title, folders)
    }

    /// Forgets the synced feeds of `account` the server no longer has (unsubscribed there or
    /// here): their unstarred articles and, when none is starred, their rows. Returns how many feeds went.
    @discardableResult
    public func forgetSyncedFeeds(account: String, keeping kept: Set<String>) throws(StoreError) -> Int {
        let range = SyncSourceKey.range(account: account)
        return try write { database throws(StoreError) in
            let keys = try database.query("SELECT key FROM feeds WHERE key >= ? AND key < ?", [range.lower, range.upper]) {
                $0.string(0) ?? ""
            }
            var gone = 0
            for key in keys where !kept.contains(key) {
                _ = try Self.removeArticles(ofSource: key, keepStarred: true, in: database)
                gone += 1
            }
            return gone
        }
    }
}
