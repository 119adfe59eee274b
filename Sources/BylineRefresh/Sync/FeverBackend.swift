import BylineCore
import BylineText
import Foundation

/// The Fever API (Coldsweat's `/fever`, FreshRSS's `/api/fever.php`, Miniflux, Tiny Tiny RSS).
///
/// Every call is a POST whose body carries `api_key = md5("USER:PASSWORD")`; the read
/// selectors go in the query string and `mark`/`as`/`id` in the body, the one placement
/// both Coldsweat and FreshRSS accept (see `sync-protocols.md`). Items are fetched by
/// `with_ids` in batches of 50 from the unread and saved id lists, because Coldsweat's
/// `since_id` pages are unordered and can skip items; so ``newItems(after:page:)`` has
/// nothing to add and a sync with nothing new costs four requests.
public struct FeverBackend: SyncBackend {
    /// The most items one `with_ids` call returns.
    static let batchSize = 50
    private let http: SyncHTTP
    private let apiKey: String

    /// A backend for the API at `url` with these credentials, for one sync within `limits`.
    public init(url: URL, user: String, password: String, transport: any HTTPTransport, limits: SyncLimits = SyncLimits()) {
        apiKey = MD5.hex("\(user):\(password)")
        http = SyncHTTP(transport: transport, base: url, secrets: [password, apiKey], budget: SyncBudget(limits))
    }

    /// One call: `selectors` in the query after `api`, `fields` with the api_key in the body.
    private func call<Value: Decodable>(
        _ selectors: [URLQueryItem], fields: [RequestBody.FormField] = [],
        as type: Value.Type, what: String
    ) async throws(SyncError) -> Value {
        let body = RequestBody.form([RequestBody.FormField("api_key", apiKey)] + fields)
        let endpoint = try http.endpoint("", query: [URLQueryItem(name: "api", value: nil)] + selectors, method: .post(body))
        let data = try await http.body(endpoint)
        guard let envelope = try? JSONDecoder().decode(FeverDTO.Envelope.self, from: data) else {
            throw .server(SyncText.notFever.text)
        }
        guard envelope.auth == 1 else {
            throw .unauthorized(SyncText.feverAuth0.text)
        }
        do {
            return try JSONDecoder().decode(Value.self, from: data)
        } catch {
            throw .server(SyncText.unreadable(what))
        }
    }

    /// Checks the credentials (see ``SyncBackend``).
    public func signIn() async throws(SyncError) {
        _ = try await call([], as: FeverDTO.Envelope.self, what: SyncText.whatAnswer.text)
    }

    /// Every subscription with its folders (see ``SyncBackend``).
    public func subscriptions() async throws(SyncError) -> [RemoteSubscription] {
        let groups = try await call([URLQueryItem(name: "groups", value: nil)], as: FeverDTO.Groups.self, what: SyncText.whatGroups.text)
        let feeds = try await call([URLQueryItem(name: "feeds", value: nil)], as: FeverDTO.Feeds.self, what: SyncText.whatFeeds.text)
        let titles = Dictionary((groups.groups ?? []).map { ($0.id.text, $0.title ?? $0.id.text) }) { first, _ in first }
        var folders: [String: [String]] = [:]
        for entry in groups.feedsGroups ?? [] {
            guard let title = titles[entry.groupID.text] else { continue }
            for feed in FeverDTO.ids(entry.feedIDs) { folders[feed, default: []].append(title) }
        }
        return (feeds.feeds ?? []).map { feed in
            RemoteSubscription(
                id: feed.id.text, title: feed.title ?? feed.url ?? feed.id.text,
                url: feed.url.flatMap(URL.init(string:)), folders: folders[feed.id.text] ?? [])
        }
    }

    /// Sends local changes; returns those the server took (see ``SyncBackend``).
    public func push(_ changes: [StateChange]) async throws(SyncError) -> [StateChange] {
        var confirmed: [StateChange] = []
        for change in changes {
            let verb =
                switch (change.field, change.value) {
                case (.read, true): "read"
                case (.read, false): "unread"
                case (.starred, true): "saved"
                case (.starred, false): "unsaved"
                }
            do throws(SyncError) {
                _ = try await call(
                    [], fields: [.init("mark", "item"), .init("as", verb), .init("id", change.itemID)],
                    as: FeverDTO.Envelope.self, what: SyncText.whatAnswer.text)
            } catch .server(let reason) where reason.hasPrefix("404") {
                // Coldsweat's answer for an item it no longer has: nothing left to change.
            }
            confirmed.append(change)
        }
        return confirmed
    }

    /// New items since `cursor`, page by page (see ``SyncBackend``).
    public func newItems(after cursor: Int64?, page: ([RemoteItem]) throws(SyncError) -> Void) async throws(SyncError) -> Int64? {
        cursor
    }

    /// The unread and starred ids (see ``SyncBackend``).
    public func state() async throws(SyncError) -> RemoteState {
        let unread = try await call(
            [URLQueryItem(name: "unread_item_ids", value: nil)], as: FeverDTO.ItemIDs.self,
            what: SyncText.whatUnreadIDs.text)
        let saved = try await call(
            [URLQueryItem(name: "saved_item_ids", value: nil)], as: FeverDTO.ItemIDs.self,
            what: SyncText.whatSavedIDs.text)
        let unreadIDs = FeverDTO.ids(unread.unreadItemIDs)
        let savedIDs = FeverDTO.ids(saved.savedItemIDs)
        try http.budget.take(unreadIDs.count + savedIDs.count, ids: true)
        return RemoteState(unread: Set(unreadIDs), starred: Set(savedIDs))
    }

    /// The items with these ids, page by page (see ``SyncBackend``).
    public func items(withIDs ids: [String], page: ([RemoteItem]) throws(SyncError) -> Void) async throws(SyncError) {
        for start in stride(from: 0, to: ids.count, by: Self.batchSize) {
            let batch = ids[start..<min(start + Self.batchSize, ids.count)]
            let answer = try await call(
                [
                    URLQueryItem(name: "items", value: nil),
                    URLQueryItem(name: "with_ids", value: batch.joined(separator: ","))
                ],
                as: FeverDTO.Items.self, what: SyncText.whatItems.text)
            try http.budget.take(answer.items?.count ?? 0)
            try page((answer.items ?? []).map(\.remote))
        }
    }
}
