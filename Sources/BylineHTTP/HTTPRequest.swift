import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request as it goes on the wire: any method name, header fields in order (repeats and
/// empty values kept, which `URLRequest` cannot hold), the transport's default headers that
/// must be left out, and the body.
public struct HTTPRequest: Sendable, Equatable {
    /// The method's wire name (`GET`, `PROPFIND`, …), sent as given.
    public var method: String
    /// Where it goes. User info in it is never sent as such: see ``BasicCredentials``.
    public var url: URL
    /// The header fields, in order.
    public var headers: HTTPHeaders
    /// Names of headers the transport adds by itself (`User-Agent`, `Accept-Encoding`) that
    /// this request must not carry (`-H 'User-Agent:'`).
    public var suppressedHeaders: [String]
    /// The body; nil sends none (even for POST, which then goes with `Content-Length: 0`).
    public var body: Data?
    /// The longest this request may take, overriding the transport's when shorter.
    public var timeout: TimeInterval?
    /// Secrets the request carries where no rule finds them (a form field named `T` that
    /// holds a token): masked in what comes back, with those ``secrets`` finds by itself.
    public var declaredSecrets: [String]
    /// The proxy for this request alone (a source's own `proxy`), over the transport's;
    /// the empty string sends it through none, whatever the environment says.
    public var proxy: String?

    /// A request from its parts.
    public init(
        method: String = "GET", url: URL, headers: HTTPHeaders = [:], suppressedHeaders: [String] = [],
        body: Data? = nil, timeout: TimeInterval? = nil, declaredSecrets: [String] = []
    ) {
        self.declaredSecrets = declaredSecrets
        self.method = method
        self.url = url
        self.headers = headers
        self.suppressedHeaders = suppressedHeaders
        self.body = body
        self.timeout = timeout
    }

    /// The same request as a `URLRequest` would give it (one value per header name), with
    /// `secrets` it carries where no rule finds them.
    public init(_ request: URLRequest, declaredSecrets: [String] = []) {
        let fields = (request.allHTTPHeaderFields ?? [:]).sorted { $0.key < $1.key }
        self.init(
            method: request.httpMethod ?? "GET", url: request.url ?? URL(fileURLWithPath: "/"),
            headers: HTTPHeaders(fields.map { ($0.key, $0.value) }), body: request.httpBody,
            timeout: request.timeoutInterval, declaredSecrets: declaredSecrets)
    }

    /// Whether a header called `name` is suppressed.
    public func suppresses(_ name: String) -> Bool {
        suppressedHeaders.contains { $0.caseInsensitiveEquals(name) }
    }

    /// The request as a `URLRequest`: repeated fields are joined with commas, as RFC 9110
    /// allows for list-valued fields (URLSession cannot send one name twice).
    public var urlRequest: URLRequest {
        var request = URLRequest(url: url)
        request.httpMethod = method
        if let timeout { request.timeoutInterval = timeout }
        request.httpBody = body
        for field in headers {
            request.addValue(field.value, forHTTPHeaderField: field.name)
        }
        return request
    }

    /// Whether the request carries credentials a redirect must not take to another origin.
    var carriesCredentials: Bool {
        headers.contains(where: { CredentialHeaders.names.contains($0.name.lowercased()) })
    }
}
