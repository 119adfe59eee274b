import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends one request and returns the raw answer, whatever its status.
///
/// Implementations throw only ``NetworkError``: transport failures, a body over the
/// size cap, too many redirects. Status validation is a separate step
/// (``ResponseValidator``).
public protocol HTTPTransport: Sendable {
    /// Sends `request` and waits for the whole answer.
    func send(_ request: URLRequest) async throws(NetworkError) -> Response
}

/// Limits and identity every transport applies.
public struct TransportConfiguration: Sendable, Equatable {
    /// The longest a request may take from start to the last byte, in seconds.
    public var timeout: TimeInterval
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
        maxConnections: Int = 16
    ) {
        self.maxConnections = maxConnections
        self.timeout = timeout
        self.maxResponseBytes = maxResponseBytes
        self.maxRedirects = maxRedirects
        self.userAgent = userAgent
        self.maxConnectionsPerHost = maxConnectionsPerHost
    }
}
