import BylineText
import Foundation

/// The clean-up every conversion into ``Article`` shares, so all formats agree.
public enum ArticleText {
    /// A title written in HTML: tags and entities removed, cleaned to one line; empty when
    /// there is none. A title that is nothing but tags no HTML has (`<devblog/>`, a blog's
    /// name typed as markup) keeps them as text rather than becoming empty.
    public static func title(_ raw: String?) -> String {
        guard let raw else { return "" }
        let markup = raw.utf8.contains { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "&") }
        guard markup else { return TextSanitizer.singleLine(raw) }
        let stripped = TextSanitizer.singleLine(HTMLEntities.stripTags(raw))
        guard stripped.isEmpty, !hasOnlyHTMLTags(raw) else { return stripped }
        // Entities still mean characters; only the `<` is taken as written.
        return TextSanitizer.singleLine(HTMLEntities.stripTags(raw.replacingOccurrences(of: "<", with: "&lt;")))
    }

    /// A title as its field's `kind` says: plain text is only cleaned to one line (its `<`
    /// and `&` are characters), HTML goes through ``title(_:)``.
    public static func title(_ raw: String?, kind: FeedTextKind) -> String {
        guard let raw else { return "" }
        return kind == .text ? TextSanitizer.singleLine(raw) : title(raw)
    }

    /// Whether every tag in `raw` names an HTML element.
    private static func hasOnlyHTMLTags(_ raw: String) -> Bool {
        var rest = Substring(raw)
        while let open = rest.firstIndex(of: "<") {
            let name = rest[rest.index(after: open)...].drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }
            if !name.isEmpty, !FeedTextKind.htmlElements.contains(name.lowercased()) { return false }
            rest = rest[rest.index(after: open)...]
        }
        return true
    }

    /// A one-line field (author, source name), or nil when it is empty.
    public static func line(_ raw: String?) -> String? {
        guard let raw else { return nil }
        let text = TextSanitizer.singleLine(raw)
        return text.isEmpty ? nil : text
    }

    /// A block of text or HTML kept for rendering, or nil when it is empty. Control
    /// characters are removed here; markup stays for the renderer.
    public static func block(_ raw: String?) -> String? {
        guard let raw else { return nil }
        let text = TextSanitizer.clean(raw).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }

    /// An `http`/`https` URL from `raw`, resolved against `base` when relative; anything
    /// else (javascript:, data:, garbage) gives nil (see ``WebURL``).
    public static func webURL(_ raw: String?, relativeTo base: URL?) -> URL? {
        WebURL.resolve(raw, relativeTo: base)
    }

    /// `text` without ASCII white space at either end (see ``WebURL``).
    static func trimmedASCIIWhitespace(_ text: String) -> String {
        WebURL.trimmedASCIIWhitespace(text)
    }

    /// A title for an article that has a link but no title: its host and path.
    public static func untitled(_ url: URL?) -> String {
        guard let url else { return "(untitled)" }
        return TextSanitizer.singleLine((url.host ?? "") + url.path)
    }

    /// A stable identity made from text, for items with neither guid nor link (FNV-1a, 64-bit).
    public static func digest(_ parts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in parts.joined(separator: "\u{1F}").utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return "digest:" + String(hash, radix: 16)
    }
}
