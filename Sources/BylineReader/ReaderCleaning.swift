/// Tidying the chosen content: forms, embeds, share widgets and link lists out; data
/// tables kept; `<h1>` demoted so the title stays the only top heading.
extension ReaderScoring {
    private static let embeds: Set<String> = ["object", "embed", "iframe"]

    /// Cleans `content` in place.
    func clean(_ content: ReaderNode) {
        ReaderTables.markDataTables(in: content)
        ReaderImages.resolveLazyImages(in: content)
        cleanConditionally(content, "form")
        cleanConditionally(content, "fieldset")
        for tag in ["object", "embed", "footer", "link", "aside"] { Self.remove(tag, in: content) }
        for child in content.elementChildren {
            var nodes: [ReaderNode] = []
            child.forEachDescendant { nodes.append($0) }
            for node in nodes where node.isInside(child) {
                if ReaderHints.isShare(node.classAndID), node.textContent.utf16.count < 500 { node.detach() }
            }
        }
        for tag in ["iframe", "input", "textarea", "select", "button"] { Self.remove(tag, in: content) }
        for heading in content.descendants(named: ["h1", "h2"]).reversed() where classWeight(heading) < 0 {
            heading.detach()
        }
        cleanConditionally(content, "table")
        cleanConditionally(content, "ul")
        cleanConditionally(content, "div")
        for heading in content.descendants(named: "h1") { heading.name = "h2" }
        for paragraph in content.descendants(named: "p").reversed() {
            let media = paragraph.descendants(named: ["img", "embed", "object", "iframe"]).count
            if media == 0 && paragraph.isBlankText { paragraph.detach() }
        }
        for br in content.descendants(named: "br") {
            if let next = ReaderPreparation.nextNonWhitespace(br.nextSibling), next.name == "p" { br.detach() }
        }
        ReaderTables.unwrapSingleCellTables(in: content)
    }

    /// Removes every `tag` element, except embeds of known video players.
    private static func remove(_ tag: String, in content: ReaderNode) {
        for node in content.descendants(named: [tag]).reversed() where node.parent != nil {
            if embeds.contains(tag), ReaderImages.isVideo(node) { continue }
            node.detach()
        }
    }

    /// Removes `tag` elements that look like anything but content: negative hints, more
    /// images or list items than paragraphs, many links, inputs or embeds, too little text.
    func cleanConditionally(_ content: ReaderNode, _ tag: String) {
        guard flags.cleanConditionally else { return }
        for node in content.descendants(named: [tag]).reversed() where node.parent != nil && node.isInside(content) {
            if shouldRemove(node, tag: tag) { node.detach() }
        }
    }

    private func shouldRemove(_ node: ReaderNode, tag: String) -> Bool {
        if tag == "table" && ReaderTables.isData(node) { return false }
        if node.hasAncestor("table", depth: 0, where: ReaderTables.isData) || node.hasAncestor("code") { return false }
        if node.descendants(named: "table").contains(where: ReaderTables.isData) { return false }
        let textLength = node.innerTextLength
        var isList = tag == "ul" || tag == "ol"
        if !isList {
            let listLength = node.descendants(named: ["ul", "ol"]).reduce(0) { $0 + $1.innerTextLength }
            isList = textLength > 0 && Double(listLength) / Double(textLength) > 0.9
        }
        let weight = classWeight(node)
        if weight < 0 { return true }
        guard node.count(of: UInt8(ascii: ",")) < 10 else { return false }
        let paragraphs = node.count("p")
        let images = node.count("img")
        let items = node.count("li") - 100
        let inputs = node.count("input")
        let headingDensity = Self.textDensity(node, ["h1", "h2", "h3", "h4", "h5", "h6"], total: textLength)
        let embedCount = node.descendants(named: Self.embeds).filter { !ReaderImages.isVideo($0) }.count
        if ReaderHints.isPlaceholderText(node.innerText) { return true }
        let density = node.linkDensity
        let textish = Self.textDensity(
            node, ["span", "li", "td", "blockquote", "dl", "div", "img", "ol", "p", "pre", "table", "ul"],
            total: textLength)
        let inFigure = node.hasAncestor("figure", depth: 0)
        var remove =
            (!inFigure && images > 1 && Double(paragraphs) / Double(images) < 0.5)
            || (!isList && items > paragraphs)
            || (inputs > paragraphs / 3)
            || (!isList && headingDensity < 0.9 && textLength < 25 && (images == 0 || images > 2) && !inFigure && density > 0)
            || (!isList && weight < 25 && density > 0.2)
            || (weight >= 25 && density > 0.5)
            || ((embedCount == 1 && textLength < 75) || embedCount > 1)
            || (images == 0 && textish == 0)
        if isList && remove {
            // A list of images alone is kept: every item one child, each with an image.
            if node.elementChildren.contains(where: { $0.elementChildren.count > 1 }) { return true }
            if images == node.count("li") { remove = false }
        }
        return remove
    }

    /// The share of the text inside descendants named `tags`.
    static func textDensity(_ node: ReaderNode, _ tags: Set<String>, total: Int) -> Double {
        guard total > 0 else { return 0 }
        // Nested matches count again, as the scoring this mirrors does.
        let inside = node.descendants(named: tags).reduce(0) { $0 + $1.innerTextLength }
        return Double(inside) / Double(total)
    }
}
