import BylineCore
import BylineText
import Foundation

/// What fetching one source brought back.
public enum FetchOutcome: Sendable {
    /// Articles, with the feed's own title, the validators for the next conditional GET, and
    /// how often the feed says it changes (RSS `<ttl>`), in seconds, and a note for the
    /// source's status when the feed was broken or its oldest entries were left out
    /// (``ParsedFeed/statusReason``).
    case articles([Article], feedTitle: String?, validators: Validators, updateInterval: TimeInterval? = nil, note: MessageValue? = nil)
    /// 304: nothing changed since the validators we sent.
    case notModified
}

/// The ETag and Last-Modified of a feed, sent back as If-None-Match / If-Modified-Since.
public struct Validators: Sendable, Hashable {
    /// The `ETag` header.
    public var etag: String?
    /// The `Last-Modified` header.
    public var lastModified: String?

    /// Validators from their parts.
    public init(etag: String? = nil, lastModified: String? = nil) {
        self.etag = etag
        self.lastModified = lastModified
    }

    /// Validators read from a response's headers (cleaned; absurdly long values ignored).
    public init(response: Response) {
        func header(_ name: String) -> String? {
            guard let value = response.headers[name]?.trimmingCharacters(in: .whitespaces),
                !value.isEmpty, value.utf8.count <= 256, !value.contains(where: { $0.isNewline })
            else { return nil }
            return value
        }
        self.init(etag: header("ETag"), lastModified: header("Last-Modified"))
    }

    /// Whether there is anything to send.
    public var isEmpty: Bool { etag == nil && lastModified == nil }
}
