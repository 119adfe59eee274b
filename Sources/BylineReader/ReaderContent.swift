/// The HTML content models the reader reasons about.
enum ReaderContent {
    /// Elements that are running text inside a paragraph.
    static let phrasing: Set<String> = [
        "abbr", "audio", "b", "bdo", "br", "button", "cite", "code", "data", "datalist", "dfn", "em", "embed", "i",
        "img", "input", "kbd", "label", "mark", "math", "meter", "noscript", "object", "output", "progress", "q",
        "ruby", "samp", "script", "select", "small", "span", "strong", "sub", "sup", "textarea", "time", "var", "wbr"
    ]
    /// Elements whose presence makes a `<div>` a container rather than a paragraph.
    static let blockInDiv: Set<String> = ["blockquote", "dl", "div", "img", "ol", "p", "pre", "table", "ul"]

    /// Whether `node` is text or phrasing content (`a`, `del`, `ins` when all they hold is).
    static func isPhrasing(_ node: ReaderNode) -> Bool {
        if node.isText || phrasing.contains(node.name) { return true }
        if node.name == "a" || node.name == "del" || node.name == "ins" {
            return node.children.allSatisfy(isPhrasing)
        }
        return false
    }

    /// Whether any descendant is a block element.
    static func hasBlockDescendant(_ node: ReaderNode) -> Bool {
        node.firstDescendant { blockInDiv.contains($0.name) } != nil
    }

    /// Whether the element's only child element is a `tag` and it holds no other text.
    static func hasSingleChild(_ node: ReaderNode, named tag: String) -> Bool {
        let elements = node.elementChildren
        guard elements.count == 1, elements[0].name == tag else { return false }
        return !node.children.contains { $0.isText && !$0.isWhitespace }
    }

    /// Whether the element holds no text and nothing but `<br>` and `<hr>`.
    static func isEmptyElement(_ node: ReaderNode) -> Bool {
        guard node.isBlankText else { return false }
        let elements = node.elementChildren
        return elements.isEmpty || elements.count == node.count("br") + node.count("hr")
    }
}
