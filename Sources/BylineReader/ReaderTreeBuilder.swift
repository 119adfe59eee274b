import BylineText
import BylineXML
import CLibXML2
import Foundation

/// Parses a web page with libxml2's forgiving HTML parser and copies it into
/// ``ReaderNode``s, within fixed bounds.
///
/// The parser runs with recovery on and the network off (`HTML_PARSE_NONET`, and the
/// process-wide loader that loads nothing); comments and processing instructions are left
/// out. Bounds keep memory and every later pass linear enough on hostile input: libxml2 is
/// stopped once it has made ``maximumNodes`` elements and pieces of text (the page is read
/// that far, and the result says it was cut; see ``ReaderParseBudget``), at most that many
/// nodes are copied, and elements deeper than ``maximumDepth`` are flattened into their
/// ancestor at that depth.
package enum ReaderTreeBuilder {
    /// The most nodes read from one page. The largest page of the reader corpus has 6,000;
    /// at 150,000 two pages extracted at once (the full-text fetch) peaked at 145 MB
    /// (bench/RESULTS.md §26).
    static let maximumNodes = 100_000
    /// The deepest nesting kept.
    package static let maximumDepth = 160

    /// The `<html>` root of `data` read as HTML, its nodes owned by `arena`; nil when nothing could be read.
    ///
    /// - Parameter encoding: The character set the server named, if any; otherwise the
    ///   page's `<meta charset>` is used, else UTF-8 when the bytes are valid UTF-8, else windows-1252.
    package static func build(_ data: Data, encoding: String? = nil, arena: ReaderArena) -> ReaderNode? {
        parse(data, encoding: encoding, arena: arena)?.root
    }

    /// The `<html>` root of `data` read as HTML, at most `nodeLimit` nodes of it, and whether
    /// the page was cut there; nil when nothing could be read.
    static func parse(
        _ data: Data, encoding: String? = nil, arena: ReaderArena,
        nodeLimit: Int = maximumNodes
    ) -> (root: ReaderNode, wasCut: Bool)? {
        _ = LibXMLSetup.ready
        guard !data.isEmpty, data.count < Int32.max else { return nil }
        let options = Int32(
            HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue
                | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_COMPACT.rawValue)
        let charset = encoding ?? guessedEncoding(data)
        guard let parser = htmlNewParserCtxt() else { return nil }
        defer { htmlFreeParserCtxt(parser) }
        let budget = ReaderParseBudget(nodes: nodeLimit)
        budget.install(on: parser)
        let parsed: htmlDocPtr? = LibXMLQuiet.run {
            withExtendedLifetime(budget) {
                data.withUnsafeBytes { raw in
                    raw.baseAddress.flatMap { base in
                        htmlCtxtReadMemory(parser, base.assumingMemoryBound(to: CChar.self), Int32(raw.count), nil, charset, options)
                    }
                }
            }
        }
        guard let document = parsed else { return nil }
        defer { xmlFreeDoc(document) }
        let root = ReaderNode(element: "html", arena: arena)
        var remaining = nodeLimit
        var child = document.pointee.children
        while let node = child {
            child = node.pointee.next
            if node.pointee.type == XML_ELEMENT_NODE, node.pointee.name.map({ UnsafePointer($0).matches("html") }) == true {
                root.attributes = attributes(of: node)
                copyChildren(of: node, into: root, budget: &remaining)
            } else {
                copy(node, into: root, depth: 1, budget: &remaining)
            }
        }
        return (root, budget.wasCut || remaining <= 0)
    }

    /// The charset to read `data` in when the server named none.
    static func guessedEncoding(_ data: Data) -> String? {
        let head = String(decoding: data.prefix(2048), as: UTF8.self).lowercased()
        if head.contains("charset=") || head.contains("charset =") { return nil }
        return String(data: data, encoding: .utf8) == nil ? "windows-1252" : "UTF-8"
    }

    private static func copyChildren(of node: xmlNodePtr, into target: ReaderNode, budget: inout Int) {
        var child = node.pointee.children
        while let current = child {
            child = current.pointee.next
            copy(current, into: target, depth: 1, budget: &budget)
        }
    }

    /// Copies `start` and its subtree under `target`, without recursion.
    private static func copy(_ start: xmlNodePtr, into target: ReaderNode, depth startDepth: Int, budget: inout Int) {
        // Each entry: the next libxml2 sibling to copy, the node to copy it into, its depth.
        var stack: [(xmlNodePtr?, ReaderNode, Int)] = [(start, target, startDepth)]
        var first = true
        while let (cursor, parent, depth) = stack.popLast() {
            guard let node = cursor, budget > 0 else { continue }
            // The starting node's siblings belong to the caller's loop.
            if !first { stack.append((node.pointee.next, parent, depth)) }
            first = false
            switch node.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = node.pointee.content {
                    budget -= 1
                    parent.append(ReaderNode(text: String(cString: content), arena: parent.arena))
                }
            case XML_ELEMENT_NODE:
                budget -= 1
                let name = node.pointee.name.map { ReaderNames.intern(String(cString: $0).lowercased()) } ?? "span"
                if depth >= maximumDepth {
                    stack.append((node.pointee.children, parent, depth))
                } else {
                    let element = ReaderNode(element: name, attributes: attributes(of: node), arena: parent.arena)
                    parent.append(element)
                    stack.append((node.pointee.children, element, depth + 1))
                }
            default:
                continue
            }
        }
    }

    private static func attributes(of node: xmlNodePtr) -> [(name: String, value: String)] {
        var result: [(name: String, value: String)] = []
        var current = node.pointee.properties
        while let attribute = current {
            current = attribute.pointee.next
            guard let rawName = attribute.pointee.name else { continue }
            var value: [UInt8] = []
            LibXMLNode.appendText(of: attribute.pointee.children, to: &value, depth: 0)
            result.append((ReaderNames.intern(String(cString: rawName).lowercased()), String(decoding: value, as: UTF8.self)))
        }
        return result
    }
}
