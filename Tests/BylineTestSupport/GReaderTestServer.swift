import Foundation

/// A loopback Google Reader API server that follows `sync-protocols.md` (checked against
/// FreshRSS): ClientLogin, the exact `GoogleLogin auth=` header, the action token on POSTed
/// writes (a GET edit-tag answers OK and changes nothing), JSON only with `output=json`
/// where FreshRSS insists, continuation paging (an extra empty page when the last is full),
/// `ot=` against the fetch time in the id, and 401 `Unauthorized!` for anything wrong.
public final class GReaderTestServer: @unchecked Sendable {
    /// One item on the server.
    public struct Item: Sendable {
        /// The decimal id: fetch time in microseconds, as FreshRSS makes them.
        public var id: Int64
        /// The subscription's stream id (`feed/1`).
        public var feed: String
        /// The headline (unique in a test, so tests find items by it).
        public var title: String
        /// Whether it is read on the server.
        public var read = false
        /// Whether it is starred on the server.
        public var starred = false
    }

    /// The server's data, changed by requests and by the test (as another device would).
    public struct State: Sendable {
        /// The subscriptions, each in one folder.
        public var feeds: [(id: String, title: String, folder: String)] = []
        /// Every item, in the order added.
        public var items: [Item] = []
    }

    /// The one user's name.
    public let user: String
    /// The one user's API password.
    public let password: String
    /// The Auth value ClientLogin hands out.
    public let auth: String
    /// The action token writes must carry (57 characters, as FreshRSS's).
    public let token = String(repeating: "T", count: 41) + "0123456789ABCDEF"
    /// The data, under a lock.
    public let state = LockedValue(State())
    /// While true, every connection is reset (the server is "down").
    public let offline = LockedValue(false)
    /// Seconds every answer waits (a slow server, so a test can interrupt a sync).
    public let delay = LockedValue<TimeInterval>(0)
    /// A misbehaving server: when set, it answers any request it returns an answer for
    /// (after the sign-in check), in place of the API.
    public let intercept = LockedValue<(@Sendable (RecordedRequest) -> TestResponse?)?>(nil)
    private var server: TestHTTPServer?

    /// The API's base URL (`http://127.0.0.1:PORT/api/greader.php`).
    public var baseURL: String { server?.urlString("/api/greader.php") ?? "" }
    /// Every request received.
    public var requests: [RecordedRequest] { server?.requests ?? [] }

    /// Starts a server for one user.
    public init(user: String, password: String) throws {
        self.user = user
        self.password = password
        auth = user + "/" + String(repeating: "a1b2", count: 10)
        server = try TestHTTPServer { [weak self] request in
            guard let self else { return .reset }
            let answer = self.answer(request)
            let wait = self.delay.current
            return wait > 0 ? .delay(wait, then: answer) : answer
        }
    }

    /// Stops the server.
    public func stop() { server?.stop() }

    /// Adds a subscription and `count` items to it, returning the new items' ids.
    @discardableResult
    public func addFeed(_ id: String, title: String, folder: String, items count: Int) -> [Int64] {
        state.update { state in
            if !state.feeds.contains(where: { $0.id == id }) { state.feeds.append((id, title, folder)) }
            let start = (state.items.map(\.id).max() ?? 1_750_000_000_000_000) + 1_000_000
            let ids = (0..<Int64(count)).map { start + $0 * 1_000_000 }
            state.items += ids.enumerated().map { Item(id: $0.element, feed: id, title: "\(title) item \($0.offset + 1)") }
            return ids
        }
    }

