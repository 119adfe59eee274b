import CLibXML2

/// Telling HTML from plain text in fields whose format does not say which (RSS titles).
///
/// RSS never said whether `<title>` holds HTML, and feeds do both: `a new &lt;Span&gt; type`
/// is a headline about a `<Span>` element, `&lt;b&gt;Breaking&lt;/b&gt;: …` a bold word. The
/// test is the one feedparser uses, conservative because a false "HTML" silently loses
/// words: the text counts as HTML only when it has a closing tag or an entity reference,
/// every tag in it is an HTML element, and every named entity is one HTML defines.
extension FeedTextKind {
    /// What `text` (already decoded from XML) most likely is.
    public static func guessing(_ text: String) -> FeedTextKind {
        let bytes = Array(text.utf8)
        guard bytes.contains(UInt8(ascii: "<")) || bytes.contains(UInt8(ascii: "&")) else { return .text }
        var hasClosingTag = false
        var hasReference = false
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "<"):
                let closing = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")
                let nameStart = index + (closing ? 2 : 1)
                let name = word(in: bytes, from: nameStart)
                if !name.isEmpty {
                    guard htmlElements.contains(name.lowercased()) else { return .text }
                    let after = nameStart + name.utf8.count
                    if closing, after < bytes.count, bytes[after] == UInt8(ascii: ">") { hasClosingTag = true }
                }
            case UInt8(ascii: "&"):
                let numeric = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "#")
                let nameStart = index + (numeric ? 2 : 1)
                let name = word(in: bytes, from: nameStart)
                let after = nameStart + name.utf8.count
                if !name.isEmpty, after < bytes.count, bytes[after] == UInt8(ascii: ";") {
                    guard numeric || isHTMLEntity(name) else { return .text }
                    hasReference = true
                }
            default:
                break
            }
            index += 1
        }
        return hasClosingTag || hasReference ? .html : .text
    }

    /// The run of ASCII letters, digits and `_` starting at `start` (a regex `\w+`).
    private static func word(in bytes: [UInt8], from start: Int) -> String {
        var end = start
        while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
        return end > start ? String(decoding: bytes[start..<end], as: UTF8.self) : ""
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
    }

    /// Whether `name` is an entity HTML defines (or one of XML's own five).
    private static func isHTMLEntity(_ name: String) -> Bool {
        if ["amp", "lt", "gt", "quot", "apos"].contains(name) { return true }
        return name.withCString { pointer in
            pointer.withMemoryRebound(to: xmlChar.self, capacity: name.utf8.count + 1) { htmlEntityLookup($0) != nil }
        }
    }

    /// The HTML elements a feed's text may carry as markup (a tag outside them means the `<`
    /// was meant as text: `<Span>` is an element's name, `<devblog/>` a blog's).
    static let htmlElements: Set<String> = [
        "a", "abbr", "acronym", "address", "area", "article", "aside", "audio", "b", "bdi", "bdo", "big", "blockquote",
        "br", "button", "canvas", "caption", "center", "cite", "code", "col", "colgroup", "data", "datalist", "dd",
        "del", "details", "dfn", "dialog", "dir", "div", "dl", "dt", "em", "fieldset", "figcaption", "figure", "font",
        "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "i", "img", "input", "ins", "kbd", "label",
        "legend", "li", "main", "map", "mark", "menu", "meter", "nav", "noscript", "ol", "optgroup", "option", "output",
        "p", "picture", "pre", "progress", "q", "rp", "rt", "ruby", "s", "samp", "section", "select", "small", "source",
        "span", "strike", "strong", "sub", "summary", "sup", "table", "tbody", "td", "textarea", "tfoot", "th", "thead",
        "time", "tr", "tt", "u", "ul", "var", "video", "wbr"
    ]
}
