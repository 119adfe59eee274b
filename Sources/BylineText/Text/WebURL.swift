import Foundation

/// Links as feeds and pages write them, made into `http`/`https` URLs: the text layer's HTML
/// builder and the feed converters resolve links the same way.
public enum WebURL {
    /// An `http`/`https` URL from `raw`, resolved against `base` when relative; anything
    /// else (javascript:, data:, garbage) gives nil.
    public static func resolve(_ raw: String?, relativeTo base: URL?) -> URL? {
        guard let raw else { return nil }
        let trimmed = trimmedASCIIWhitespace(raw)
        guard !trimmed.isEmpty, trimmed.utf8.count < 4096 else { return nil }
        // A link with characters no URL holds raw (`|`, a space) is repaired first: Foundation
        // would encode it whole and turn its `%20` into `%2520`.
        let repaired = PercentEncoding.repairingURL(trimmed)
        let url: URL?
        if let base {
            url = URL(string: repaired, relativeTo: base)?.absoluteURL ?? URL(string: trimmed, relativeTo: base)?.absoluteURL
        } else {
            url = URL(string: repaired) ?? URL(string: trimmed)
        }
        guard let url, let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            url.host?.isEmpty == false
        else { return nil }
        return url
    }

    /// `text` without ASCII white space at either end (what surrounds URLs in feeds), without
    /// Foundation's slower general trimming.
    public static func trimmedASCIIWhitespace(_ text: String) -> String {
        let utf8 = text.utf8
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        guard let first = utf8.firstIndex(where: { !isSpace($0) }) else { return "" }
        guard let last = utf8.lastIndex(where: { !isSpace($0) }) else { return "" }
        if first == utf8.startIndex && last == utf8.index(before: utf8.endIndex) { return text }
        return String(text[first...last])
    }
}
