import BylineText
import Foundation

/// What came back from the server: status, headers, body, and the URL that answered.
public struct Response: Sendable, Equatable {
    /// The HTTP status code.
    public var status: Int
    /// The response headers, looked up without regard to case.
    public var headers: HTTPHeaders
    /// The body (already decompressed when the server sent gzip).
    public var body: Data
    /// The URL that finally answered, after any redirects.
    public var url: URL?
    /// The URLs redirected through on the way, oldest first.
    public var redirects: [URL]
    /// The protocol of the status line (`HTTP/1.1`), when the transport reports it.
    public var httpVersion: String?
    /// The server's own reason phrase (`200 Fine`), when the transport reports it.
    public var reasonPhrase: String?
    /// Where the request now lives, when every redirect on the way was permanent (301, 308).
    public var permanentURL: URL?
    /// The credentials the request carried, which anything read from this answer must mask
    /// (the transport boundary masks the head and body itself; see ``Response/redacted(by:)``).
    public var secrets = SecretRedactor(secrets: [])

    /// A response from its parts.
    public init(
        status: Int, headers: HTTPHeaders = [:], body: Data = Data(), url: URL? = nil, redirects: [URL] = [],
        httpVersion: String? = nil, reasonPhrase: String? = nil
    ) {
        self.httpVersion = httpVersion
        self.reasonPhrase = reasonPhrase
        self.status = status
        self.headers = headers
        self.body = body
        self.url = url
        self.redirects = redirects
    }

    /// The status line as a person reads it (`200 OK`), with the server's own reason
    /// phrase when it sent one.
    public var statusLine: String {
        let reason = reasonPhrase.map { TextSanitizer.singleLine($0) } ?? HTTPStatus.reasonPhrase(status)
        return reason.isEmpty ? "\(status)" : "\(status) \(reason)"
    }

    /// The media type of the body, lowercased and without parameters (`application/json`).
    public var mediaType: String? {
        headers["Content-Type"].map { $0.split(separator: ";").first.map(String.init) ?? $0 }
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    }
}

/// Reason phrases for the status codes people meet.
public enum HTTPStatus {
    /// The standard reason phrase for `code`, or an empty string.
    public static func reasonPhrase(_ code: Int) -> String {
        switch code {
        case 100: "Continue"
        case 101: "Switching Protocols"
        case 200: "OK"
        case 201: "Created"
        case 202: "Accepted"
        case 203: "Non-Authoritative Information"
        case 204: "No Content"
        case 205: "Reset Content"
        case 206: "Partial Content"
        case 300: "Multiple Choices"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 303: "See Other"
        case 304: "Not Modified"
        case 307: "Temporary Redirect"
        case 308: "Permanent Redirect"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 402: "Payment Required"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 406: "Not Acceptable"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 410: "Gone"
        case 411: "Length Required"
        case 412: "Precondition Failed"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 415: "Unsupported Media Type"
        case 418: "I'm a teapot"
        case 422: "Unprocessable Content"
        case 426: "Upgrade Required"
        case 429: "Too Many Requests"
        case 451: "Unavailable For Legal Reasons"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        case 505: "HTTP Version Not Supported"
        default: ""
        }
    }
}
