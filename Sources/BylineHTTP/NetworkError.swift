import Foundation

/// Everything that can go wrong between building a request and reading its answer.
///
/// Every case has a one-line ``message`` a person can act on. Messages never hold a
/// secret: URLs in them are redacted and server messages are cleaned and cut short.
public enum NetworkError: Error, Sendable, Equatable {
    /// The URL is not one Byline can send to (the words say why).
    case invalidURL(String)
    /// The request could not be built (a body that would not encode, say).
    case requestBuildFailed(String)
    /// The request never got an HTTP answer.
    case transport(TransportFailure)
    /// 401: the credentials are missing or wrong.
    case unauthorized(serverMessage: String?)
    /// 403: the server refuses this client or key.
    case forbidden(serverMessage: String?)
    /// 404: nothing at that address.
    case notFound(serverMessage: String?)
    /// 429: too many requests; `retryAfter` is the server's wait in seconds, when it said.
    case rateLimited(retryAfter: TimeInterval?, serverMessage: String?)
    /// Any other 4xx.
    case clientError(status: Int, serverMessage: String?)
    /// Any 5xx; `retryAfter` is the wait a 503 gave in its Retry-After, in seconds.
    case serverError(status: Int, serverMessage: String?, retryAfter: TimeInterval? = nil)
    /// A 1xx or 3xx where a 2xx was expected (a redirect that was not followed, say).
    case unexpectedStatus(status: Int, location: String?)
    /// The body arrived but could not be read as what was expected.
    case decodingFailed(DecodingFailure)
    /// The body was bigger than the transport's cap, so it was not read to the end.
    case responseTooLarge(limit: Int)
    /// The server redirected more times than the transport allows (or in a loop).
    case tooManyRedirects(limit: Int)

    /// The HTTP status behind this error, when there was one.
    public var status: Int? {
        switch self {
        case .unauthorized: 401
        case .forbidden: 403
        case .notFound: 404
        case .rateLimited: 429
        case .clientError(let status, _), .serverError(let status, _, _), .unexpectedStatus(let status, _): status
        default: nil
        }
    }

    /// Whether waiting and trying again later may help (timeouts, 429, 5xx, lost connections).
    public var isTemporary: Bool {
        switch self {
        case .transport(let failure): failure != .cancelled
        case .rateLimited, .serverError: true
        default: false
        }
    }
}

/// Why a request got no HTTP answer, keeping the underlying reason.
public enum TransportFailure: Sendable, Equatable {
    /// No answer within the timeout (seconds, when known).
    case timedOut(seconds: TimeInterval?)
    /// The host was found but refused or dropped the connection attempt.
    case cannotConnect(host: String, reason: String)
    /// The host name did not resolve.
    case cannotFindHost(host: String)
    /// The TLS handshake or certificate check failed.
    case tls(String)
    /// The connection broke before the answer was complete.
    case connectionLost
    /// The request was cancelled.
    case cancelled
    /// Anything else, with the system's words.
    case other(String)
}
