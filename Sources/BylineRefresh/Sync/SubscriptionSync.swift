import BylineCore
import BylineText
import Foundation

/// The subscriptions part of a sync, for an API that can manage them (``SubscriptionManaging``):
/// sends the journalled subscribe and unsubscribe requests, then reconciles the account's
/// urls-file lines (`URL tags "account=NAME" "~Title"`) with the server's list.
///
/// Each subscription's title and folders are compared three ways: the urls line (what the
/// user has here), the server's list, and the base (both as the last sync left them). A side
/// that differs from the base changed since. **Rules**: a title changed only here is sent; a
/// title changed on both sides to different values keeps the server's, and the local one is
/// reported in one line. Folders merge: a folder added or removed on either side is added or
/// removed. A feed whose base exists but which the server no longer lists was unsubscribed
/// there: its line leaves the urls file. Afterwards the lines are rewritten to what the
/// server has (through the urls file's locked writer), and the bases to the same, so the next
/// sync measures from there. Every request is idempotent on the server (subscribing twice
/// subscribes once, renaming to the same title changes nothing), so a sync cut short is
/// simply done again: nothing is lost and nothing arrives twice.
struct SubscriptionSync {
    /// The account's name.
    var account: String
    /// The server.
    var backend: any SubscriptionManaging
    /// The cache (journal and bases).
    var store: ArticleStore
    /// The urls file, when the caller has one.
    var urls: URLsFileWriter?

    /// What the subscriptions part did.
    struct Outcome {
        /// Requests and edits the server took.
        var sent = 0
        /// One line per conflict or server-side change that touched a urls line.
        var notes: [String] = []
    }

    /// Sends the pending requests, oldest first; each is removed from the journal only once the server has it.
    func replayJournal() async throws(SyncError) -> Int {
        let pending = try stored { () throws(StoreError) in try store.pendingSubscriptions(account: account) }
        guard !pending.isEmpty else { return 0 }
        // A sync killed after the server took a request but before the journal forgot it
        // leaves the request pending; the server's list says whether it is done already.
        var list = try await backend.subscriptions()
        for request in pending {
            try await send(request, known: list)
            list = try await backend.subscriptions()
        }
        return pending.count
    }

    /// Sends one journalled request and confirms it. `known`, the server's list when the
    /// caller has it, makes a request the server already carried out a confirmation only:
    /// subscribing to a feed it lists, or unsubscribing from one it no longer lists.
    func send(_ request: SubscriptionRequest, known: [RemoteSubscription]? = nil) async throws(SyncError) {
        let identity = Source.duplicateIdentity(of: request.url)
        let listed = known?.first {
            $0.id == request.feedID || $0.url.map { Source.duplicateIdentity(of: $0.absoluteString) } == identity
        }
        switch request.action {
        case .subscribe:
            let subscription: RemoteSubscription
            if let listed {
                subscription = listed
            } else {
                subscription = try await backend.subscribe(url: request.url)
            }
            let title = request.title.flatMap { $0.isEmpty || $0 == subscription.title ? nil : $0 }
            let add = request.tags.filter { !subscription.folders.contains($0) }
            if title != nil || !add.isEmpty {
                try await backend.edit(feedID: subscription.id, title: title, addFolders: add, removeFolders: [])
            }
            let base = SubscriptionBase(
                feedID: subscription.id, url: subscription.url?.absoluteString ?? request.url, lineKey: request.url,
                title: title ?? subscription.title, folders: subscription.folders + add)
            try stored { () throws(StoreError) in try store.confirmSubscription(request, base: base) }
        case .unsubscribe:
            var feedID = request.feedID
            if known != nil {
                // The server's list decides: gone already, or its id there now.
                feedID = listed?.id
            } else if feedID == nil {
                feedID = try await backend.subscriptions()
                    .first { $0.url.map { Source.duplicateIdentity(of: $0.absoluteString) } == identity }?.id
            }
            if let feedID { try await backend.unsubscribe(feedID: feedID) }
            var confirmed = request
            confirmed.feedID = feedID
            try stored { () throws(StoreError) in try store.confirmSubscription(confirmed, base: nil) }
        }
    }

    /// Reconciles the urls lines with `list` (the server's subscriptions); returns the list
    /// as the server has it afterwards and what was done.
    func reconcile(_ list: [RemoteSubscription]) async throws(SyncError) -> ([RemoteSubscription], Outcome) {
        var outcome = Outcome()
        let lines = accountLines()
        let bases = try stored { () throws(StoreError) in try store.subscriptionBases(account: account) }
        var server = list
        var edited = false
        for line in lines {
            let base = bases.first { $0.lineKey.map(Source.duplicateIdentity(of:)) == Source.duplicateIdentity(of: line.key) }
            guard let remote = match(line, base: base, in: server) else {
                if base == nil {
                    // A line added by hand (or whose subscribe was lost): subscribe it now.
                    let request = SubscriptionRequest(
                        account: account, action: .subscribe, url: line.key, title: line.title, tags: line.folderTags)
                    let journalled = try stored { () throws(StoreError) in try store.journalSubscription(request) }
                    try await send(journalled)
                    outcome.sent += 1
                    edited = true
                }
                continue
            }
            let change = Self.change(line: line, base: base, server: remote)
            if let conflict = change.conflict {
                outcome.notes.append(
                    SubscriptionSyncText.titleConflict(
                        account, Self.shown(line.key), TextSanitizer.singleLine(conflict), TextSanitizer.singleLine(remote.title)))
            }
            if change.title != nil || !change.add.isEmpty || !change.remove.isEmpty {
                try await backend.edit(feedID: remote.id, title: change.title, addFolders: change.add, removeFolders: change.remove)
                outcome.sent += 1
                edited = true
            }
        }
        if edited { server = try await backend.subscriptions() }
        outcome.notes += try writeBack(lines: lines, bases: bases, server: server)
        return (server, outcome)
    }

