import BylineCore
import BylineText
import Foundation

/// Subscriptions on a Google Reader server: `subscription/quickadd` to subscribe,
/// `subscription/edit` (`ac=edit`, `t=` title, `a=`/`r=` folder) to rename and move, and
/// (`ac=unsubscribe`) to unsubscribe. FreshRSS keeps a feed in one folder: `a=` moves it,
/// `r=` moves it back to its default folder, so removals are sent before additions.
extension GReaderBackend: SubscriptionManaging {
    /// The label stream of a folder.
    static func label(_ folder: String) -> String { "user/-/label/" + folder }

    /// Subscribes (see ``SubscriptionManaging``).
    public func subscribe(url: String) async throws(SyncError) -> RemoteSubscription {
        let answer = try await write("reader/api/0/subscription/quickadd", [.init("quickadd", url)])
        let added = try? JSONDecoder().decode(GReaderDTO.QuickAdd.self, from: Data(answer.utf8))
        if let added, let streamID = added.streamId, !streamID.isEmpty {
            let listed = try await subscriptions().first { $0.id == streamID }
            return listed
                ?? RemoteSubscription(
                    id: streamID, title: added.streamName ?? added.query ?? url, url: URL(string: added.query ?? url), folders: [])
        }
        // Not added: already subscribed (the same request sent again), or the server's reason.
        let identity = Source.duplicateIdentity(of: url)
        if let listed = try await subscriptions().first(where: { $0.url.map { Source.duplicateIdentity(of: $0.absoluteString) } == identity }) {
            return listed
        }
        let reason = added?.error ?? String(answer.prefix(200))
        throw .server(SubscriptionSyncText.notSubscribed(TextSanitizer.singleLine(URLRedaction.redacted(reason))))
    }

    /// Renames and moves (see ``SubscriptionManaging``); one call per folder, since a
    /// server may read only one `a=` or `r=` per call.
    public func edit(feedID: String, title: String?, addFolders: [String], removeFolders: [String]) async throws(SyncError) {
        var calls: [[RequestBody.FormField]] = []
        if let title { calls.append([.init("t", title)]) }
        calls += removeFolders.map { [.init("r", Self.label($0))] }
        calls += addFolders.map { [.init("a", Self.label($0))] }
        for fields in calls {
            try await expectOK(try await write("reader/api/0/subscription/edit", [.init("ac", "edit"), .init("s", feedID)] + fields))
        }
    }

    /// Unsubscribes (see ``SubscriptionManaging``).
    public func unsubscribe(feedID: String) async throws(SyncError) {
        try await expectOK(try await write("reader/api/0/subscription/edit", [.init("ac", "unsubscribe"), .init("s", feedID)]))
    }

    private func expectOK(_ answer: String) async throws(SyncError) {
        guard answer.trimmingCharacters(in: .whitespacesAndNewlines) == "OK" else {
            throw .server(SyncText.changeRefused(TextSanitizer.singleLine(String(answer.prefix(100)))))
        }
    }

    /// One POST of `fields` with the action token; a 401 (an expired token) is retried once
    /// with a new one. Returns the answer's text.
    func write(_ path: String, _ fields: [RequestBody.FormField]) async throws(SyncError) -> String {
        var attempt = 0
        while true {
            let token = try await actionToken(renew: attempt > 0)
            let endpoint = try http.endpoint(path, method: .post(.form([.init("T", token)] + fields)), headers: try headers())
            do throws(SyncError) {
                return String(decoding: try await http.body(endpoint, carrying: [token]), as: UTF8.self)
            } catch .unauthorized where attempt == 0 {
                attempt += 1
            }
        }
    }
}

extension GReaderDTO {
    /// `subscription/quickadd`'s answer.
    struct QuickAdd: Decodable {
        var numResults: Int?
        var query: String?
        var streamId: String?
        var streamName: String?
        var error: String?
    }
}
