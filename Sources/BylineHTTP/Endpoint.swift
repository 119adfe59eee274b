import BylineText
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Everything needed to build one request: where it goes, what it says, and how it says it.
///
/// Building is pure (`urlRequest()`), so tests check it without a network.
public struct Endpoint: Sendable {
    /// The method, with its body.
    public var method: HTTPMethod<RequestBody>
    /// `http` or `https`.
    public var scheme: String
    /// The host name or address (IPv6 without brackets).
    public var host: String
    /// The port, or nil for the scheme's default.
    public var port: Int?
    /// The path, already percent-encoded (see ``init(method:scheme:host:port:path:query:headers:timeout:)``).
    public var percentEncodedPath: String
    /// A query that came with a URL, kept byte for byte; ``query`` items are appended after it.
    public var percentEncodedBaseQuery: String?
    /// Query items, encoded exactly once when the URL is built; items with an empty name are skipped.
    public var query: [URLQueryItem]
    /// Header fields applied to the request; they win over the defaults the body implies.
    public var headers: HTTPHeaders
    /// How long to wait for the answer, or nil for the transport's default.
    public var timeout: TimeInterval?

    /// An endpoint from its parts; `path` is given decoded (`/v2/top-headlines`).
    public init(
        method: HTTPMethod<RequestBody> = .get,
        scheme: String = "https",
        host: String,
        port: Int? = nil,
        path: String = "/",
        query: [URLQueryItem] = [],
        headers: HTTPHeaders = [:],
        timeout: TimeInterval? = nil
    ) {
        self.method = method
        self.scheme = scheme
        self.host = host
        self.port = port
        self.percentEncodedPath = Self.encodePath(path)
        self.percentEncodedBaseQuery = nil
        self.query = query
        self.headers = headers
        self.timeout = timeout
    }

    /// An endpoint aimed at `url` (its path and query kept exactly as written).
    ///
    /// Fails with ``NetworkError/invalidURL(_:)`` unless the URL is absolute `http` or `https` with a host.
    public init(url: URL, method: HTTPMethod<RequestBody> = .get) throws(NetworkError) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            throw .invalidURL(NetworkDetailText.notValidURL(URLRedaction.redacted(url.absoluteString)))
        }
        try self.init(components: components, display: url.absoluteString, method: method)
    }

    /// An endpoint from a URL as a person typed it.
    ///
    /// A URL without a scheme gets `http://` for loopback hosts and `https://` otherwise.
    public init(urlString: String, method: HTTPMethod<RequestBody> = .get) throws(NetworkError) {
        let trimmed = urlString.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw .invalidURL(NetworkDetailText.emptyURL.text) }
        let text = Self.withGuessedScheme(trimmed)
        guard let components = URLComponents(string: text) else {
            throw .invalidURL(NetworkDetailText.notValidURL(URLRedaction.redacted(trimmed)))
        }
        try self.init(components: components, display: trimmed, method: method)
    }

    /// An address as a person typed it, with the scheme they left out: `http://` for a
    /// loopback host (a local server rarely speaks TLS), `https://` for any other; an address
    /// with a scheme is returned as it is. `byline request` and `byline add` share it.
    public static func withGuessedScheme(_ typed: String) -> String {
        guard !typed.contains("://") else { return typed }
        let hostPart = typed.split(whereSeparator: { "/?#".contains($0) }).first.map(String.init) ?? typed
        let hostOnly = hostPart.split(separator: ":").first.map(String.init) ?? hostPart
        let loopback = ["localhost", "127.0.0.1", "[", "::1"].contains { hostOnly.hasPrefix($0) }
        return (loopback ? "http://" : "https://") + typed
    }

    private init(components: URLComponents, display: String, method: HTTPMethod<RequestBody>) throws(NetworkError) {
        let shown = URLRedaction.redacted(display)
        guard let scheme = components.scheme?.lowercased() else {
            throw .invalidURL(NetworkDetailText.noScheme(shown))
        }
        guard scheme == "http" || scheme == "https" else {
            throw .invalidURL(NetworkDetailText.unsupportedScheme(shown, scheme))
        }
        guard let host = components.host, !host.isEmpty else {
            throw .invalidURL(NetworkDetailText.noHost(shown))
        }
        if let port = components.port, !(1...65535).contains(port) {
            throw .invalidURL(NetworkDetailText.invalidPort(shown, port))
        }
        self.method = method
        self.scheme = scheme
        self.host = host
        self.port = components.port
        self.percentEncodedPath = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        self.percentEncodedBaseQuery = components.percentEncodedQuery
        self.query = []
        self.headers = [:]
        self.timeout = nil
    }

    /// The full URL, with the query encoded exactly once.
    public func url() throws(NetworkError) -> URL {
        var components = URLComponents()
        components.scheme = scheme
        components.host = host
        components.port = port
        components.percentEncodedPath = percentEncodedPath
        let added = PercentEncoding.join(query.map { ($0.name, $0.value) }, form: false)
        let parts = [percentEncodedBaseQuery, added].compactMap { $0 }.filter { !$0.isEmpty }
        components.percentEncodedQuery = parts.isEmpty ? nil : parts.joined(separator: "&")
        guard let url = components.url else {
            throw .invalidURL(NetworkDetailText.cannotBuildURL(host))
        }
        return url
    }

    /// The `URLRequest` this endpoint describes: method, URL, body, and every header applied.
    public func urlRequest() throws(NetworkError) -> URLRequest {
        var request = URLRequest(url: try url())
        request.httpMethod = method.name
        if let timeout { request.timeoutInterval = timeout }
        if let body = method.body {
            request.httpBody = body.data
            if let contentType = body.contentType {
                request.setValue(contentType, forHTTPHeaderField: "Content-Type")
            }
            request.setValue(body.accept, forHTTPHeaderField: "Accept")
        } else {
            request.setValue("*/*", forHTTPHeaderField: "Accept")
        }
        for field in headers {
            request.setValue(field.value, forHTTPHeaderField: field.name)
        }
        return request
    }

    private static let pathSafe = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "%;"))

    private static func encodePath(_ path: String) -> String {
        let rooted = path.hasPrefix("/") ? path : "/" + path
        return rooted.addingPercentEncoding(withAllowedCharacters: pathSafe) ?? rooted
    }
}
