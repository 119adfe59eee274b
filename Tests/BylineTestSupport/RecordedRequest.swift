import Foundation

/// One request as the test server received it, byte for byte where it matters.
public struct RecordedRequest: Sendable {
    /// The method from the request line.
    public var method: String
    /// The request target exactly as sent (`/path?query`).
    public var target: String
    /// The header fields in the order sent.
    public var headers: [(name: String, value: String)]
    /// The body (after de-chunking).
    public var body: Data
    /// Which connection (in accept order) carried it.
    public var connection: Int
    /// The protocol version from the request line (`HTTP/1.1`).
    public var version = "HTTP/1.1"

    /// Whether the client wants the connection kept open after the answer: HTTP/1.1 unless
    /// it says `Connection: close`, HTTP/1.0 only when it says `Connection: keep-alive`.
    public var keepsAlive: Bool {
        let connection = header("Connection")?.lowercased()
        return version == "HTTP/1.0" ? connection == "keep-alive" : connection != "close"
    }

    /// The path part of the target, still percent-encoded.
    public var path: String {
        String(target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }

    /// The query part of the target, still percent-encoded, or nil.
    public var rawQuery: String? {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        return parts.count > 1 ? String(parts[1]) : nil
    }

    /// The query decoded the way servers decode it (`%XX` and, optionally, `+` as space).
    public func queryItems(plusAsSpace: Bool = false) -> [(String, String?)] {
        guard let rawQuery else { return [] }
        return Self.decodePairs(rawQuery, plusAsSpace: plusAsSpace)
    }

    /// The body read as an `application/x-www-form-urlencoded` form.
    public var formFields: [(String, String?)] {
        Self.decodePairs(String(decoding: body, as: UTF8.self), plusAsSpace: true)
    }

    /// The first value of a header, any case.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The body as UTF-8 text.
    public var bodyText: String { String(decoding: body, as: UTF8.self) }

    static func decodePairs(_ text: String, plusAsSpace: Bool) -> [(String, String?)] {
        text.split(separator: "&", omittingEmptySubsequences: true).map { pair in
            let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decode(_ part: Substring) -> String {
                let text = plusAsSpace ? part.replacingOccurrences(of: "+", with: " ") : String(part)
                return text.removingPercentEncoding ?? text
            }
            return (decode(halves[0]), halves.count > 1 ? decode(halves[1]) : nil)
        }
    }
}
