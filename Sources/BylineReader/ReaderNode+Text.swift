/// The text of a page tree, measured the way Readability measures it: all descendant
/// text, trimmed, with each run of white space counted as one space, lengths in UTF-16
/// units (the unit the scoring thresholds were tuned in).
extension ReaderNode {
    /// The text of this node and its descendants, concatenated as written.
    var textContent: String {
        if isText { return text }
        var result = ""
        appendText(to: &result)
        return result
    }

    private func appendText(to result: inout String) {
        var stack: [(ReaderNode, Int)] = [(self, 0)]
        while let (node, index) = stack.popLast() {
            guard index < node.children.count else { continue }
            stack.append((node, index + 1))
            let child = node.children[index]
            if child.isText { result += child.text } else { stack.append((child, 0)) }
        }
    }

    /// The text trimmed and with white-space runs collapsed to one space.
    var innerText: String { ReaderText.collapsed(textContent) }

    /// The length of ``innerText`` in UTF-16 units, counted without building it.
    var innerTextLength: Int {
        var counter = ReaderText.LengthCounter()
        forEachText { counter.add($0) }
        return counter.length
    }

    /// Whether the node holds no text but white space; stops at the first other character.
    var isBlankText: Bool {
        if isText { return isWhitespace }
        var stack: [(ReaderNode, Int)] = [(self, 0)]
        while let (node, index) = stack.popLast() {
            guard index < node.children.count else { continue }
            stack.append((node, index + 1))
            let child = node.children[index]
            if child.isText {
                if !child.isWhitespace { return false }
            } else {
                stack.append((child, 0))
            }
        }
        return true
    }

    /// Calls `body` with every text node's text, in document order.
    func forEachText(_ body: (String) -> Void) {
        if isText {
            body(text)
            return
        }
        var stack: [(ReaderNode, Int)] = [(self, 0)]
        while let (node, index) = stack.popLast() {
            guard index < node.children.count else { continue }
            stack.append((node, index + 1))
            let child = node.children[index]
            if child.isText { body(child.text) } else { stack.append((child, 0)) }
        }
    }

    /// The share of the text that is inside links; links to the same page (`#…`) count 30 %.
    var linkDensity: Double {
        let length = innerTextLength
        guard length > 0 else { return 0 }
        var linked = 0.0
        forEachDescendant { node in
            guard node.name == "a" else { return }
            let weight = node.attribute("href").map { $0.hasPrefix("#") } == true ? 0.3 : 1
            linked += Double(node.innerTextLength) * weight
        }
        return linked / Double(length)
    }

    /// How many times the ASCII `character` occurs in the text.
    func count(of character: UInt8) -> Int {
        var total = 0
        forEachText { total += $0.utf8.reduce(0) { $1 == character ? $0 + 1 : $0 } }
        return total
    }

    /// Whether this is white-space text or a `<br>`.
    var isWhitespace: Bool {
        isText ? !text.unicodeScalars.contains(where: { !ReaderText.isSpace($0) }) : name == "br"
    }
}
