import CLibXML2
import Foundation

/// What ``HTMLTreeWalker`` reports while it walks a parsed HTML document in order.
protocol HTMLVisitor {
    /// An element starts; return false to skip its contents (and get no matching close).
    mutating func open(_ name: String, _ element: HTMLElement) -> Bool
    /// An element whose `open` returned true ends.
    mutating func close()
    /// A text node, entities already decoded.
    mutating func text(_ text: String)
}

/// A borrowed view of one element, valid only during ``HTMLVisitor/open(_:_:)``.
struct HTMLElement {
    fileprivate let node: xmlNodePtr

    /// The value of an attribute, or nil when absent.
    func attribute(_ name: String) -> String? {
        let found = name.withCString { cName in
            cName.withMemoryRebound(to: xmlChar.self, capacity: name.utf8.count + 1) { xmlGetProp(node, $0) }
        }
        guard let value = found else { return nil }
        defer { byline_xml_free(value) }
        return String(cString: value)
    }
}

/// Parses HTML with libxml2's forgiving HTML parser and walks the tree without recursion,
/// so hostile nesting depth cannot overflow the stack.
enum HTMLTreeWalker {
    /// Parses `html` (UTF-8, whatever its `<meta charset>` says) and reports its nodes to `visitor`.
    /// The network is never touched; malformed markup is repaired the way libxml2 does.
    static func walk(_ html: String, visitor: inout some HTMLVisitor) {
        let options = Int32(
            HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue
                | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_IGNORE_ENC.rawValue)
        var bytes = Array(html.utf8)
        guard !bytes.isEmpty, bytes.count < Int32.max else { return }
        let parsed: htmlDocPtr? = LibXMLQuiet.run {
            bytes.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress.flatMap { base in
                    base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                        htmlReadMemory($0, Int32(buffer.count), nil, "UTF-8", options)
                    }
                }
            }
        }
        guard let document = parsed else { return }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else { return }
        walk(root: root, visitor: &visitor)
    }

    private static func walk(root: xmlNodePtr, visitor: inout some HTMLVisitor) {
        var current: xmlNodePtr? = root
        while let node = current {
            let opened = visit(node, visitor: &visitor)
            if opened, let child = node.pointee.children {
                current = child
                continue
            }
            if opened { visitor.close() }
            current = nil
            var cursor = node
            while cursor != root {
                if let next = cursor.pointee.next {
                    current = next
                    break
                }
                guard let parent = cursor.pointee.parent else { break }
                visitor.close()
                cursor = parent
            }
        }
    }

    /// Reports one node; true when it is an element whose children should be visited.
    private static func visit(_ node: xmlNodePtr, visitor: inout some HTMLVisitor) -> Bool {
        switch node.pointee.type {
        case XML_ELEMENT_NODE:
            let name = node.pointee.name.map { String(cString: $0).lowercased() } ?? ""
            return visitor.open(name, HTMLElement(node: node))
        case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
            if let content = node.pointee.content {
                visitor.text(String(cString: content))
            }
            return false
        default:
            return false
        }
    }
}
