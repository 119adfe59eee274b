import CLibXML2

/// Stops libxml2's HTML parser once it has built as many nodes as the reader copies.
///
/// The reader copied at most ``ReaderTreeBuilder/maximumNodes`` nodes, but libxml2 built the
/// whole page first: 7 MB of `<p>w</p>` is 1.8 million nodes, and `byline extract` peaked at
/// 340 MB (bench/RESULTS.md §26). Counting the elements and text libxml2 makes, and stopping
/// it at the cap, bounds its tree too; the page is read as far as the cap and ``wasCut``
/// says it was cut.
package final class ReaderParseBudget {
    /// Elements and pieces of text still allowed.
    private var remaining: Int
    /// Whether the parser was stopped before the end of the page.
    private(set) var wasCut = false
    private var startElement: startElementSAXFunc?
    private var characters: charactersSAXFunc?
    private var cdataBlock: cdataBlockSAXFunc?

    /// A budget of `nodes` elements and pieces of text.
    init(nodes: Int) {
        remaining = nodes
    }

    /// Counts what `parser` builds from now on (its tree-building handlers still build it).
    func install(on parser: htmlParserCtxtPtr) {
        guard let sax = parser.pointee.sax else { return }
        parser.pointee._private = Unmanaged.passUnretained(self).toOpaque()
        startElement = sax.pointee.startElement
        characters = sax.pointee.characters
        cdataBlock = sax.pointee.cdataBlock
        sax.pointee.startElement = { context, name, attributes in
            guard let (budget, parser) = ReaderParseBudget.of(context) else { return }
            budget.startElement?(context, name, attributes)
            budget.spend(parser)
        }
        sax.pointee.characters = { context, text, length in
            guard let (budget, parser) = ReaderParseBudget.of(context) else { return }
            budget.characters?(context, text, length)
            budget.spend(parser)
        }
        sax.pointee.cdataBlock = { context, text, length in
            guard let (budget, parser) = ReaderParseBudget.of(context) else { return }
            budget.cdataBlock?(context, text, length)
            budget.spend(parser)
        }
    }

    /// One more node made; at the end of the budget the parser stops where it is.
    private func spend(_ parser: htmlParserCtxtPtr) {
        remaining -= 1
        guard remaining <= 0, !wasCut else { return }
        wasCut = true
        xmlStopParser(parser)
    }

    /// The budget a parser context carries.
    private static func of(_ context: UnsafeMutableRawPointer?) -> (ReaderParseBudget, htmlParserCtxtPtr)? {
        guard let context else { return nil }
        let parser = context.assumingMemoryBound(to: htmlParserCtxt.self)
        guard let opaque = parser.pointee._private else { return nil }
        return (Unmanaged<ReaderParseBudget>.fromOpaque(opaque).takeUnretainedValue(), parser)
    }
}
