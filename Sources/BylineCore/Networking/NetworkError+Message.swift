import Foundation

extension NetworkError: LocalizedError {
    /// One line a person can act on.
    public var message: String {
        switch self {
        case .invalidURL(let reason):
            return "invalid URL: \(reason)"
        case .requestBuildFailed(let reason):
            return "could not build the request: \(reason)"
        case .transport(let failure):
            return failure.message
        case .unauthorized(let serverMessage):
            return Self.statusMessage(401, serverMessage, hint: "the server wants valid credentials (a user name and password, or a token)")
        case .forbidden(let serverMessage):
            return Self.statusMessage(403, serverMessage, hint: "the server refuses this request")
        case .notFound(let serverMessage):
            return Self.statusMessage(404, serverMessage, hint: "nothing at that address (check the URL)")
        case .rateLimited(let retryAfter, let serverMessage):
            let wait = retryAfter.map { " (try again in \(Self.duration($0)))" } ?? " (try again later)"
            return Self.statusMessage(429, serverMessage, hint: "too many requests") + wait
        case .clientError(let status, let serverMessage):
            return Self.statusMessage(status, serverMessage, hint: "the server rejected the request")
        case .serverError(let status, let serverMessage, let retryAfter):
            if let retryAfter {
                return Self.statusMessage(status, serverMessage, hint: "the server is unavailable")
                    + " (try again in \(Self.duration(retryAfter)))"
            }
            return Self.statusMessage(status, serverMessage, hint: "the server failed; try again later")
        case .unexpectedStatus(let status, let location):
            let target = location.map { " to \(URLRedaction.redacted($0))" } ?? ""
            return "unexpected \(status) \(HTTPStatus.reasonPhrase(status))\(target)".trimmingCharacters(in: .whitespaces)
        case .decodingFailed(let failure):
            let place = failure.path.isEmpty ? "" : "\(failure.path): "
            return "could not read the \(failure.what): \(place)\(failure.reason)"
        case .responseTooLarge(let limit):
            return "the response is larger than the \(ByteCount.describe(limit)) limit; not read"
        case .tooManyRedirects(let limit):
            return "too many redirects (more than \(limit)); the server may be redirecting in a loop"
        }
    }

    public var errorDescription: String? { message }

    private static func statusMessage(_ status: Int, _ serverMessage: String?, hint: String) -> String {
        let head = "\(status) \(HTTPStatus.reasonPhrase(status))".trimmingCharacters(in: .whitespaces)
        if let serverMessage, !serverMessage.isEmpty {
            return "\(head): \(serverMessage)"
        }
        return "\(head): \(hint)"
    }

    /// "45 seconds", "3 minutes", "2 hours".
    static func duration(_ seconds: TimeInterval) -> String {
        let whole = Int(seconds.rounded(.up))
        if whole < 120 { return whole == 1 ? "1 second" : "\(whole) seconds" }
        if whole < 7200 { return "\(whole / 60) minutes" }
        return "\(whole / 3600) hours"
    }
}

extension TransportFailure {
    /// One line a person can act on.
    public var message: String {
        switch self {
        case .timedOut(let seconds):
            let limit = seconds.map { " after \(ByteCount.trimmed($0)) s" } ?? ""
            return "timed out\(limit): the server did not answer"
        case .cannotConnect(let host, let reason):
            return "could not connect to \(host): \(reason)"
        case .cannotFindHost(let host):
            return "could not find the host \(host) (check the name and your network)"
        case .tls(let reason):
            return "secure connection failed: \(reason)"
        case .connectionLost:
            return "the connection was lost before the answer was complete"
        case .cancelled:
            return "the request was cancelled"
        case .other(let reason):
            return "network error: \(reason)"
        }
    }
}

/// Sizes and numbers in words.
enum ByteCount {
    /// "32 MiB", "512 KiB", "100 bytes".
    static func describe(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 20 { return String(format: "%.1f MiB", Double(bytes) / Double(1 << 20)) }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }

    /// "5" for 5.0, "0.5" for 0.5.
    static func trimmed(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(format: "%g", value)
    }
}