    private func answer(_ request: RecordedRequest) -> TestResponse {
        if offline.current { return .reset }
        let path = request.path.replacingOccurrences(of: "/api/greader.php", with: "")
        let query = Dictionary(request.queryItems().map { ($0.0, $0.1 ?? "") }) { first, _ in first }
        let form = request.method == "POST" ? request.formFields : []
        if path == "/accounts/ClientLogin" {
            let fields = Dictionary(form.map { ($0.0, $0.1 ?? "") }) { first, _ in first }
            guard request.method == "POST", fields["Email"] == user, fields["Passwd"] == password else { return unauthorized }
            return .text("SID=\(auth)\nLSID=null\nAuth=\(auth)\n")
        }
        guard request.header("Authorization") == "GoogleLogin auth=\(auth)" else { return unauthorized }
        if let answer = intercept.current?(request) { return answer }
        let json = query["output"] == "json"
        switch path {
        case "/reader/api/0/token": return .text(token + "\n")
        case "/reader/api/0/subscription/list":
            guard json else { return .text("Not Implemented!", status: 501) }
            let feeds = state.current.feeds.map { feed -> [String: Any] in
                [
                    "id": feed.id, "title": feed.title, "url": "http://feeds.example.org/\(feed.id)",
                    "categories": [["id": "user/-/label/\(feed.folder)", "label": feed.folder]]
                ]
            }
            return Self.json(["subscriptions": feeds])
        case "/reader/api/0/edit-tag":
            guard request.method == "POST" else { return .text("OK") }
            guard form.contains(where: { $0.0 == "T" && $0.1 == token }) else { return unauthorized }
            let ids = Set(form.filter { $0.0 == "i" }.compactMap { Self.decimal($0.1 ?? "") })
            for (name, tag) in form where name == "a" || name == "r" {
                state.update { state in
                    for index in state.items.indices where ids.contains(state.items[index].id) {
                        if tag == "user/-/state/com.google/read" { state.items[index].read = name == "a" }
                        if tag == "user/-/state/com.google/starred" { state.items[index].starred = name == "a" }
                    }
                }
            }
            return .text("OK")
        case "/reader/api/0/stream/items/ids":
            let page = self.page(stream: query["s"] ?? "", query: query)
            var body: [String: Any] = ["itemRefs": page.items.map { ["id": String($0.id)] }]
            if let next = page.continuation { body["continuation"] = next }
            return Self.json(body)
        case "/reader/api/0/stream/items/contents":
            let ids = Set(form.filter { $0.0 == "i" }.compactMap { Self.decimal($0.1 ?? "") })
            return Self.json(["items": state.current.items.filter { ids.contains($0.id) }.map(Self.itemJSON)])
        default:
            let prefix = "/reader/api/0/stream/contents/"
            guard path.hasPrefix(prefix) else { return .text("no route", status: 404) }
            let stream = String(path.dropFirst(prefix.count)).removingPercentEncoding ?? ""
            let page = self.page(stream: stream, query: query)
            var body: [String: Any] = ["items": page.items.map(Self.itemJSON)]
            if let next = page.continuation { body["continuation"] = next }
            return Self.json(body)
        }
    }

    private var unauthorized: TestResponse { .text("Unauthorized!", status: 401) }

    /// One page of a stream, newest first: `xt`/`it` filter by state, `ot` by fetch time,
    /// `c` continues after the item it names, `n` is the page size.
    private func page(stream: String, query: [String: String]) -> (items: [Item], continuation: String?) {
        func has(_ item: Item, _ tag: String) -> Bool {
            tag.hasSuffix("/read") ? item.read : tag.hasSuffix("/starred") ? item.starred : false
        }
        var items = state.current.items.sorted { $0.id > $1.id }
        if stream.hasSuffix("/starred") { items = items.filter(\.starred) }
        if stream.hasPrefix("feed/") { items = items.filter { $0.feed == stream } }
        if let tag = query["xt"] { items = items.filter { !has($0, tag) } }
        if let tag = query["it"] { items = items.filter { has($0, tag) } }
        if let ot = query["ot"].flatMap(Int64.init) { items = items.filter { $0.id / 1_000_000 >= ot } }
        if let after = query["c"].flatMap(Int64.init) { items = items.filter { $0.id < after } }
        let size = max(1, query["n"].flatMap(Int.init) ?? 20)
        let page = Array(items.prefix(size))
        return (page, page.count == size ? page.last.map { String($0.id) } : nil)
    }

    private static func itemJSON(_ item: Item) -> [String: Any] {
        var categories = ["user/-/state/com.google/reading-list"]
        if item.read { categories.append("user/-/state/com.google/read") }
        if item.starred { categories.append("user/-/state/com.google/starred") }
        let hex = String(item.id, radix: 16)
        return [
            "id": "tag:google.com,2005:reader/item/" + String(repeating: "0", count: 16 - hex.count) + hex,
            "title": item.title, "published": item.id / 1_000_000, "crawlTimeMsec": String(item.id / 1000),
            "timestampUsec": String(item.id), "canonical": [["href": "http://example.org/\(item.id)"]],
            "summary": ["content": "<p>\(item.title)</p>"], "author": "Writer",
            "origin": ["streamId": item.feed, "title": item.feed], "categories": categories
        ]
    }

    /// The decimal id of any of the three spellings.
    static func decimal(_ text: String) -> Int64? {
        if text.hasPrefix("tag:google.com,2005:reader/item/") {
            return UInt64(text.dropFirst(32), radix: 16).map { Int64(bitPattern: $0) }
        }
        if text.count == 16, let value = UInt64(text, radix: 16), text.hasPrefix("0") { return Int64(bitPattern: value) }
        return Int64(text)
    }

    private static func json(_ object: [String: Any]) -> TestResponse {
        let data = (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
        return .json(String(decoding: data, as: UTF8.self))
    }
}
