import BylineCore
import BylineText
import Foundation
import Synchronization

/// The Google Reader API (FreshRSS's `/api/greader.php`, Miniflux, The Old Reader, BazQux).
///
/// Login by `ClientLogin`; every later request carries `Authorization: GoogleLogin auth=…`;
/// writes are POSTs with the action token `T` in the body. New items come from the
/// reading list page by page (`c=` continuation): all unread items on the first sync, then
/// those fetched since the last one (`ot=`). State comes from `stream/items/ids`, and items
/// the cache lacks (starred old ones, items marked unread again) from `stream/items/contents`.
public final class GReaderBackend: SyncBackend {
    /// The state tag of read items.
    static let readTag = "user/-/state/com.google/read"
    /// The state tag of starred items.
    static let starredTag = "user/-/state/com.google/starred"
    /// Every item of the account.
    static let readingList = "user/-/state/com.google/reading-list"
    /// Items per page of contents.
    static let pageSize = 250
    /// Ids per page of `stream/items/ids`.
    static let idPageSize = 10_000
    /// Ids per `edit-tag` or `items/contents` call.
    static let idBatchSize = 100
    /// Seconds of overlap for `ot=`, so an item fetched in the same second is not missed.
    static let overlap: Int64 = 1

    let http: SyncHTTP
    private let user: String
    private let password: String
    private let session = Mutex<(auth: String?, token: String?)>((nil, nil))

    /// A backend for the API at `url` (the part before `/accounts` and `/reader`), for one
    /// sync within `limits`.
    public init(url: URL, user: String, password: String, transport: any HTTPTransport, limits: SyncLimits = SyncLimits()) {
        self.user = user
        self.password = password
        http = SyncHTTP(transport: transport, base: url, secrets: [password], budget: SyncBudget(limits))
    }

    /// The authorization header; a sign-in must have happened.
    func headers() throws(SyncError) -> HTTPHeaders {
        guard let auth = session.withLock({ $0.auth }) else { throw .server(SyncText.notSignedIn.text) }
        return HTTPHeaders([("Authorization", "GoogleLogin auth=\(auth)")])
    }

    /// Checks the credentials (see ``SyncBackend``).
    public func signIn() async throws(SyncError) {
        let body = RequestBody.form([.init("Email", user), .init("Passwd", password)])
        let endpoint = try http.endpoint("accounts/ClientLogin", method: .post(body))
        let text = String(decoding: try await http.body(endpoint), as: UTF8.self)
        let auth = text.split(whereSeparator: \.isNewline).first { $0.hasPrefix("Auth=") }.map { String($0.dropFirst(5)) }
        guard let auth, !auth.isEmpty else {
            throw .server(SyncText.noAuthLine.text)
        }
        session.withLock { $0 = (auth, nil) }
    }

