import BylineText
import Foundation

/// Writing extracted content out: as HTML for the renderer and the cache (links and
/// images absolute, only harmless attributes kept), and as plain text for scripts.
enum ReaderOutput {
    /// Elements that start and end a line in plain text.
    static let blocks: Set<String> = [
        "address", "article", "aside", "blockquote", "body", "caption", "center", "dd", "details", "dialog", "dir", "div",
        "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "frameset", "h1", "h2", "h3", "h4", "h5", "h6",
        "header", "hgroup", "hr", "html", "legend", "li", "main", "menu", "nav", "ol", "optgroup", "option", "p", "pre",
        "section", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul", "video", "audio", "canvas",
        "object", "iframe", "img"
    ]
    private static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"
    ]
    private static let keptAttributes: Set<String> = ["href", "src", "alt", "title", "colspan", "rowspan", "start", "dir", "lang"]
    private static let urlAttributes: Set<String> = ["href", "src"]

    /// The content's text: a line per block, white space collapsed (line breaks kept inside
    /// `<pre>`), no empty lines, cleaned of control characters.
    static func plainText(_ root: ReaderNode) -> String {
        var lines = PlainLines()
        var preDepth = 0
        walk(
            root,
            open: { node in
                if node.isText {
                    lines.add(node.text, keepingBreaks: preDepth > 0)
                } else {
                    if node.name == "pre" { preDepth += 1 }
                    if node.name == "br" || blocks.contains(node.name) { lines.breakLine() }
                }
            },
            close: { node in
                if node.name == "pre" { preDepth -= 1 }
                if blocks.contains(node.name) { lines.breakLine() }
            })
        lines.breakLine()
        return TextSanitizer.clean(lines.text)
    }

    /// Text gathered into lines, each trimmed with its white-space runs collapsed.
    private struct PlainLines {
        var text = ""
        private var line = String.UnicodeScalarView()
        private var pendingSpace = false

        mutating func add(_ piece: String, keepingBreaks: Bool) {
            for scalar in piece.unicodeScalars {
                if keepingBreaks && scalar == "\n" {
                    breakLine()
                } else if ReaderText.isSpace(scalar) {
                    pendingSpace = !line.isEmpty
                } else {
                    if pendingSpace { line.append(" ") }
                    pendingSpace = false
                    line.append(scalar)
                }
            }
        }

        mutating func breakLine() {
            pendingSpace = false
            guard !line.isEmpty else { return }
            if !text.isEmpty { text.unicodeScalars.append("\n") }
            text.unicodeScalars.append(contentsOf: line)
            line.removeAll(keepingCapacity: true)
        }
    }

    /// The content as HTML, every link and image source absolute against `base`; a note or
    /// footnote list is marked `role="note"` (its own role and classes are not kept).
    static func html(_ root: ReaderNode, base: URL?) -> String {
        var html = ""
        walk(
            root,
            open: { node in
                if node.isText {
                    appendEscaped(node.text, to: &html, attribute: false)
                    return
                }
                html += "<" + node.name
                for (name, value) in node.attributes where keptAttributes.contains(name) {
                    var written = value
                    if urlAttributes.contains(name) {
                        guard let absolute = absoluteURL(value, base: base) else { continue }
                        written = absolute
                    }
                    html += " " + name + "=\""
                    appendEscaped(written, to: &html, attribute: true)
                    html += "\""
                }
                // Footnotes and notes keep a role the renderer knows, so they stay set off.
                if NoteHints.isNote(role: node.attribute("role"), className: node.attribute("class")) { html += " role=\"note\"" }
                html += ">"
            },
            close: { node in
                if !voidElements.contains(node.name) { html += "</" + node.name + ">" }
            })
        return html
    }

    /// `value` resolved against `base`: http(s) and mailto only; fragments kept as they are.
    static func absoluteURL(_ value: String, base: URL?) -> String? {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        if trimmed.hasPrefix("#") { return trimmed }
        guard let url = URL(string: trimmed, relativeTo: base)?.absoluteURL ?? URL(string: trimmed) else { return nil }
        switch url.scheme?.lowercased() {
        case "http", "https", "mailto": return url.absoluteString
        default: return nil
        }
    }

    /// Visits `root`'s descendants in order without recursion: `open` for every node,
    /// `close` after an element's children.
    static func walk(_ root: ReaderNode, open: (ReaderNode) -> Void, close: (ReaderNode) -> Void) {
        var stack: [(ReaderNode, Int)] = [(root, 0)]
        while let (node, index) = stack.popLast() {
            guard index < node.children.count else {
                if node !== root { close(node) }
                continue
            }
            stack.append((node, index + 1))
            let child = node.children[index]
            open(child)
            if !child.isText { stack.append((child, 0)) }
        }
    }

    private static func appendEscaped(_ text: String, to html: inout String, attribute: Bool) {
        let special = text.utf8.contains { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 }
        guard special else {
            html += text
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": html += "&amp;"
            case "<": html += "&lt;"
            case ">": html += "&gt;"
            case "\"" where attribute: html += "&quot;"
            default: html.unicodeScalars.append(scalar)
            }
        }
    }
}
