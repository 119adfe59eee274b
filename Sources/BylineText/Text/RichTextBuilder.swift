import Foundation

/// Builds ``RichBlock``s from the walk of an HTML document: a stack of open containers
/// (quote, list, list item), the paragraph being filled, the current style, and the
/// numbered links. Element-by-element rules are in `RichTextBuilder+Elements.swift`.
struct RichTextBuilder {
    /// An open container that collects blocks.
    struct Frame {
        /// What the container becomes when it closes.
        enum Kind {
            /// The document itself.
            case root
            /// A `<blockquote>`.
            case quote
            /// A `<dd>`.
            case indented
            /// An `<li>`: its blocks become one item of the enclosing list.
            case item
            /// A `<ul>` or `<ol>`.
            case list(ordered: Bool, start: Int)
            /// An `<aside>`, `<details>`, note or footnote list.
            case aside
            /// A `<figure>`.
            case figure
        }

        /// What it becomes.
        var kind: Kind
        /// The blocks collected so far (for every kind but `list`).
        var blocks: [RichBlock] = []
        /// The items collected so far (for `list`).
        var items: [[RichBlock]] = []
    }

    /// What closing an element must undo; one per element whose `open` returned true.
    enum Action {
        /// Nothing to undo.
        case none
        /// Restore the style.
        case style(TextStyle)
        /// End the paragraph, restore the style.
        case block(TextStyle)
        /// End the heading, restore the style and the enclosing heading level.
        case heading(TextStyle, level: Int?)
        /// Close the container, restore the style.
        case frame(TextStyle)
        /// Close the two containers one element opened: an `<li>` outside any list and the
        /// list made up for it, or a note and the list or quote it is.
        case implicitList(TextStyle)
        /// Restore the style and add the link's number if it had text.
        case link(TextStyle, url: URL?, visibleAtOpen: Int)
        /// Close the quotation marks of a `<q>`.
        case quotation
        /// End the table row's line.
        case tableRow
        /// End a table: its rows and cells become one ``RichBlock/table(_:)``.
        case table(TextStyle)
        /// Leave a `<pre>`.
        case pre
    }

    /// Containers nested deeper than this are flattened, so hostile nesting stays cheap to lay out.
    static let maximumDepth = 24

    /// The article's own URL, for resolving relative links.
    let baseURL: URL?
    /// The open containers, innermost last.
    var frames = [Frame(kind: .root)]
    /// One entry per open element, innermost last.
    var actions: [Action] = []
    /// The paragraph being filled.
    var inline = InlineText()
    /// The style text gets now.
    var style: TextStyle = []
    /// The level of the heading being filled, if any.
    var headingLevel: Int?
    /// How many `<pre>` elements are open.
    var preDepth = 0
    /// The verbatim text of the open `<pre>`.
    var preText = ""
    /// Cells seen so far in the current table row.
    var cellsInRow = 0
    /// How many tables are open; inside one, blocks do not end the paragraph (a cell's
    /// paragraphs run together) and containers are not opened, so the table stays whole.
    var tableDepth = 0
    /// The numbered links so far.
    private(set) var links: [URL]
    /// The images among the links, with what their `<img>` said.
    var images: [URL: RichImage] = [:]
    private var linkNumbers: [URL: Int] = [:]

    /// A builder that numbers new links after `links` (reusing their numbers for repeats).
    init(baseURL: URL?, links: [URL]) {
        self.baseURL = baseURL
        self.links = links
        for (index, url) in links.enumerated() where linkNumbers[url] == nil {
            linkNumbers[url] = index + 1
        }
    }

    /// The number of `url` in the link list, adding it when new.
    mutating func number(for url: URL) -> Int {
        if let number = linkNumbers[url] { return number }
        links.append(url)
        linkNumbers[url] = links.count
        return links.count
    }

