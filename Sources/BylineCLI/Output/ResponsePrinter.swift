import BylineCore
import BylineText
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Turns a request and its response into the text `byline request` prints: cleaned of
/// control characters, JSON pretty-printed, binary bodies summarised, secrets masked.
enum ResponsePrinter {
    /// The request as `-v` (or `-p H`/`B`) shows it: method, URL and headers in the order
    /// sent, then the body, with credentials masked.
    static func request(_ request: HTTPRequest, userAgent: String, headers: Bool = true, body: Bool = true) -> String {
        var lines: [String] = []
        if headers {
            lines.append("\(request.method) \(URLRedaction.redacted(request.url.absoluteString))")
            if !request.headers.contains("User-Agent") && !request.suppresses("User-Agent") {
                lines.append("User-Agent: \(userAgent)")
            }
            for field in request.headers {
                let shown = isSecretHeader(field.name) ? URLRedaction.mask : field.value
                lines.append("\(TextSanitizer.singleLine(field.name)): \(TextSanitizer.singleLine(shown))")
            }
        }
        if body, let data = request.body, !data.isEmpty {
            if headers { lines.append("") }
            lines.append(self.body(data, mediaType: request.headers["Content-Type"]))
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n\n"
    }

    /// The status line and headers.
    static func head(_ response: Response) -> String {
        var lines = ["\(response.httpVersion ?? "HTTP/1.1") \(response.statusLine)"]
        for field in response.headers {
            lines.append("\(TextSanitizer.singleLine(field.name)): \(TextSanitizer.singleLine(field.value))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The body as text: pretty JSON, cleaned text, or a one-line note for binary data.
    static func body(_ data: Data, mediaType: String?) -> String {
        guard !data.isEmpty else { return "" }
        let type = mediaType?.lowercased() ?? ""
        if type.contains("json") || data.first == UInt8(ascii: "{") || data.first == UInt8(ascii: "[") {
            if let pretty = JSONFormatter.pretty(data) {
                return TextSanitizer.clean(pretty)
            }
        }
        guard let text = String(data: data, encoding: .utf8), !data.contains(0) else {
            let kind = type.isEmpty ? RequestText.binaryData.text : type.split(separator: ";").first.map(String.init) ?? type
            return RequestText.binaryNotShown(data.count, kind)
        }
        return TextSanitizer.clean(text)
    }

    private static func isSecretHeader(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower == "authorization" || lower == "proxy-authorization" || lower == "cookie"
            || URLRedaction.isSecretName(lower)
    }
}
