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
        sessionConfiguration.timeoutIntervalForRequest = configuration.timeout
        sessionConfiguration.timeoutIntervalForResource = configuration.timeout
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

    public func send(_ request: URLRequest) async throws(NetworkError) -> Response {
        var request = request
        if request.value(forHTTPHeaderField: "User-Agent") == nil {
            request.setValue(configuration.userAgent, forHTTPHeaderField: "User-Agent")
        }
        let deadline = min(configuration.timeout, request.timeoutInterval)
        request.timeoutInterval = deadline
        let task = session.dataTask(with: request)
        let result: Result<Response, NetworkError> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                tracker.start(task, deadline: deadline, continuation: continuation)
            }
        } onCancel: {
            task.cancel()
        }
        return try result.get()
    }
}
