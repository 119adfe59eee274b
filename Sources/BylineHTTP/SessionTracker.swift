import BylineText
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The `URLSession` delegate behind ``URLSessionTransport``: collects (or streams) each
/// task's body, refuses redirects (they are followed above the transport), enforces the
/// size cap and the deadline, and resumes the waiting caller exactly once.
final class SessionTracker: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private struct TaskState {
        var continuation: CheckedContinuation<Result<Response, NetworkError>, Never>
        var body = Data()
        var received = 0
        var stream: ResponseStream?
        var deadline: TimeInterval
        var failure: NetworkError?
        var watchdog: DispatchWorkItem?
    }

    private let configuration: TransportConfiguration
    private let lock = NSLock()
    private var states: [Int: TaskState] = [:]

    init(configuration: TransportConfiguration) {
        self.configuration = configuration
    }

    /// Registers `task`, arms its deadline, and starts it.
    func start(
        _ task: URLSessionDataTask, deadline: TimeInterval, stream: ResponseStream?,
        continuation: CheckedContinuation<Result<Response, NetworkError>, Never>
    ) {
        let watchdog = DispatchWorkItem { [weak self, weak task] in
            guard let task else { return }
            self?.finish(task, with: .failure(.transport(.timedOut(seconds: deadline))))
            task.cancel()
        }
        lock.withLock {
            states[task.taskIdentifier] = TaskState(
                continuation: continuation, stream: stream, deadline: deadline,
                watchdog: deadline > 0 ? watchdog : nil)
        }
        if deadline > 0 { DispatchQueue.global().asyncAfter(deadline: .now() + deadline, execute: watchdog) }
        task.resume()
    }

    /// Resumes the caller once; later callbacks for the same task find no state and do nothing.
    private func finish(_ task: URLSessionTask, with result: Result<Response, NetworkError>) {
        let state = lock.withLock { states.removeValue(forKey: task.taskIdentifier) }
        guard let state else { return }
        state.watchdog?.cancel()
        state.continuation.resume(returning: result)
    }

    private func update(_ task: URLSessionTask, _ change: (inout TaskState) -> Void) {
        lock.withLock {
            if var state = states[task.taskIdentifier] {
                change(&state)
                states[task.taskIdentifier] = state
            }
        }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        if response.expectedContentLength > Int64(configuration.maxResponseBytes),
            (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Encoding") == nil
        {
            finish(dataTask, with: .failure(.responseTooLarge(limit: configuration.maxResponseBytes)))
            completionHandler(.cancel)
            return
        }
        if let http = response as? HTTPURLResponse {
            let stream = lock.withLock { states[dataTask.taskIdentifier]?.stream }
            stream?.head(Response(status: http.statusCode, headers: Self.headers(of: http), url: http.url))
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        var overflow = false
        var stream: ResponseStream?
        update(dataTask) { state in
            if state.received + data.count > configuration.maxResponseBytes {
                overflow = true
            } else {
                state.received += data.count
                stream = state.stream
                if stream == nil { state.body.append(data) }
            }
        }
        if let stream, !stream.body(data) {
            finish(dataTask, with: .failure(.transport(.other(NetworkDetailText.bodyNotWritten.text))))
            DispatchQueue.global().async { dataTask.cancel() }
        }
        if overflow {
            finish(dataTask, with: .failure(.responseTooLarge(limit: configuration.maxResponseBytes)))
            DispatchQueue.global().async { dataTask.cancel() }
        }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        // Redirects are followed above the transport, by the same code as for libcurl.
        completionHandler(nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        let snapshot = lock.withLock { states[task.taskIdentifier] }
        guard let snapshot else { return }
        if let failure = snapshot.failure {
            finish(task, with: .failure(failure))
        } else if let error {
            finish(
                task,
                with: .failure(
                    Self.networkError(
                        for: error, request: task.originalRequest,
                        deadline: configuration.stallTimeout ?? snapshot.deadline)))
        } else if let http = task.response as? HTTPURLResponse {
            let response = Response(
                status: http.statusCode, headers: Self.headers(of: http), body: snapshot.body,
                url: http.url)
            finish(task, with: .success(response))
        } else {
            finish(task, with: .failure(.transport(.other(NetworkDetailText.notHTTP.text))))
        }
    }

    /// The header fields of `response`, as a list.
    private static func headers(of response: HTTPURLResponse) -> HTTPHeaders {
        var headers = HTTPHeaders()
        for (name, value) in response.allHeaderFields {
            headers.add(String(describing: name), String(describing: value))
        }
        return headers
    }

    /// Maps the system's error to a ``NetworkError`` that keeps its reason.
    static func networkError(for error: Error, request: URLRequest?, deadline: TimeInterval) -> NetworkError {
        let host = request?.url.map { url in url.port.map { "\(url.host ?? ""):\($0)" } ?? (url.host ?? "") } ?? NetworkDetailText.theServer.text
        guard let urlError = error as? URLError else {
            return .transport(.other(TextSanitizer.singleLine(error.localizedDescription)))
        }
        switch urlError.code {
        case .timedOut: return .transport(.timedOut(seconds: deadline))
        case .cannotConnectToHost: return .transport(.cannotConnect(host: host, reason: NetworkDetailText.refused.text))
        case .cannotFindHost, .dnsLookupFailed: return .transport(.cannotFindHost(host: request?.url?.host ?? host))
        case .networkConnectionLost: return .transport(.connectionLost)
        case .notConnectedToInternet: return .transport(.cannotConnect(host: host, reason: NetworkDetailText.offline.text))
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected:
            return .transport(.tls(TextSanitizer.singleLine(urlError.localizedDescription)))
        case .cancelled: return .transport(.cancelled)
        case .httpTooManyRedirects, .redirectToNonExistentLocation: return .tooManyRedirects(limit: 0)
        case .badURL, .unsupportedURL: return .invalidURL(NetworkDetailText.cannotRequest(urlError.code.rawValue))
        case .badServerResponse, .cannotParseResponse: return .transport(.other(NetworkDetailText.invalidHTTPAnswer.text))
        case .cannotDecodeContentData, .cannotDecodeRawData:
            return .transport(.other(NetworkDetailText.compressedBody.text))
        default:
            return .transport(.other(NetworkDetailText.systemCode(TextSanitizer.singleLine(urlError.localizedDescription), urlError.code.rawValue)))
        }
    }
}