    /// Ends the paragraph being built, adding it as a paragraph or heading.
    mutating func flush() {
        if tableDepth > 0 {
            inline.separate()
            return
        }
        let spans = inline.take()
        guard !spans.isEmpty else { return }
        if let level = headingLevel {
            append(.heading(level: level, spans))
        } else {
            append(.paragraph(spans))
        }
    }

    /// Adds a finished block to the innermost container.
    mutating func append(_ block: RichBlock) {
        guard !block.isEmpty, let last = frames.indices.last else { return }
        if case .list = frames[last].kind {
            frames[last].items.append([block])
        } else {
            frames[last].blocks.append(block)
        }
    }

    /// Adds a link's number after its text; when the link wrapped a whole block (a
    /// heading inside `<a>`), the number goes at the end of that block, not on a line of its own.
    mutating func appendLinkMarker(_ marker: String, style: TextStyle) {
        guard inline.isEmpty, let last = frames.indices.last else {
            inline.appendAtom(marker, style: style)
            return
        }
        if case .list = frames[last].kind, var item = frames[last].items.popLast() {
            if !Self.appendSpan(marker, style: style, toLastOf: &item) { inline.appendAtom(marker, style: style) }
            frames[last].items.append(item)
        } else if !Self.appendSpan(marker, style: style, toLastOf: &frames[last].blocks) {
            inline.appendAtom(marker, style: style)
        }
    }

    /// Appends a span to the last block when it is a paragraph or heading.
    private static func appendSpan(_ text: String, style: TextStyle, toLastOf blocks: inout [RichBlock]) -> Bool {
        switch blocks.last {
        case .paragraph(var spans)?:
            spans.appendMerging(text, style: style)
            blocks[blocks.count - 1] = .paragraph(spans)
        case .heading(let level, var spans)?:
            spans.appendMerging(text, style: style)
            blocks[blocks.count - 1] = .heading(level: level, spans)
        default:
            return false
        }
        return true
    }

    /// Opens a container for the blocks that follow.
    mutating func push(_ kind: Frame.Kind) {
        flush()
        frames.append(Frame(kind: kind))
    }

    /// Closes the innermost container and adds what it built to its parent.
    mutating func pop() {
        flush()
        guard frames.count > 1, let frame = frames.popLast() else { return }
        switch frame.kind {
        case .root:
            return
        case .quote:
            append(.quote(frame.blocks))
        case .indented:
            append(.indented(frame.blocks))
        case .aside:
            append(.aside(frame.blocks))
        case .figure:
            append(.figure(frame.blocks))
        case .item:
            guard !frame.blocks.isEmpty, let last = frames.indices.last else { return }
            if case .list = frames[last].kind {
                frames[last].items.append(frame.blocks)
            } else {
                frame.blocks.forEach { append($0) }
            }
        case .list(let ordered, let start):
            if !frame.items.isEmpty {
                append(.list(ordered: ordered, start: start, items: frame.items))
            }
        }
    }

    /// Whether a new container may still be opened.
    var canNest: Bool { frames.count < Self.maximumDepth && tableDepth == 0 }

    /// Whether a set-off container is open (a footnote inside footnotes is not set off again).
    var isInAside: Bool {
        frames.contains { frame in
            if case .aside = frame.kind { return true }
            return false
        }
    }

    /// Whether the innermost container is a list (so a `<li>` belongs to it).
    var isInList: Bool {
        if case .list = frames.last?.kind { return true }
        return false
    }

    /// Everything built, with any containers the document left open closed.
    mutating func finish() -> RichText {
        if preDepth > 0 { finishPreformatted() }
        while frames.count > 1 { pop() }
        flush()
        return RichText(blocks: frames.first?.blocks ?? [], links: links, images: images)
    }

    /// Adds the collected `<pre>` text as one verbatim block.
    mutating func finishPreformatted() {
        var text = preText
        preText = ""
        preDepth = 0
        // As in browsers, a newline right after <pre> is not content.
        if text.hasPrefix("\n") { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        append(.preformatted(text))
    }
}
