/// Finding the article in a prepared page: every paragraph-like block gives points to its
/// parent and grandparent (fewer to older ancestors) for its length and commas; the
/// best-scoring ancestor, corrected for link density, is the article, together with the
/// siblings that score nearly as well or read like prose.
struct ReaderScoring {
    /// Which heuristics are on; later attempts turn them off one by one.
    struct Flags: Sendable {
        /// Drop blocks whose class or id look like navigation, comments, footers.
        var stripUnlikely = true
        /// Weigh class and id hints in the score.
        var weighClasses = true
        /// Remove blocks that look like link lists or widgets after the pick.
        var cleanConditionally = true
    }

    /// The heuristics in force.
    let flags: Flags
    /// The article title, to drop a heading that repeats it.
    let title: String
    /// The author line found in the page, if one was removed from it.
    private(set) var byline: String?
    /// The text direction (`dir`) set on the article or its nearest ancestor that has one.
    private(set) var direction: String?

    /// Scoring with `flags`, for an article titled `title`.
    init(flags: Flags, title: String) {
        self.flags = flags
        self.title = title
    }

    private static let scored: Set<String> = ["section", "h2", "h3", "h4", "h5", "h6", "p", "td", "pre"]
    private static let emptyRemoved: Set<String> = ["div", "section", "header", "h1", "h2", "h3", "h4", "h5", "h6"]
    private static let keptSiblingNames: Set<String> = ["div", "article", "section", "p", "ol", "ul"]

    /// The weight of a class or id, or 0 with class weighing off.
    func classWeight(_ node: ReaderNode) -> Double {
        flags.weighClasses ? ReaderHints.classWeight(node) : 0
    }

    /// The article's content: a new `<div>` holding the chosen blocks, taken from `root`.
    mutating func grab(_ root: ReaderNode) -> ReaderNode {
        let body = root.descendants(named: "body").first ?? root
        let paragraphs = collectParagraphs(root)
        let candidates = scoreParagraphs(paragraphs)
        for candidate in candidates {
            candidate.score = (candidate.score ?? 0) * (1 - candidate.linkDensity)
        }
        // A stable sort, so equal scores keep document order as the reference does.
        let ranked = Array(
            candidates.enumerated().sorted {
                ($0.element.score ?? 0) != ($1.element.score ?? 0) ? ($0.element.score ?? 0) > ($1.element.score ?? 0) : $0.offset < $1.offset
            }.prefix(5).map(\.element))
        guard let best = ranked.first, best !== body, best.name != "body" else {
            let page = ReaderNode(element: "div", arena: root.arena)
            page.adoptChildren(of: body)
            return page
        }
        let chosen = climb(from: best, ranked: ranked, body: body)
        direction = ([chosen] + chosen.ancestors()).lazy.compactMap { $0.attribute("dir") }.first
        return gatherSiblings(of: chosen)
    }

    /// Walks the page in order, dropping what is hidden or unlikely and turning `<div>`s of
    /// running text into paragraphs; returns the blocks to score.
    private mutating func collectParagraphs(_ root: ReaderNode) -> [ReaderNode] {
        var result: [ReaderNode] = []
        var removeTitleHeading = true
        var current: ReaderNode? = root
        while var node = current {
            let hints = node.classAndID
            if !ReaderPreparation.isVisible(node)
                || (node.attribute("aria-modal") == "true" && node.attribute("role") == "dialog")
                || takeByline(node, hints: hints)
            {
                current = Self.removeAndNext(node)
                continue
            }
            if removeTitleHeading, node.name == "h1" || node.name == "h2", ReaderTitle.similarity(title, node.innerText) > 0.75 {
                removeTitleHeading = false
                current = Self.removeAndNext(node)
                continue
            }
            if flags.stripUnlikely {
                if ReaderHints.matches(hints, ReaderHints.unlikely), !ReaderHints.matches(hints, ReaderHints.maybe),
                    !node.hasAncestor("table"), !node.hasAncestor("code"), node.name != "body", node.name != "a"
                {
                    current = Self.removeAndNext(node)
                    continue
                }
                if let role = node.attribute("role"), ReaderHints.unlikelyRoles.contains(role) {
                    current = Self.removeAndNext(node)
                    continue
                }
            }
            if Self.emptyRemoved.contains(node.name), ReaderContent.isEmptyElement(node) {
                current = Self.removeAndNext(node)
                continue
            }
            if Self.scored.contains(node.name) { result.append(node) }
            if node.name == "div" {
                Self.wrapPhrasing(in: node)
                if ReaderContent.hasSingleChild(node, named: "p"), node.linkDensity < 0.25, let paragraph = node.elementChildren.first {
                    node.replace(with: paragraph)
                    node = paragraph
                    result.append(node)
                } else if !ReaderContent.hasBlockDescendant(node) {
                    node.name = "p"
                    result.append(node)
                }
            }
            current = Self.next(after: node, skippingChildren: false)
        }
        return result
    }

    /// Removes a short author line (`rel=author`, `itemprop=author`, or a byline class) and keeps its text.
    private mutating func takeByline(_ node: ReaderNode, hints: String) -> Bool {
        guard byline == nil else { return false }
        let isAuthor =
            node.attribute("rel") == "author" || node.attribute("itemprop")?.contains("author") == true
            || ReaderHints.matches(hints, ReaderHints.byline)
        guard isAuthor else { return false }
        let text = ReaderText.collapsed(node.textContent)
        guard !text.isEmpty, text.utf16.count < 100 else { return false }
        byline = text
        return true
    }

    /// Gives each block's points to its ancestors (up to five levels) and returns those scored.
    private func scoreParagraphs(_ paragraphs: [ReaderNode]) -> [ReaderNode] {
        var candidates: [ReaderNode] = []
        for paragraph in paragraphs {
            guard let parent = paragraph.parent, !parent.isText else { continue }
            let text = paragraph.innerText
            let length = text.utf16.count
            guard length >= 25 else { continue }
            let ancestors = paragraph.ancestors(limit: 5)
            guard !ancestors.isEmpty else { continue }
            let commas = text.unicodeScalars.reduce(0) { Self.isComma($1) ? $0 + 1 : $0 }
            let points = 1.0 + Double(commas + 1) + Double(min(length / 100, 3))
            for (level, ancestor) in ancestors.enumerated() {
                // The <html> element (whose parent is the document) is never a candidate.
                guard ancestor.parent != nil else { continue }
                if ancestor.score == nil {
                    ancestor.score = initialScore(ancestor)
                    candidates.append(ancestor)
                }
                let divider = level == 0 ? 1.0 : level == 1 ? 2.0 : Double(level * 3)
                ancestor.score = (ancestor.score ?? 0) + points / divider
            }
        }
        return candidates
    }

    private static func isComma(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2C, 0x060C, 0xFE50, 0xFE10, 0xFE11, 0x2E41, 0x2E34, 0x2E32, 0xFF0C: return true
        default: return false
        }
    }

    /// The starting score of a candidate: by its tag, plus its class weight.
    func initialScore(_ node: ReaderNode) -> Double {
        var score = 0.0
        switch node.name {
        case "div": score = 5
        case "pre", "td", "blockquote": score = 3
        case "address", "ol", "ul", "dl", "dd", "dt", "li", "form": score = -3
        case "h1", "h2", "h3", "h4", "h5", "h6", "th": score = -5
        default: break
        }
        return score + classWeight(node)
    }
}
