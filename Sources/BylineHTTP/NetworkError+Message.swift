import BylineText
import Foundation

extension NetworkError: LocalizedError {
    /// One line a person can act on.
    public var message: String { reason.words }

    /// ``message`` as data, to be written in the reader's language (see ``MessageValue``).
    public var reason: MessageValue {
        switch self {
        case .invalidURL(let reason):
            return NetworkText.invalidURL.value(reason)
        case .requestBuildFailed(let reason):
            return NetworkText.requestBuildFailed.value(reason)
        case .transport(let failure):
            return failure.reason
        case .unauthorized(let serverMessage):
            return Self.statusMessage(401, serverMessage, hint: NetworkText.wantsCredentials.value())
        case .forbidden(let serverMessage):
            return Self.statusMessage(403, serverMessage, hint: NetworkText.refuses.value())
        case .notFound(let serverMessage):
            return Self.statusMessage(404, serverMessage, hint: NetworkText.nothingThere.value())
        case .rateLimited(let retryAfter, let serverMessage):
            let wait = retryAfter.map { NetworkText.tryAgainIn.value(Self.duration($0)) } ?? NetworkText.tryAgainLater.value()
            return Self.statusMessage(429, serverMessage, hint: NetworkText.tooManyRequests.value()) + wait
        case .clientError(let status, let serverMessage):
            return Self.statusMessage(status, serverMessage, hint: NetworkText.rejected.value())
        case .serverError(let status, let serverMessage, let retryAfter):
            if let retryAfter {
                return Self.statusMessage(status, serverMessage, hint: NetworkText.unavailable.value())
                    + NetworkText.tryAgainIn.value(Self.duration(retryAfter))
            }
            return Self.statusMessage(status, serverMessage, hint: NetworkText.serverFailed.value())
        case .unexpectedStatus(let status, let location):
            let head = "\(status) \(HTTPStatus.reasonPhrase(status))".trimmingCharacters(in: .whitespaces)
            return location.map { NetworkText.unexpectedStatusTo.value(head, URLRedaction.redacted($0)) }
                ?? NetworkText.unexpectedStatus.value(head)
        case .decodingFailed(let failure):
            let place = failure.path.isEmpty ? "" : "\(failure.path): "
            return NetworkText.couldNotRead.value(failure.what, place, failure.reason)
        case .responseTooLarge(let limit):
            return NetworkText.responseTooLarge.value(ByteCount.describe(limit))
        case .tooManyRedirects(let limit):
            return NetworkText.tooManyRedirects.value(limit)
        }
    }

    public var errorDescription: String? { message }

    private static func statusMessage(_ status: Int, _ serverMessage: String?, hint: MessageValue) -> MessageValue {
        let head = "\(status) \(HTTPStatus.reasonPhrase(status))".trimmingCharacters(in: .whitespaces)
        if let serverMessage, !serverMessage.isEmpty {
            return NetworkText.statusWithText.value(head, serverMessage)
        }
        return NetworkText.statusWithText.value(head, hint)
    }

    /// "45 seconds", "3 minutes", "2 hours".
    static func duration(_ seconds: TimeInterval) -> MessageValue {
        let whole = Int(seconds.rounded(.up))
        if whole < 120 { return whole == 1 ? NetworkText.seconds1.value() : NetworkText.secondsN.value(whole) }
        if whole < 7200 { return NetworkText.minutesN.value(whole / 60) }
        return NetworkText.hoursN.value(whole / 3600)
    }
}

extension TransportFailure {
    /// One line a person can act on.
    public var message: String { reason.words }

    /// ``message`` as data, to be written in the reader's language (see ``MessageValue``).
    public var reason: MessageValue {
        switch self {
        case .timedOut(let seconds):
            return seconds.map { NetworkText.timedOutAfter.value(ByteCount.trimmed($0)) } ?? NetworkText.timedOut.value()
        case .cannotConnect(let host, let reason):
            return NetworkText.cannotConnect.value(host, reason)
        case .cannotFindHost(let host):
            return NetworkText.cannotFindHost.value(host)
        case .tls(let reason):
            return NetworkText.tls.value(reason)
        case .connectionLost:
            return NetworkText.connectionLost.value()
        case .cancelled:
            return NetworkText.cancelled.value()
        case .other(let reason):
            return NetworkText.other.value(reason)
        }
    }
}

/// Sizes and numbers in words.
package enum ByteCount {
    /// "32 MiB", "512 KiB", "100 bytes".
    package static func describe(_ bytes: Int) -> MessageValue {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return .text("\(bytes >> 20) MiB") }
        if bytes >= 1 << 20 { return .text(String(format: "%.1f MiB", Double(bytes) / Double(1 << 20))) }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return .text("\(bytes >> 10) KiB") }
        return NetworkDetailText.bytesN.value(bytes)
    }

    /// "5" for 5.0, "0.5" for 0.5.
    package static func trimmed(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(format: "%g", value)
    }
}