    /// What to send for one line: a new title, folders to add and remove, and the local
    /// title that lost to the server's (a conflict).
    static func change(line: Source, base: SubscriptionBase?, server: RemoteSubscription)
        -> (title: String?, add: [String], remove: [String], conflict: String?)
    {
        var title: String?
        var conflict: String?
        if let local = line.title, !local.isEmpty, local != server.title {
            let localChanged = base.map { local != $0.title } ?? true
            let serverChanged = base.map { server.title != $0.title } ?? false
            if localChanged && serverChanged {
                conflict = local
            } else if localChanged {
                title = local
            }
        }
        let local = line.folderTags
        let add: [String]
        let remove: [String]
        if let base {
            add = local.filter { !base.folders.contains($0) && !server.folders.contains($0) }
            remove = base.folders.filter { !local.contains($0) && server.folders.contains($0) }
        } else {
            add = local.filter { !server.folders.contains($0) }
            remove = []
        }
        return (title, add, remove, conflict)
    }

    /// The subscription `line` stands for: through its base's feed id, else by address.
    private func match(_ line: Source, base: SubscriptionBase?, in list: [RemoteSubscription]) -> RemoteSubscription? {
        if let base, let found = list.first(where: { $0.id == base.feedID }) { return found }
        let identity = Source.duplicateIdentity(of: line.key)
        return list.first { $0.url.map { Source.duplicateIdentity(of: $0.absoluteString) } == identity }
    }

    /// The urls lines of this account, as the file says now (none without a urls file).
    func accountLines() -> [Source] {
        guard let urls, let parsed = try? URLsFile.load(path: urls.path, allowingCommands: true) else { return [] }
        return parsed.sources.filter { $0.syncAccount == account }
    }

    /// Rewrites each line to the server's title and folders (a line the user changed since
    /// it was read is left for the next sync), drops the lines of feeds unsubscribed on the
    /// server, and records the new bases.
    private func writeBack(lines: [Source], bases: [SubscriptionBase], server: [RemoteSubscription]) throws(SyncError) -> [String] {
        var notes: [String] = []
        var newBases: [SubscriptionBase] = []
        var rewrites: [(old: Source, new: Source)] = []
        var gone: [Source] = []
        var claimed = Set<String>()
        for line in lines {
            let base = bases.first { $0.lineKey.map(Source.duplicateIdentity(of:)) == Source.duplicateIdentity(of: line.key) }
            guard let remote = match(line, base: base, in: server) else {
                if base != nil { gone.append(line) }
                continue
            }
            claimed.insert(remote.id)
            newBases.append(
                SubscriptionBase(
                    feedID: remote.id, url: remote.url?.absoluteString ?? line.key, lineKey: line.key,
                    title: remote.title, folders: remote.folders))
            let updated = line.withServer(title: TextSanitizer.singleLine(remote.title), folders: remote.folders.map(TextSanitizer.singleLine))
            if updated.title != line.title || Set(updated.tags) != Set(line.tags) { rewrites.append((line, updated)) }
        }
        for remote in server where !claimed.contains(remote.id) {
            newBases.append(
                SubscriptionBase(
                    feedID: remote.id, url: remote.url?.absoluteString ?? "", lineKey: nil, title: remote.title, folders: remote.folders))
        }
        if let urls, !(rewrites.isEmpty && gone.isEmpty) {
            do {
                try urls.locked { (file: inout URLsFileWriter.Locked) throws(LocalFileError) in
                    var data = file.data
                    let now = URLsFile.parse(data, allowingCommands: true).sources
                    for (old, new) in rewrites where now.contains(old) {
                        if let replaced = URLsFile.replacingLine(listing: old.key, with: URLsFile.line(for: new), in: data) { data = replaced }
                    }
                    for line in gone where now.contains(line) {
                        let removal = URLsFile.removing(line.key, from: data)
                        if !removal.removed.isEmpty {
                            data = removal.data
                            notes.append(SubscriptionSyncText.goneOnServer(account, Self.shown(line.key), urls.path))
                        }
                    }
                    if data != file.data { try file.replace(with: data) }
                }
            } catch {
                throw .store(error.message)
            }
        }
        try stored { () throws(StoreError) in try store.replaceSubscriptionBases(account: account, newBases) }
        return notes
    }

    /// An address as printed: on one line, any password masked.
    static func shown(_ address: String) -> String {
        TextSanitizer.singleLine(URLRedaction.redacted(address))
    }

    private func stored<T>(_ body: () throws(StoreError) -> T) throws(SyncError) -> T {
        do {
            return try body()
        } catch {
            throw SyncError.from(error)
        }
    }
}
