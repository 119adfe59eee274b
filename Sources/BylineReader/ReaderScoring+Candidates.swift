/// Choosing the article block among the scored candidates, and walking the page tree.
extension ReaderScoring {
    /// The block to keep, starting from the best candidate: a shared ancestor when several
    /// close runners-up sit under it, a parent that scores better, and any wrapper holding
    /// only it.
    func climb(from best: ReaderNode, ranked: [ReaderNode], body: ReaderNode) -> ReaderNode {
        var top = best
        let topScore = best.score ?? 0
        let close = ranked.dropFirst().filter { topScore > 0 && ($0.score ?? 0) / topScore >= 0.75 }
        let closeAncestors = close.map { $0.ancestors() }
        if closeAncestors.count >= 3 {
            var parent = top.parent
            while let node = parent, node.name != "body" {
                let containing = closeAncestors.filter { list in list.contains { $0 === node } }.count
                if containing >= 3 {
                    top = node
                    break
                }
                parent = node.parent
            }
        }
        if top.score == nil { top.score = initialScore(top) }
        var parent = top.parent
        var lastScore = top.score ?? 0
        let threshold = lastScore / 3
        while let node = parent, node.name != "body", node.parent != nil {
            guard let score = node.score else {
                parent = node.parent
                continue
            }
            if score < threshold { break }
            if score > lastScore {
                top = node
                break
            }
            lastScore = score
            parent = node.parent
        }
        while let node = top.parent, node.name != "body", node.parent != nil, node.elementChildren.count == 1 {
            top = node
        }
        if top.score == nil { top.score = initialScore(top) }
        return top
    }

    /// A new `<div>` holding `top` and the siblings that belong with it.
    func gatherSiblings(of top: ReaderNode) -> ReaderNode {
        let content = ReaderNode(element: "div", arena: top.arena)
        guard let parent = top.parent else {
            content.append(top)
            return content
        }
        let topScore = top.score ?? 0
        let threshold = max(10, topScore * 0.2)
        let topClass = top.attribute("class") ?? ""
        for sibling in parent.elementChildren {
            var keep = sibling === top
            if !keep {
                let bonus = !topClass.isEmpty && sibling.attribute("class") == topClass ? topScore * 0.2 : 0
                if let score = sibling.score, score + bonus >= threshold {
                    keep = true
                } else if sibling.name == "p" {
                    let density = sibling.linkDensity
                    let text = sibling.innerText
                    let length = text.utf16.count
                    if length > 80 && density < 0.25 {
                        keep = true
                    } else if length < 80 && length > 0 && density == 0 && Self.hasSentenceEnd(text) {
                        keep = true
                    }
                }
            }
            guard keep else { continue }
            if !Self.keptNames.contains(sibling.name) { sibling.name = "div" }
            content.append(sibling)
        }
        return content
    }

    private static let keptNames: Set<String> = ["div", "article", "section", "p", "ol", "ul"]

    /// Whether the text has a full stop followed by a space or the end.
    static func hasSentenceEnd(_ text: String) -> Bool {
        var previousWasStop = false
        for byte in text.utf8 {
            if previousWasStop && byte == UInt8(ascii: " ") { return true }
            previousWasStop = byte == UInt8(ascii: ".")
        }
        return previousWasStop
    }

    /// Puts each run of phrasing content directly in `div` into a new `<p>`.
    static func wrapPhrasing(in div: ReaderNode) {
        var paragraph: ReaderNode?
        var index = 0
        while index < div.children.count {
            let child = div.children[index]
            if ReaderContent.isPhrasing(child) {
                if let open = paragraph {
                    open.append(child)
                    continue
                } else if !child.isWhitespace {
                    let created = ReaderNode(element: "p", arena: div.arena)
                    child.replace(with: created)
                    created.append(child)
                    paragraph = created
                }
            } else if let open = paragraph {
                while let last = open.children.last, last.isWhitespace { last.detach() }
                paragraph = nil
            }
            index += 1
        }
        if let open = paragraph {
            while let last = open.children.last, last.isWhitespace { last.detach() }
        }
    }

    /// The element after `node` in document order (its first child unless skipped).
    static func next(after node: ReaderNode, skippingChildren: Bool) -> ReaderNode? {
        if !skippingChildren, let child = node.children.first(where: { !$0.isText }) { return child }
        var current: ReaderNode? = node
        while let candidate = current {
            if let sibling = nextElementSibling(of: candidate) { return sibling }
            current = candidate.parent
        }
        return nil
    }

    /// The next sibling that is an element.
    static func nextElementSibling(of node: ReaderNode) -> ReaderNode? {
        guard let parent = node.parent, let index = parent.children.firstIndex(where: { $0 === node }) else { return nil }
        return parent.children[(index + 1)...].first { !$0.isText }
    }

    /// Removes `node` and returns the element that followed it.
    static func removeAndNext(_ node: ReaderNode) -> ReaderNode? {
        let next = next(after: node, skippingChildren: true)
        node.detach()
        return next
    }
}
