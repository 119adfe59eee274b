import Foundation

extension NetworkError: LocalizedError {
    /// One line a person can act on.
    public var message: String {
        switch self {
        case .invalidURL(let reason):
            return NetworkText.invalidURL(reason)
        case .requestBuildFailed(let reason):
            return NetworkText.requestBuildFailed(reason)
        case .transport(let failure):
            return failure.message
        case .unauthorized(let serverMessage):
            return Self.statusMessage(401, serverMessage, hint: NetworkText.wantsCredentials.text)
        case .forbidden(let serverMessage):
            return Self.statusMessage(403, serverMessage, hint: NetworkText.refuses.text)
        case .notFound(let serverMessage):
            return Self.statusMessage(404, serverMessage, hint: NetworkText.nothingThere.text)
        case .rateLimited(let retryAfter, let serverMessage):
            let wait = retryAfter.map { NetworkText.tryAgainIn(Self.duration($0)) } ?? NetworkText.tryAgainLater.text
            return Self.statusMessage(429, serverMessage, hint: NetworkText.tooManyRequests.text) + wait
        case .clientError(let status, let serverMessage):
            return Self.statusMessage(status, serverMessage, hint: NetworkText.rejected.text)
        case .serverError(let status, let serverMessage, let retryAfter):
            if let retryAfter {
                return Self.statusMessage(status, serverMessage, hint: NetworkText.unavailable.text)
                    + NetworkText.tryAgainIn(Self.duration(retryAfter))
            }
            return Self.statusMessage(status, serverMessage, hint: NetworkText.serverFailed.text)
        case .unexpectedStatus(let status, let location):
            let head = "\(status) \(HTTPStatus.reasonPhrase(status))".trimmingCharacters(in: .whitespaces)
            return location.map { NetworkText.unexpectedStatusTo(head, URLRedaction.redacted($0)) } ?? NetworkText.unexpectedStatus(head)
        case .decodingFailed(let failure):
            let place = failure.path.isEmpty ? "" : "\(failure.path): "
            return NetworkText.couldNotRead(failure.what, place, failure.reason)
        case .responseTooLarge(let limit):
            return NetworkText.responseTooLarge(ByteCount.describe(limit))
        case .tooManyRedirects(let limit):
            return NetworkText.tooManyRedirects(limit)
        }
    }

    public var errorDescription: String? { message }

    private static func statusMessage(_ status: Int, _ serverMessage: String?, hint: String) -> String {
        let head = "\(status) \(HTTPStatus.reasonPhrase(status))".trimmingCharacters(in: .whitespaces)
        if let serverMessage, !serverMessage.isEmpty {
            return NetworkText.statusWithText(head, serverMessage)
        }
        return NetworkText.statusWithText(head, hint)
    }

    /// "45 seconds", "3 minutes", "2 hours".
    static func duration(_ seconds: TimeInterval) -> String {
        let whole = Int(seconds.rounded(.up))
        if whole < 120 { return whole == 1 ? NetworkText.seconds1.text : NetworkText.secondsN(whole) }
        if whole < 7200 { return NetworkText.minutesN(whole / 60) }
        return NetworkText.hoursN(whole / 3600)
    }
}

extension TransportFailure {
    /// One line a person can act on.
    public var message: String {
        switch self {
        case .timedOut(let seconds):
            return seconds.map { NetworkText.timedOutAfter(ByteCount.trimmed($0)) } ?? NetworkText.timedOut.text
        case .cannotConnect(let host, let reason):
            return NetworkText.cannotConnect(host, reason)
        case .cannotFindHost(let host):
            return NetworkText.cannotFindHost(host)
        case .tls(let reason):
            return NetworkText.tls(reason)
        case .connectionLost:
            return NetworkText.connectionLost.text
        case .cancelled:
            return NetworkText.cancelled.text
        case .other(let reason):
            return NetworkText.other(reason)
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
        return NetworkDetailText.bytesN(bytes)
    }

    /// "5" for 5.0, "0.5" for 0.5.
    static func trimmed(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(format: "%g", value)
    }
}
