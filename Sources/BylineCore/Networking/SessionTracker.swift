import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The `URLSession` delegate behind ``URLSessionTransport``: collects each task's body,
/// counts redirects, enforces the size cap and the deadline, and resumes the waiting
/// caller exactly once.
final class SessionTracker: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private struct TaskState {
        var continuation: CheckedContinuation<Result<Response, NetworkError>, Never>
        var body = Data()
        var redirects: [URL] = []
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
    func start(_ task: URLSessionDataTask, deadline: TimeInterval, continuation: CheckedContinuation<Result<Response, NetworkError>, Never>) {
        let watchdog = DispatchWorkItem { [weak self, weak task] in
            guard let task else { return }
            self?.finish(task, with: .failure(.transport(.timedOut(seconds: deadline))))
            task.cancel()
        }
        lock.withLock {
            states[task.taskIdentifier] = TaskState(continuation: continuation, deadline: deadline, watchdog: watchdog)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + deadline, execute: watchdog)
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
           (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Encoding") == nil {
            finish(dataTask, with: .failure(.responseTooLarge(limit: configuration.maxResponseBytes)))
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        var overflow = false
        update(dataTask) { state in
            if state.body.count + data.count > configuration.maxResponseBytes {
                overflow = true
            } else {
                state.body.append(data)
            }
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
        var allowed = false
        let credentialed = task.originalRequest.map(CredentialHeaders.present(in:)) ?? false
        update(task) { state in
            if credentialed {
                allowed = false
            } else if state.redirects.count < configuration.maxRedirects {
                if let url = response.url { state.redirects.append(url) }
                allowed = true
            } else if configuration.maxRedirects > 0 {
                state.failure = .tooManyRedirects(limit: configuration.maxRedirects)
            }
        }
        completionHandler(allowed ? request : nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        let snapshot = lock.withLock { states[task.taskIdentifier] }
        guard let snapshot else { return }
        if let failure = snapshot.failure {
            finish(task, with: .failure(failure))
        } else if let error {
            finish(task, with: .failure(Self.networkError(for: error, request: task.originalRequest, deadline: snapshot.deadline)))
        } else if let http = task.response as? HTTPURLResponse {
            var headers = HTTPHeaders()
            for (name, value) in http.allHeaderFields {
                headers.add(String(describing: name), String(describing: value))
            }
            let response = Response(status: http.statusCode, headers: headers, body: snapshot.body,
                                    url: http.url, redirects: snapshot.redirects)
            finish(task, with: .success(response))
        } else {
            finish(task, with: .failure(.transport(.other("the server's answer was not HTTP"))))
        }
    }

    /// Maps the system's error to a ``NetworkError`` that keeps its reason.
    static func networkError(for error: Error, request: URLRequest?, deadline: TimeInterval) -> NetworkError {
        let host = request?.url.map { url in url.port.map { "\(url.host ?? ""):\($0)" } ?? (url.host ?? "") } ?? "the server"
        guard let urlError = error as? URLError else {
            return .transport(.other(TextSanitizer.singleLine(error.localizedDescription)))
        }
        switch urlError.code {
        case .timedOut: return .transport(.timedOut(seconds: deadline))
        case .cannotConnectToHost: return .transport(.cannotConnect(host: host, reason: "connection refused"))
        case .cannotFindHost, .dnsLookupFailed: return .transport(.cannotFindHost(host: request?.url?.host ?? host))
        case .networkConnectionLost: return .transport(.connectionLost)
        case .notConnectedToInternet: return .transport(.cannotConnect(host: host, reason: "not connected to a network"))
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected:
            return .transport(.tls(TextSanitizer.singleLine(urlError.localizedDescription)))
        case .cancelled: return .transport(.cancelled)
        case .httpTooManyRedirects, .redirectToNonExistentLocation: return .tooManyRedirects(limit: 0)
        case .badURL, .unsupportedURL: return .invalidURL("the URL cannot be requested (\(urlError.code.rawValue))")
        case .badServerResponse, .cannotParseResponse: return .transport(.other("the server sent an invalid HTTP answer"))
        case .cannotDecodeContentData, .cannotDecodeRawData:
            return .transport(.other("the server's compressed body could not be decoded"))
        default:
            return .transport(.other("\(TextSanitizer.singleLine(urlError.localizedDescription)) (code \(urlError.code.rawValue))"))
        }
    }
}
