import BylineCore
import BylineText
import Foundation

/// Syncs one account: sign in, push the journal, pull subscriptions, new items and the
/// server's state, fetch the items the cache lacks, apply the state, record the bookmark.
///
/// Pushing comes before pulling so the state pulled already holds what was pushed (no
/// flip-flop); a change made here while the sync runs stays journalled and keeps its flag.
/// Every page of items is written as it arrives, so memory stays bounded by a page. Any
/// failure ends the sync with everything stored so far kept and the journal untouched
/// except for what the server confirmed.
public struct SyncEngine: Sendable {
    /// The account's name (the prefix of its source keys).
    public var account: String
    /// The account's server URL, the feed URL of a feed the server does not describe.
    public var accountURL: URL
    /// The API.
    public var backend: any SyncBackend
    /// The cache.
    public var store: ArticleStore
    /// The urls file whose `account=NAME` lines stand for the account's subscriptions
    /// (``SubscriptionSync``); nil: subscriptions are only read.
    public var urlsFile: String?

    /// An engine from its parts.
    public init(account: String, accountURL: URL, backend: any SyncBackend, store: ArticleStore, urlsFile: String? = nil) {
        self.account = account
        self.accountURL = accountURL
        self.backend = backend
        self.store = store
        self.urlsFile = urlsFile
    }

    /// Runs one sync and says what it did.
    public func run(now: Date = Date()) async throws(SyncError) -> SyncSummary {
        var summary = SyncSummary()
        try await backend.signIn()
        let pending = try stored { () throws(StoreError) in try store.pendingChanges(account: account) }
        if !pending.isEmpty {
            let confirmed = Set(try await backend.push(pending.map(\.change)))
            let done = pending.filter { confirmed.contains($0.change) }
            try stored { () throws(StoreError) in try store.confirm(done) }
            summary.pushed = done.count
        }
        var subscriptions: [RemoteSubscription]
        if let managing = backend as? any SubscriptionManaging {
            // Subscribe and unsubscribe requests first, then titles and folders (SubscriptionSync).
            let part = SubscriptionSync(account: account, backend: managing, store: store, urls: urlsFile.map(URLsFileWriter.init(path:)))
            summary.subscriptionChanges += try await part.replayJournal()
            let outcome: SubscriptionSync.Outcome
            (subscriptions, outcome) = try await part.reconcile(try await backend.subscriptions())
            summary.subscriptionChanges += outcome.sent
            summary.notes += outcome.notes
        } else {
            subscriptions = try await backend.subscriptions()
        }
        var sources: [String: Source] = [:]
        for subscription in subscriptions {
            let source = Source(
                kind: .feed(subscription.url ?? accountURL),
                key: SyncSourceKey.key(account: account, feedID: subscription.id),
                title: TextSanitizer.singleLine(subscription.title), tags: subscription.folders.map(TextSanitizer.singleLine))
            sources[subscription.id] = source
        }
        try stored { () throws(StoreError) in try store.storeSubscriptions(Array(sources.values), now: now) }
        // Feeds unsubscribed on the server (or here) leave the sources view; their starred
        // articles stay. An empty list is not taken as "unsubscribed from everything".
        if !sources.isEmpty {
            let kept = Set(sources.values.map(\.key))
            try stored { () throws(StoreError) in try store.forgetSyncedFeeds(account: account, keeping: kept) }
        }
        summary.subscriptions = sources.count

        let write = { (items: [RemoteItem]) throws(SyncError) in
            summary.newArticles += try self.storePage(items, sources: sources, now: now)
        }
        let cursor = try stored { () throws(StoreError) in try store.syncCursor(account: account) }
        let next = try await backend.newItems(after: cursor, page: write)
        let state = try await backend.state()
        let wanted = state.unread.union(state.starred).sorted()
        let missing = try stored { () throws(StoreError) in try store.missingItems(account: account, ids: wanted) }
        if !missing.isEmpty { try await backend.items(withIDs: missing, page: write) }
        summary.flagsChanged = try stored { () throws(StoreError) in try store.applyRemoteState(account: account, state) }
        summary.pending = try stored { () throws(StoreError) in try store.pendingChanges(account: account).count }
        try stored { () throws(StoreError) in try store.recordSync(account: account, cursor: next, now: now) }
        return summary
    }

    /// Converts and stores one page; returns how many articles were new.
    private func storePage(_ items: [RemoteItem], sources: [String: Source], now: Date) throws(SyncError) -> Int {
        var grouped: [String: (Source, [Article])] = [:]
        for item in items {
            let source =
                sources[item.feedID]
                ?? Source(
                    kind: .feed(accountURL), key: SyncSourceKey.key(account: account, feedID: item.feedID),
                    title: item.feedID)
            guard let article = Article(remote: item, source: source) else { continue }
            grouped[source.key, default: (source, [])].1.append(article)
        }
        guard !grouped.isEmpty else { return 0 }
        let page = grouped.keys.sorted().compactMap { grouped[$0] }
        return try stored { () throws(StoreError) in try store.storeSynced(page, now: now) }.inserted
    }

    /// Runs a cache step, turning its error into a ``SyncError``.
    private func stored<T>(_ body: () throws(StoreError) -> T) throws(SyncError) -> T {
        do {
            return try body()
        } catch {
            throw SyncError.from(error)
        }
    }
}

/// What one account's sync did.
public struct SyncSummary: Sendable, Equatable {
    /// Subscriptions on the server.
    public var subscriptions = 0
    /// Articles new to the cache.
    public var newArticles = 0
    /// Local changes the server confirmed.
    public var pushed = 0
    /// Flags set from the server's state.
    public var flagsChanged = 0
    /// Local changes still waiting (made during the sync, or not taken by the server).
    public var pending = 0
    /// Subscribe, unsubscribe, rename and folder changes the server took.
    public var subscriptionChanges = 0
    /// One line each for conflicts and server-side changes to urls lines (``SubscriptionSync``).
    public var notes: [String] = []

    /// A summary with every count zero.
    public init() {}
}

extension Article {
    /// The article for a server's item in `source`, or nil for an item with neither title nor link.
    init?(remote item: RemoteItem, source: Source) {
        // Servers send titles as their feeds gave them: HTML only when it looks like HTML.
        let title = ArticleText.title(item.title, kind: FeedTextKind.guessing(item.title))
        let url = ArticleText.webURL(item.url?.absoluteString, relativeTo: nil)
        guard !title.isEmpty || url != nil else { return nil }
        self.init(
            sourceKey: source.key, sourceName: source.title ?? source.shortName, guid: item.id,
            title: title.isEmpty ? ArticleText.untitled(url) : title, author: ArticleText.line(item.author),
            content: Self.block(item.html), url: url, published: item.published,
            isRead: item.isRead, isStarred: item.isStarred)
    }
}
