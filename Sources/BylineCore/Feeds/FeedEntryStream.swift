import BylineXML
import CLibXML2
import Foundation

/// Reads a feed's entries while libxml2 parses it: each `<item>` or `<entry>` becomes a
/// ``FeedItemDTO`` as soon as it closes, and its nodes are freed then. A feed is thus never
/// held as a whole tree (a 1,000-item feed's tree is about five times its XML); what is left
/// for ``FeedParser`` to walk afterwards is the channel's own fields.
///
/// Entries are taken only where the tree walk would find them (children of the root, or of
/// an RSS `<channel>` under it), so the two together read what a whole tree would. Of a feed
/// with more entries than a refresh keeps, only the newest are held (``FeedItemSelection``).
final class FeedEntryStream: LibXMLElementSink {
    /// Where the document came from (relative links resolve against it).
    let url: URL
    /// The entries read so far, bounded by the selection's limit.
    private(set) var selection: FeedItemSelection<FeedItemDTO>
    private var layout: FeedLayout?
    private var names = FeedNameResolver()
    private var rss: RSSParser
    private var atom: AtomParser

    /// A stream for a document fetched from `url`, keeping at most `itemLimit` entries.
    init(url: URL, itemLimit: Int = FeedItemLimit.perRefresh) {
        self.url = url
        selection = FeedItemLimit.selection(itemLimit)
        rss = RSSParser(url: url)
        atom = AtomParser(url: url)
    }

    /// The entries kept, in document order.
    var items: [FeedItemDTO] { selection.kept() }

    func begin() {
        selection = FeedItemLimit.selection(selection.limit)
        layout = nil
        names = FeedNameResolver()
        rss = RSSParser(url: url)
        atom = AtomParser(url: url)
    }

    func read(closed element: LibXMLNode) -> Bool {
        // Most elements that close are an entry's fields, deeper than any entry: rule them out
        // by position before looking at names.
        guard let parent = element.pointer.pointee.parent, parent.pointee.type == XML_ELEMENT_NODE,
            let rootPointer = xmlDocGetRootElement(element.pointer.pointee.doc),
            parent == rootPointer || parent.pointee.parent == rootPointer
        else { return false }
        let root = LibXMLNode(rootPointer)
        if layout == nil { layout = FeedLayout(root: root, names: &names) }
        let name = names.name(of: element)
        let item: FeedItemDTO
        switch layout {
        case .rss?, .rdf?:
            guard name.namespace.isRSSCore, name.is("item"),
                parent == rootPointer || isChannel(parent, under: rootPointer)
            else { return false }
            item = rss.item(element)
        case .atom?:
            guard name.namespace.isAtom || name.namespace == .none, name.is("entry"), parent == rootPointer else { return false }
            item = atom.entry(element)
        default:
            return false
        }
        selection.add(item)
        // The entry's own namespace declarations go with its nodes.
        let declared = element.namespaceDeclarations
        if !declared.isEmpty {
            names.forget(declared)
            rss.forget(declared)
            atom.forget(declared)
        }
        return true
    }

    private func isChannel(_ node: xmlNodePtr, under root: xmlNodePtr) -> Bool {
        guard node.pointee.parent == root else { return false }
        let name = names.name(of: LibXMLNode(node))
        return name.namespace.isRSSCore && name.is("channel")
    }
}

/// Which kind of feed a document's root element makes it.
enum FeedLayout {
    /// `<rss>`: RSS 0.91–2.0.
    case rss
    /// `<rdf:RDF>`: RSS 0.90 and 1.0.
    case rdf
    /// `<feed>`: Atom 1.0 and 0.3.
    case atom
    /// `<html>`: a web page, not a feed.
    case html
    /// Any other root.
    case other

    /// The layout `root` gives.
    init(root: LibXMLNode, names: inout FeedNameResolver) {
        let name = names.name(of: root)
        if name.is("rss"), name.namespace.isRSSCore {
            self = .rss
        } else if name.is("RDF"), name.namespace == .rdf {
            self = .rdf
        } else if name.is("feed"), name.namespace.isAtom || name.namespace == .none {
            self = .atom
        } else if name.is("html") {
            self = .html
        } else {
            self = .other
        }
    }
}
