import BylineText
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends one request and returns the raw answer, whatever its status.
///
/// Implementations do one exchange and follow no redirect: redirects, with their method
/// rewriting, cookies and credential rules, are followed above them by the same code for
/// every transport (``HTTPTransport/send(_:cookies:stream:)``). They throw only
/// ``NetworkError``: transport failures, a body over the size cap. Status validation is a
/// separate step (``ResponseValidator``).
public protocol HTTPTransport: Sendable {
    /// The limits this transport applies.
    var configuration: TransportConfiguration { get }
    /// Sends `request` once and waits for the answer; with a `stream`, the head and the
    /// body's bytes go to it as they arrive and the returned response has no body.
    func exchange(_ request: HTTPRequest, stream: ResponseStream?) async throws(NetworkError) -> Response
}

/// Where a streamed answer goes as it arrives: its head once, then its body in pieces.
public struct ResponseStream: Sendable {
    /// Called once with the status and headers (no body yet).
    public var head: @Sendable (Response) -> Void
    /// Called with each piece of the body; returning false stops the transfer.
    public var body: @Sendable (Data) -> Bool
    /// Whether the body's bytes must arrive exactly as sent (a download saved to a file);
    /// otherwise the credentials the request carried are masked in them on the way. The head
    /// is masked either way, and the response keeps its ``Response/secrets`` for messages.
    public var verbatim: Bool

    /// A stream from its two callbacks.
    public init(
        head: @escaping @Sendable (Response) -> Void = { _ in }, body: @escaping @Sendable (Data) -> Bool,
        verbatim: Bool = false
    ) {
        self.head = head
        self.body = body
        self.verbatim = verbatim
    }
}

/// Limits and identity every transport applies.
public struct TransportConfiguration: Sendable, Equatable {
    /// The longest a request may take from start to the last byte, in seconds; 0 sets no
    /// such bound (`byline request`, which bounds each wait instead).
    public var timeout: TimeInterval
    /// The longest any one wait may last (to connect, for the answer, between pieces of
    /// the body), in seconds; nil leaves only ``timeout``. A slow but steady body never hits it.
    public var stallTimeout: TimeInterval?
    /// The proxy every request goes through (`http://host:port`); nil leaves libcurl to the
    /// `http_proxy`, `https_proxy` and `no_proxy` variables.
    public var proxy: String?
    /// The largest body read before the request fails with ``NetworkError/responseTooLarge(limit:)``.
    public var maxResponseBytes: Int
    /// How many redirects are followed before ``NetworkError/tooManyRedirects(limit:)``; 0 follows none.
    public var maxRedirects: Int
    /// The User-Agent header.
    public var userAgent: String
    /// How many connections may be open to one host at once.
    public var maxConnectionsPerHost: Int
    /// How many connections may be open at once in all.
    public var maxConnections: Int

    /// The default limits: 30 s, 32 MiB, 10 redirects, 6 connections a host, 16 in all.
    public init(
        timeout: TimeInterval = 30,
        maxResponseBytes: Int = 32 << 20,
        maxRedirects: Int = 10,
        userAgent: String = BylineVersion.userAgent,
        maxConnectionsPerHost: Int = 6,
        maxConnections: Int = 16,
        stallTimeout: TimeInterval? = nil,
        proxy: String? = nil
    ) {
        self.stallTimeout = stallTimeout
        self.proxy = proxy
        self.maxConnections = maxConnections
        self.timeout = timeout
        self.maxResponseBytes = maxResponseBytes
        self.maxRedirects = maxRedirects
        self.userAgent = userAgent
        self.maxConnectionsPerHost = maxConnectionsPerHost
    }
}
