import Foundation

/// Atom's text constructs (`title`, `summary`, `content`…) read by their `type` and `mode`.
extension AtomParser {
    /// An Atom text construct (or content) by its `type`: text stays text, HTML is kept, XHTML
    /// is serialized back to HTML; base64 (Atom 0.3's `mode="base64"`, or a type that is
    /// neither text nor XML, as feedparser reads it) is decoded when it holds UTF-8 text.
    /// Out-of-line (`src`) content, and binary content, give nil.
    static func textConstruct(_ node: LibXMLNode) -> (value: String?, kind: FeedTextKind) {
        if node.attribute("src") != nil { return (nil, .html) }
        let type = node.attribute("type")?.lowercased()
        let mode = node.attribute("mode")?.lowercased()  // Atom 0.3
        if mode == "base64" || type.map(isBinary) == true {
            return base64Text(node.text, type: type, declared: mode == "base64")
        }
        switch type {
        case nil, "text", "text/plain":
            return mode == "escaped" ? (node.htmlContent, .html) : (node.text, .text)
        case "html", "text/html":
            return (node.htmlContent, .html)
        case "xhtml", "application/xhtml+xml":
            return (node.innerHTML(unwrappingDiv: true), .html)
        case let other?:
            if other.hasPrefix("text/") { return (node.text, .text) }
            return (node.innerHTML(unwrappingDiv: false), .html)
        }
    }

    /// Whether a `type` names neither text nor XML, so the element holds base64 (RFC 4287 §4.1.3.3).
    private static func isBinary(_ type: String) -> Bool {
        !["text", "html", "xhtml"].contains(type) && !type.hasPrefix("text/") && !type.hasSuffix("+xml") && !type.hasSuffix("/xml")
    }

    /// The text base64 `encoded` stands for, as HTML when `type` says so. What does not
    /// decode to UTF-8 text is kept as written when base64 was only declared (feedparser
    /// does the same: the publisher wrote text after all), and dropped when the type says
    /// the content is binary (an image inlined as content is no text to show).
    private static func base64Text(_ encoded: String?, type: String?, declared: Bool) -> (value: String?, kind: FeedTextKind) {
        guard let encoded else { return (nil, .text) }
        guard let data = Data(base64Encoded: encoded, options: .ignoreUnknownCharacters),
            let text = String(data: data, encoding: .utf8), !text.isEmpty,
            !text.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\n" && $0 != "\r" && $0 != "\t" })
        else {
            return declared && !(type.map(isBinary) ?? false) ? (encoded, .text) : (nil, .html)
        }
        switch type {
        case "html", "text/html": return (text, .html)
        case nil, "text", "text/plain": return (text, .text)
        default: return (text, FeedTextKind.guessing(text))
        }
    }
}
