/// The clean-up done to a page before any scoring: scripts and styles out, runs of
/// `<br>` turned into paragraphs, `<font>` into `<span>`.
enum ReaderPreparation {
    /// Elements whose content is never text for a reader.
    static let dropped: Set<String> = ["script", "noscript", "style", "template"]

    /// Prepares `root` in place.
    static func prepare(_ root: ReaderNode) {
        for node in root.descendants(named: dropped) { node.detach() }
        for node in root.descendants(named: "font") { node.name = "span" }
        replaceBreaks(in: root)
    }

    /// Turns `text<br><br>text` into paragraphs: the second and later `<br>` of a run go,
    /// the first becomes a `<p>` holding the phrasing content that follows it.
    static func replaceBreaks(in root: ReaderNode) {
        for br in root.descendants(named: "br") {
            guard br.parent != nil else { continue }
            var next = nextNonWhitespace(br.nextSibling)
            var replaced = false
            while let node = next, node.name == "br" {
                replaced = true
                let after = node.nextSibling
                node.detach()
                next = nextNonWhitespace(after)
            }
            guard replaced, let parent = br.parent else { continue }
            let paragraph = ReaderNode(element: "p", arena: br.arena)
            br.replace(with: paragraph)
            var sibling = paragraph.nextSibling
            while let node = sibling {
                if node.name == "br", let following = nextNonWhitespace(node.nextSibling), following.name == "br" { break }
                guard ReaderContent.isPhrasing(node) else { break }
                sibling = node.nextSibling
                paragraph.append(node)
            }
            while let last = paragraph.children.last, last.isWhitespace { last.detach() }
            if parent.name == "p" { parent.name = "div" }
        }
    }

    /// `node` or the first sibling after it that is not white-space text.
    static func nextNonWhitespace(_ node: ReaderNode?) -> ReaderNode? {
        var current = node
        while let candidate = current, candidate.isText, candidate.isWhitespace {
            current = candidate.nextSibling
        }
        return current
    }

    /// Whether the element would be seen: not `hidden`, not styled invisible, not `aria-hidden`.
    static func isVisible(_ node: ReaderNode) -> Bool {
        if node.attribute("hidden") != nil { return false }
        if let style = node.attribute("style") {
            let compact = style.lowercased().filter { $0 != " " && $0 != "\t" && $0 != "\n" }
            if compact.contains("display:none") || compact.contains("visibility:hidden") { return false }
        }
        if node.attribute("aria-hidden") == "true" {
            return node.attribute("class")?.contains("fallback-image") == true
        }
        return true
    }
}

/// The HTML content models the reader reasons about.
enum ReaderContent {
    /// Elements that are running text inside a paragraph.
    static let phrasing: Set<String> = [
        "abbr", "audio", "b", "bdo", "br", "button", "cite", "code", "data", "datalist", "dfn", "em", "embed", "i",
        "img", "input", "kbd", "label", "mark", "math", "meter", "noscript", "object", "output", "progress", "q",
        "ruby", "samp", "script", "select", "small", "span", "strong", "sub", "sup", "textarea", "time", "var", "wbr",
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
