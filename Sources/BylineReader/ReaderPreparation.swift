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