    /// The action token for writes, fetched once per sync (again after a 401).
    func actionToken(renew: Bool = false) async throws(SyncError) -> String {
        if !renew, let token = session.withLock({ $0.token }) { return token }
        let endpoint = try http.endpoint("reader/api/0/token", headers: try headers())
        let token = String(decoding: try await http.body(endpoint), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        session.withLock { $0.token = token }
        return token
    }

    /// Every subscription with its folders (see ``SyncBackend``).
    public func subscriptions() async throws(SyncError) -> [RemoteSubscription] {
        let endpoint = try http.endpoint(
            "reader/api/0/subscription/list", query: [URLQueryItem(name: "output", value: "json")],
            headers: try headers())
        let list = try await http.json(endpoint, as: GReaderDTO.SubscriptionList.self, what: SyncText.whatSubscriptions.text)
        return list.subscriptions.map { subscription in
            let folders = (subscription.categories ?? []).compactMap { $0.label ?? $0.id?.components(separatedBy: "/label/").last }
            return RemoteSubscription(
                id: subscription.id, title: subscription.title ?? subscription.url ?? subscription.id,
                url: subscription.url.flatMap(URL.init(string:)), folders: folders)
        }
    }

    /// Sends local changes; returns those the server took (see ``SyncBackend``).
    public func push(_ changes: [StateChange]) async throws(SyncError) -> [StateChange] {
        var confirmed: [StateChange] = []
        let groups = Dictionary(grouping: changes) { "\($0.field.rawValue) \($0.value)" }
        for key in groups.keys.sorted() {
            guard let group = groups[key], let first = group.first else { continue }
            let tag = first.field == .read ? Self.readTag : Self.starredTag
            for start in stride(from: 0, to: group.count, by: Self.idBatchSize) {
                let batch = Array(group[start..<min(start + Self.idBatchSize, group.count)])
                try await editTag(batch.map(\.itemID), tag: tag, add: first.value)
                confirmed += batch
            }
        }
        return confirmed
    }

    /// One `edit-tag` call; a 401 (an expired action token) is retried once with a new token.
    private func editTag(_ ids: [String], tag: String, add: Bool) async throws(SyncError) {
        for attempt in 0..<2 {
            let token = try await actionToken(renew: attempt > 0)
            let fields =
                [RequestBody.FormField("T", token), .init(add ? "a" : "r", tag)]
                + ids.map { RequestBody.FormField("i", GReaderItemID.long($0)) }
            let endpoint = try http.endpoint("reader/api/0/edit-tag", method: .post(.form(fields)), headers: try headers())
            do throws(SyncError) {
                let answer = String(decoding: try await http.body(endpoint, carrying: [token]), as: UTF8.self)
                guard answer.trimmingCharacters(in: .whitespacesAndNewlines) == "OK" else {
                    throw SyncError.server(SyncText.changeRefused(TextSanitizer.singleLine(String(answer.prefix(100)))))
                }
                return
            } catch .unauthorized where attempt == 0 {
                continue
            }
        }
    }

    /// New items since `cursor`, page by page (see ``SyncBackend``).
    public func newItems(after cursor: Int64?, page: ([RemoteItem]) throws(SyncError) -> Void) async throws(SyncError) -> Int64? {
        var query = [URLQueryItem(name: "n", value: String(Self.pageSize)), URLQueryItem(name: "output", value: "json")]
        if let cursor {
            query.append(URLQueryItem(name: "ot", value: String(max(0, cursor - Self.overlap))))
        } else {
            query.append(URLQueryItem(name: "xt", value: Self.readTag))
        }
        var newest = cursor
        try await pages("reader/api/0/stream/contents/" + Self.readingList, query: query) { (stream: GReaderDTO.Stream) throws(SyncError) in
            let items = stream.items ?? []
            try http.budget.take(items.count)
            for seconds in items.compactMap(\.crawlSeconds) { newest = max(newest ?? seconds, seconds) }
            try page(items.compactMap(\.remote))
            return stream.continuation?.text
        }
        return newest
    }

    /// The unread and starred ids (see ``SyncBackend``).
    public func state() async throws(SyncError) -> RemoteState {
        let unread = try await ids(stream: Self.readingList, excluding: Self.readTag)
        let starred = try await ids(stream: Self.starredTag, excluding: nil)
        return RemoteState(unread: unread, starred: starred)
    }

    /// Every id in `stream`, without the items tagged `excluding`.
    private func ids(stream: String, excluding: String?) async throws(SyncError) -> Set<String> {
        var query = [
            URLQueryItem(name: "s", value: stream), URLQueryItem(name: "n", value: String(Self.idPageSize)),
            URLQueryItem(name: "output", value: "json")
        ]
        if let excluding { query.append(URLQueryItem(name: "xt", value: excluding)) }
        var found = Set<String>()
        try await pages("reader/api/0/stream/items/ids", query: query) { (answer: GReaderDTO.ItemIDs) throws(SyncError) in
            try http.budget.take(answer.itemRefs?.count ?? 0, ids: true)
            for ref in answer.itemRefs ?? [] {
                if let id = GReaderItemID.canonical(ref.id.text) { found.insert(id) }
            }
            return answer.continuation?.text
        }
        return found
    }

    /// Follows `c=` continuations until a page has none (or repeats one, which would loop);
    /// a server that never stops is stopped by the sync's budget (``SyncLimits``).
    private func pages<Page: Decodable>(
        _ path: String, query: [URLQueryItem],
        _ take: (Page) throws(SyncError) -> String?
    ) async throws(SyncError) {
        var continuation: String?
        var seen = Set<String>()
        repeat {
            let paged = query + (continuation.map { [URLQueryItem(name: "c", value: $0)] } ?? [])
            let endpoint = try http.endpoint(path, query: paged, headers: try headers())
            let answer = try await http.json(endpoint, as: Page.self, what: SyncText.whatStream.text)
            continuation = try take(answer).flatMap { $0.isEmpty ? nil : $0 }
            if let next = continuation, !seen.insert(next).inserted { break }
        } while continuation != nil
    }

    /// The items with these ids, page by page (see ``SyncBackend``).
    public func items(withIDs ids: [String], page: ([RemoteItem]) throws(SyncError) -> Void) async throws(SyncError) {
        for start in stride(from: 0, to: ids.count, by: Self.idBatchSize) {
            let batch = ids[start..<min(start + Self.idBatchSize, ids.count)]
            let fields = batch.map { RequestBody.FormField("i", GReaderItemID.long($0)) }
            let endpoint = try http.endpoint(
                "reader/api/0/stream/items/contents", query: [URLQueryItem(name: "output", value: "json")],
                method: .post(.form(fields)), headers: try headers())
            let stream = try await http.json(endpoint, as: GReaderDTO.Stream.self, what: SyncText.whatItems.text)
            try http.budget.take(stream.items?.count ?? 0)
            try page((stream.items ?? []).compactMap(\.remote))
        }
    }
}
