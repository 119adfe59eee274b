import CLibXML2

extension LibXMLNode {
    /// The element's content as HTML: its text when it holds text only (escaped HTML or
    /// CDATA, the usual way feeds carry markup), else its children serialized as HTML
    /// (markup written straight into the XML). Nil when empty.
    package var htmlContent: String? {
        hasElementChildren ? innerHTML(unwrappingDiv: false) : text
    }

    /// The children serialized as HTML; with `unwrappingDiv`, a lone wrapper `<div>` (Atom
    /// XHTML content) is left out and its children serialized instead. Nil when empty.
    package func innerHTML(unwrappingDiv: Bool) -> String? {
        var first = pointer.pointee.children
        if unwrappingDiv, let wrapper = Self.loneElementChild(of: pointer),
            wrapper.pointee.name.map({ UnsafePointer($0).matches("div") }) == true
        {
            first = wrapper.pointee.children
        }
        var buffer: [UInt8] = []
        Self.appendHTML(of: first, to: &buffer, depth: 0)
        return buffer.withUnsafeBufferPointer { bytes in
            bytes.baseAddress.flatMap { Self.trimmedString($0, count: bytes.count) }
        }
    }

    /// The only element child, when every other child is white space.
    private static func loneElementChild(of node: xmlNodePtr) -> xmlNodePtr? {
        var found: xmlNodePtr?
        var child = node.pointee.children
        while let current = child {
            child = current.pointee.next
            if current.pointee.type == XML_ELEMENT_NODE {
                guard found == nil else { return nil }
                found = current
            } else if isText(current), let content = current.pointee.content, xmlIsBlankNode(current) == 0, content.pointee != 0 {
                return nil
            }
        }
        return found
    }

    private static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"
    ]

    private static func appendHTML(of first: xmlNodePtr?, to buffer: inout [UInt8], depth: Int) {
        var child = first
        while let node = child {
            child = node.pointee.next
            switch node.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = node.pointee.content {
                    appendEscaped(UnsafeBufferPointer(start: content, count: Int(xmlStrlen(content))), to: &buffer, inAttribute: false)
                }
            case XML_ENTITY_REF_NODE:
                var decoded: [UInt8] = []
                if let name = node.pointee.name { LibXMLEntities.appendReference(named: name, to: &decoded) }
                decoded.withUnsafeBufferPointer { appendEscaped($0, to: &buffer, inAttribute: false) }
            case XML_ELEMENT_NODE where depth < LibXMLNode.depthLimit:
                appendElement(node, to: &buffer, depth: depth)
            default:
                continue
            }
        }
    }

    private static func appendElement(_ node: xmlNodePtr, to buffer: inout [UInt8], depth: Int) {
        guard let name = node.pointee.name else { return }
        // Drop an undeclared prefix: `<xhtml:p>` is written `<p>`.
        let local = xmlStrchr(name, UInt8(ascii: ":")).map { $0 + 1 } ?? UnsafePointer(name)
        let localName = UnsafeBufferPointer(start: local, count: Int(xmlStrlen(local)))
        buffer.append(UInt8(ascii: "<"))
        buffer.append(contentsOf: localName)
        var attribute = node.pointee.properties
        while let current = attribute {
            attribute = current.pointee.next
            // Attributes in other namespaces (xml:lang, xlink:…) mean nothing to an HTML renderer.
            guard current.pointee.ns == nil, let attributeName = current.pointee.name else { continue }
            var value: [UInt8] = []
            appendText(of: current.pointee.children, to: &value, depth: 0)
            buffer.append(UInt8(ascii: " "))
            buffer.append(contentsOf: UnsafeBufferPointer(start: attributeName, count: Int(xmlStrlen(attributeName))))
            buffer.append(contentsOf: "=\"".utf8)
            value.withUnsafeBufferPointer { appendEscaped($0, to: &buffer, inAttribute: true) }
            buffer.append(UInt8(ascii: "\""))
        }
        buffer.append(UInt8(ascii: ">"))
        let nameString = String(decoding: localName, as: UTF8.self).lowercased()
        if node.pointee.children == nil, voidElements.contains(nameString) { return }
        appendHTML(of: node.pointee.children, to: &buffer, depth: depth + 1)
        buffer.append(contentsOf: "</".utf8)
        buffer.append(contentsOf: localName)
        buffer.append(UInt8(ascii: ">"))
    }

    private static func appendEscaped(_ text: UnsafeBufferPointer<UInt8>, to buffer: inout [UInt8], inAttribute: Bool) {
        for byte in text {
            switch byte {
            case UInt8(ascii: "&"): buffer.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): buffer.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): buffer.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\"") where inAttribute: buffer.append(contentsOf: "&quot;".utf8)
            default: buffer.append(byte)
            }
        }
    }
}
