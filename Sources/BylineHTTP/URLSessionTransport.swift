import BylineText
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// ``HTTPTransport`` over `URLSession`, with a whole-request deadline, a body size cap,
/// and a redirect limit enforced by its own delegate.
public final class URLSessionTransport: HTTPTransport {
    /// The limits this transport applies.
    public let configuration: TransportConfiguration
    private let session: URLSession
    private let tracker: SessionTracker

    /// A transport with its own session.
    public init(configuration: TransportConfiguration = TransportConfiguration()) {
        self.configuration = configuration
        let tracker = SessionTracker(configuration: configuration)
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        // The request interval is URLSession's idle timeout; the resource one bounds the whole.
        let whole = configuration.timeout > 0 ? configuration.timeout : 7 * 24 * 3600
        sessionConfiguration.timeoutIntervalForRequest = configuration.stallTimeout ?? whole
        sessionConfiguration.timeoutIntervalForResource = whole
        sessionConfiguration.httpMaximumConnectionsPerHost = configuration.maxConnectionsPerHost
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        sessionConfiguration.urlCache = nil
        sessionConfiguration.httpShouldSetCookies = false
        sessionConfiguration.httpCookieStorage = nil
        sessionConfiguration.httpAdditionalHeaders = ["User-Agent": configuration.userAgent]
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        self.session = URLSession(configuration: sessionConfiguration, delegate: tracker, delegateQueue: queue)
        self.tracker = tracker
    }

    deinit {
        session.invalidateAndCancel()
    }

    public func exchange(_ request: HTTPRequest, stream: ResponseStream?) async throws(NetworkError) -> Response {
        guard let scheme = request.url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw .invalidURL(NetworkDetailText.httpOnly.text)
        }
        var urlRequest = request.urlRequest
        if urlRequest.value(forHTTPHeaderField: "User-Agent") == nil {
            urlRequest.setValue(configuration.userAgent, forHTTPHeaderField: "User-Agent")
        }
        let deadline = configuration.timeout > 0 ? min(configuration.timeout, request.timeout ?? .infinity) : 0
        urlRequest.timeoutInterval = configuration.stallTimeout ?? (deadline > 0 ? deadline : urlRequest.timeoutInterval)
        let task = session.dataTask(with: urlRequest)
        let result: Result<Response, NetworkError> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                tracker.start(task, deadline: deadline, stream: stream, continuation: continuation)
            }
        } onCancel: {
            task.cancel()
        }
        return try result.get()
    }
}
