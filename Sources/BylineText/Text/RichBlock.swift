/// One block of an article body, parsed once and laid out at any width.
public indirect enum RichBlock: Sendable, Hashable {
    /// Running text; a `"\n"` inside a span's text is a hard line break (`<br>`).
    case paragraph([StyledSpan])
    /// A heading, level 1–6.
    case heading(level: Int, [StyledSpan])
    /// A list; each item is a sequence of blocks. Ordered lists count from `start`.
    case list(ordered: Bool, start: Int, items: [[RichBlock]])
    /// A block quotation, drawn with a bar before each line.
    case quote([RichBlock])
    /// Indented blocks without a bar (a definition's description).
    case indented([RichBlock])
    /// Preformatted text kept verbatim: spaces and line breaks as written.
    case preformatted(String)
    /// A horizontal rule.
    case rule
    /// A table: rows of cells, each cell its spans (the first row is the header).
    case table([[[StyledSpan]]])
    /// Set off from the story: an aside, a note, footnotes, a `<details>` box; drawn dim
    /// behind a dotted bar.
    case aside([RichBlock])
    /// A figure: its image and caption, kept together (no blank line between them, and
    /// paging never separates them).
    case figure([RichBlock])

    /// Whether the block has nothing to show.
    var isEmpty: Bool {
        switch self {
        case .paragraph(let spans), .heading(_, let spans):
            return spans.allSatisfy { $0.text.allSatisfy { $0 == " " || $0 == "\n" } }
        case .list(_, _, let items):
            return items.isEmpty
        case .quote(let blocks), .indented(let blocks), .aside(let blocks), .figure(let blocks):
            return blocks.isEmpty
        case .preformatted(let text):
            return text.isEmpty
        case .rule:
            return false
        case .table(let rows):
            return rows.allSatisfy { $0.allSatisfy { $0.plainText.allSatisfy(\.isWhitespace) } }
        }
    }

    /// The block's text with styles, markers and layout dropped, blocks joined by spaces;
    /// used to compare a summary with the content.
    var plainText: String {
        switch self {
        case .paragraph(let spans), .heading(_, let spans):
            return spans.plainText
        case .list(_, _, let items):
            return items.map { $0.map(\.plainText).joined(separator: " ") }.joined(separator: " ")
        case .quote(let blocks), .indented(let blocks), .aside(let blocks), .figure(let blocks):
            return blocks.map(\.plainText).joined(separator: " ")
        case .preformatted(let text):
            return text
        case .rule:
            return ""
        case .table(let rows):
            return rows.map { $0.map(\.plainText).joined(separator: " ") }.joined(separator: " ")
        }
    }
}
