/// One node of the mutable page tree the reader works on: an element or a run of text.
///
/// libxml2's tree is copied into these nodes once (``ReaderTreeBuilder``) so the
/// Readability-style passes can move, rename and drop nodes freely in Swift, without
/// touching libxml2 memory after the parse.
package final class ReaderNode {
    /// Whether the node is an element or text.
    let isText: Bool
    /// The lowercased tag name; empty for text.
    package var name: String
    /// The text of a text node (entities decoded); empty for elements.
    var text: String
    /// Attributes as written, names lowercased, in document order.
    var attributes: [(name: String, value: String)]
    /// The child nodes, in order.
    private(set) var children: [ReaderNode] = []
    /// The element holding this node; nil for the root and detached nodes. Not a weak
    /// reference: the ``ReaderArena`` keeps every node of a page alive until the extraction
    /// ends, and weak references made each retain and release several times slower.
    private(set) unowned(unsafe) var parent: ReaderNode?
    /// The arena that owns this node (and every node it may be linked with).
    unowned(unsafe) let arena: ReaderArena
    /// The content score, once the node is a scoring candidate.
    var score: Double?
    /// For a `<table>`: whether it holds data rather than layout, once decided.
    var isDataTable: Bool?

    /// An element named `name` (lowercased by the caller), owned by `arena`.
    init(element name: String, attributes: [(name: String, value: String)] = [], arena: ReaderArena) {
        isText = false
        self.name = name
        text = ""
        self.attributes = attributes
        self.arena = arena
        arena.nodes.append(self)
    }

    /// A text node owned by `arena`.
    init(text: String, arena: ReaderArena) {
        isText = true
        name = ""
        self.text = text
        attributes = []
        self.arena = arena
        arena.nodes.append(self)
    }

    /// The value of the attribute `name` (lowercase), or nil.
    package func attribute(_ name: String) -> String? {
        for attribute in attributes where attribute.name == name { return attribute.value }
        return nil
    }

    /// Sets or replaces the attribute `name`.
    func setAttribute(_ name: String, _ value: String) {
        if let index = attributes.firstIndex(where: { $0.name == name }) {
            attributes[index].value = value
        } else {
            attributes.append((name, value))
        }
    }

    /// Removes the attribute `name` if present.
    func removeAttribute(_ name: String) {
        attributes.removeAll { $0.name == name }
    }

    /// The child elements, in order.
    package var elementChildren: [ReaderNode] { children.filter { !$0.isText } }

    /// Appends `child`, moving it out of its current parent first.
    func append(_ child: ReaderNode) {
        child.detach()
        child.parent = self
        children.append(child)
    }

    /// Inserts `child` at `index` among the children, moving it out of its parent first.
    func insert(_ child: ReaderNode, at index: Int) {
        child.detach()
        child.parent = self
        children.insert(child, at: min(index, children.count))
    }

    /// Takes the node out of its parent.
    func detach() {
        guard let parent else { return }
        if let index = parent.children.firstIndex(where: { $0 === self }) {
            parent.children.remove(at: index)
        }
        self.parent = nil
    }

    /// Puts `replacement` where this node is, and detaches this node.
    func replace(with replacement: ReaderNode) {
        guard let parent, let index = parent.children.firstIndex(where: { $0 === self }) else { return }
        replacement.detach()
        parent.children[index] = replacement
        replacement.parent = parent
        self.parent = nil
    }

    /// Moves every child of `other` to the end of this node's children.
    func adoptChildren(of other: ReaderNode) {
        let moving = other.children
        other.children = []
        for child in moving {
            child.parent = self
            children.append(child)
        }
    }

    /// The sibling after this node, or nil.
    var nextSibling: ReaderNode? {
        guard let parent, let index = parent.children.firstIndex(where: { $0 === self }),
            index + 1 < parent.children.count
        else { return nil }
        return parent.children[index + 1]
    }

    /// The first child, or nil.
    var firstChild: ReaderNode? { children.first }

    /// The ancestors, nearest first, at most `limit` of them (0 means all).
    func ancestors(limit: Int = 0) -> [ReaderNode] {
        var result: [ReaderNode] = []
        var current = parent
        while let node = current, limit == 0 || result.count < limit {
            result.append(node)
            current = node.parent
        }
        return result
    }

    /// Whether an ancestor within `depth` levels (0: any) is named `tag` and passes `filter`.
    func hasAncestor(_ tag: String, depth: Int = 3, where filter: ((ReaderNode) -> Bool)? = nil) -> Bool {
        var level = 0
        var current = parent
        while let node = current {
            if depth > 0 && level >= depth { return false }
            if node.name == tag && (filter?(node) ?? true) { return true }
            current = node.parent
            level += 1
        }
        return false
    }

    /// Every descendant element named one of `tags`, in document order.
    func descendants(named tags: Set<String>) -> [ReaderNode] {
        var result: [ReaderNode] = []
        forEachDescendant { if tags.contains($0.name) { result.append($0) } }
        return result
    }

    /// The first descendant element, in document order, that passes `test`; stops there.
    func firstDescendant(where test: (ReaderNode) -> Bool) -> ReaderNode? {
        var stack: [(ReaderNode, Int)] = [(self, 0)]
        while let (node, index) = stack.popLast() {
            guard index < node.children.count else { continue }
            stack.append((node, index + 1))
            let child = node.children[index]
            if !child.isText {
                if test(child) { return child }
                stack.append((child, 0))
            }
        }
        return nil
    }

    /// Every descendant element named `tag`, in document order.
    func descendants(named tag: String) -> [ReaderNode] {
        var result: [ReaderNode] = []
        forEachDescendant { if $0.name == tag { result.append($0) } }
        return result
    }

    /// Counts descendant elements named `tag`.
    func count(_ tag: String) -> Int {
        var total = 0
        forEachDescendant { if $0.name == tag { total += 1 } }
        return total
    }

    /// Calls `body` for every descendant element in document order, without recursion.
    func forEachDescendant(_ body: (ReaderNode) -> Void) {
        var stack: [(ReaderNode, Int)] = [(self, 0)]
        while let (node, index) = stack.popLast() {
            guard index < node.children.count else { continue }
            stack.append((node, index + 1))
            let child = node.children[index]
            if !child.isText {
                body(child)
                stack.append((child, 0))
            }
        }
    }

    /// Whether this node is inside `root` (or is it).
    func isInside(_ root: ReaderNode) -> Bool {
        var current: ReaderNode? = self
        while let node = current {
            if node === root { return true }
            current = node.parent
        }
        return false
    }

    /// A deep copy of this node and its subtree, detached, made without recursion, its nodes
    /// owned by `target` (by default this node's arena).
    func clone(into target: ReaderArena? = nil) -> ReaderNode {
        let owner = target ?? arena
        let copy = copyAlone(into: owner)
        var stack: [(ReaderNode, ReaderNode)] = [(self, copy)]
        while let (original, target) = stack.popLast() {
            for child in original.children {
                let copied = child.copyAlone(into: owner)
                copied.parent = target
                target.children.append(copied)
                if !child.isText { stack.append((child, copied)) }
            }
        }
        return copy
    }

    private func copyAlone(into owner: ReaderArena) -> ReaderNode {
        isText ? ReaderNode(text: text, arena: owner) : ReaderNode(element: name, attributes: attributes, arena: owner)
    }

    /// `class` and `id` joined by a space, lowercased: what the class/id hints look at.
    var classAndID: String {
        let classes = attribute("class") ?? ""
        let id = attribute("id") ?? ""
        if classes.isEmpty && id.isEmpty { return " " }
        return ReaderHints.asciiLowercased(classes + " " + id)
    }
}
