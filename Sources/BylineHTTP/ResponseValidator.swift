import BylineText
import Foundation

/// Turns an answer into success or a typed error; pure, so it is tested without a network.
public enum ResponseValidator {
    /// Returns `response` when its status is in `accepted`, else the matching ``NetworkError``.
    public static func validate(
        _ response: Response, accepting accepted: Range<Int> = 200..<300, now: Date = Date()
    ) throws(NetworkError) -> Response {
        if accepted.contains(response.status) { return response }
        throw error(for: response, now: now)
    }

    /// The error a non-accepted response stands for, with the server's own message when it sent one.
    public static func error(for response: Response, now: Date = Date()) -> NetworkError {
        let message = ServerMessage.extract(from: response)
        switch response.status {
        case 401: return .unauthorized(serverMessage: message)
        case 403: return .forbidden(serverMessage: message)
        case 404: return .notFound(serverMessage: message)
        case 429:
            return .rateLimited(retryAfter: retryAfter(response, now: now), serverMessage: message)
        case 400..<500: return .clientError(status: response.status, serverMessage: message)
        case 503:
            // Service Unavailable may say when to come back (RFC 9110 §10.2.3), like a 429.
            return .serverError(status: 503, serverMessage: message, retryAfter: retryAfter(response, now: now))
        case 500..<600: return .serverError(status: response.status, serverMessage: message)
        default: return .unexpectedStatus(status: response.status, location: response.headers["Location"])
        }
    }

    /// The response's Retry-After, in seconds from `now`, when it has a usable one.
    private static func retryAfter(_ response: Response, now: Date) -> TimeInterval? {
        response.headers["Retry-After"].flatMap { RetryAfter.seconds(from: $0, now: now) }
    }
}

/// Reading the Retry-After header.
public enum RetryAfter {
    /// Seconds to wait from `now`: the header is either a number of seconds or an HTTP date.
    public static func seconds(from header: String, now: Date = Date()) -> TimeInterval? {
        let text = header.trimmingCharacters(in: .whitespaces)
        if let seconds = Int(text), seconds >= 0 { return TimeInterval(min(seconds, 7 * 24 * 3600)) }
        guard let date = DateParsing.parse(text) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }
}

/// The human message a server put in an error body, cleaned for display.
public enum ServerMessage {
    /// The longest message kept; servers sometimes send whole pages.
    package static let maximumLength = 200

    /// NewsAPI's `{"status":"error","code","message"}`, or a JSON `message`/`error` field,
    /// or a short plain-text body; nil for HTML pages and anything unreadable.
    public static func extract(from response: Response) -> String? {
        let body = response.body.prefix(64 * 1024)
        guard !body.isEmpty else { return nil }
        if let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] {
            let candidates: [Any?] = [
                object["message"], object["error_description"], object["error"],
                (object["error"] as? [String: Any])?["message"], object["detail"], object["title"]
            ]
            if let text = candidates.lazy.compactMap({ $0 as? String }).first(where: { !$0.isEmpty }) {
                return clean(text, response.secrets)
            }
            return nil
        }
        let type = response.mediaType ?? ""
        guard type.hasPrefix("text/plain") || type.isEmpty else { return nil }
        let text = String(decoding: body, as: UTF8.self)
        let firstLine = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        if firstLine.lowercased().contains("<html") || firstLine.hasPrefix("<") { return nil }
        let cleaned = clean(firstLine, response.secrets)
        return cleaned.isEmpty ? nil : cleaned
    }

    /// The message on one line, cut short, with the exchange's credentials masked (after JSON
    /// decoding, so no escape hides them).
    private static func clean(_ text: String, _ secrets: SecretRedactor) -> String {
        let line = TextSanitizer.singleLine(secrets.redact(text)).trimmingCharacters(in: .whitespaces)
        guard line.count > maximumLength else { return line }
        return String(line.prefix(maximumLength - 1)) + "…"
    }
}
