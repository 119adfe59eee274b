import CLibXML2
import Foundation

/// A view of one libxml2 node; valid only while the document that holds it lives.
///
/// Reading is allocation-light: names are compared as bytes, and text becomes a `String`
/// once, straight from libxml2's buffer.
package struct LibXMLNode {
    /// libxml2's nesting limit without `XML_PARSE_HUGE`: walks go no deeper.
    package static let depthLimit = 256

    /// The libxml2 node.
    package let pointer: xmlNodePtr

    /// A view of `pointer`.
    package init(_ pointer: xmlNodePtr) {
        self.pointer = pointer
    }

    /// The element's name as libxml2 stores it (local name, or `prefix:name` when the prefix was undeclared).
    package var rawName: UnsafePointer<xmlChar>? { pointer.pointee.name }

    /// The name as a `String`, for messages.
    package var nameString: String { rawName.map { String(cString: $0) } ?? "" }

    /// The line the node starts on.
    var line: Int { Int(xmlGetLineNo(pointer)) }

    /// The child elements, in order.
    package var elements: ElementSequence { ElementSequence(cursor: pointer.pointee.children) }

    /// Whether any child is an element (inline markup rather than text).
    package var hasElementChildren: Bool {
        var child = pointer.pointee.children
        while let node = child {
            if node.pointee.type == XML_ELEMENT_NODE { return true }
            child = node.pointee.next
        }
        return false
    }

    /// All text inside the node (text, CDATA, entity references decoded), trimmed of white
    /// space at both ends; nil when there is none.
    package var text: String? {
        // Most feed fields are one text or CDATA node: make the String straight from it.
        if let child = pointer.pointee.children, child.pointee.next == nil, Self.isText(child) {
            return child.pointee.content.flatMap { Self.trimmedString(UnsafePointer($0), count: Int(xmlStrlen($0))) }
        }
        var buffer: [UInt8] = []
        Self.appendText(of: pointer.pointee.children, to: &buffer, depth: 0)
        return buffer.withUnsafeBufferPointer { bytes in
            bytes.baseAddress.flatMap { Self.trimmedString($0, count: bytes.count) }
        }
    }

    /// The namespace declarations on this element and every element inside it.
    package var namespaceDeclarations: [xmlNsPtr] {
        var found: [xmlNsPtr] = []
        Self.collectDeclarations(in: pointer, into: &found, depth: 0)
        return found
    }

    private static func collectDeclarations(in node: xmlNodePtr, into found: inout [xmlNsPtr], depth: Int) {
        var declaration = node.pointee.nsDef
        while let current = declaration {
            found.append(current)
            declaration = current.pointee.next
        }
        guard depth < LibXMLNode.depthLimit else { return }
        var child = node.pointee.children
        while let element = child {
            if element.pointee.type == XML_ELEMENT_NODE { collectDeclarations(in: element, into: &found, depth: depth + 1) }
            child = element.pointee.next
        }
    }

    /// The value of the attribute `name` with no namespace, or in the namespace `namespaceURI`; trimmed.
    package func attribute(_ name: StaticString, namespaceURI: StaticString? = nil) -> String? {
        var attribute = pointer.pointee.properties
        while let current = attribute {
            attribute = current.pointee.next
            guard let attributeName = current.pointee.name, attributeName.matches(name) else { continue }
            let href = current.pointee.ns?.pointee.href
            switch (namespaceURI, href) {
            case (nil, nil): break
            case (let wanted?, let actual?) where UnsafePointer(actual).matches(wanted): break
            default: continue
            }
            var buffer: [UInt8] = []
            Self.appendText(of: current.pointee.children, to: &buffer, depth: 0)
            return buffer.withUnsafeBufferPointer { bytes in
                bytes.baseAddress.flatMap { Self.trimmedString($0, count: bytes.count) }
            }
        }
        return nil
    }

    /// The `xml:base` in effect at this node resolved against `documentURL`, or nil when none is set.
    package func xmlBase(relativeTo documentURL: URL) -> URL? {
        guard let base = xmlNodeGetBase(pointer.pointee.doc, pointer) else { return nil }
        defer { byline_xml_free(base) }
        let text = String(cString: base)
        return URL(string: text, relativeTo: documentURL)?.absoluteURL
    }

    /// Appends the text of `first` and its siblings (and their descendants) as UTF-8.
    package static func appendText(of first: xmlNodePtr?, to buffer: inout [UInt8], depth: Int) {
        var child = first
        while let node = child {
            child = node.pointee.next
            switch node.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = node.pointee.content {
                    buffer.append(contentsOf: UnsafeBufferPointer(start: content, count: Int(xmlStrlen(content))))
                }
            case XML_ENTITY_REF_NODE:
                if let name = node.pointee.name { LibXMLEntities.appendReference(named: name, to: &buffer) }
            case XML_ELEMENT_NODE where depth < LibXMLNode.depthLimit:
                appendText(of: node.pointee.children, to: &buffer, depth: depth + 1)
            default:
                continue
            }
        }
    }

    /// Whether `node` is a text or CDATA node.
    static func isText(_ node: xmlNodePtr) -> Bool {
        node.pointee.type == XML_TEXT_NODE || node.pointee.type == XML_CDATA_SECTION_NODE
    }

    /// A String from UTF-8 bytes without the XML white space at either end; nil when nothing is left.
    static func trimmedString(_ start: UnsafePointer<UInt8>, count: Int) -> String? {
        var lower = 0
        var upper = count
        while lower < upper, isSpace(start[lower]) { lower += 1 }
        while upper > lower, isSpace(start[upper - 1]) { upper -= 1 }
        guard upper > lower else { return nil }
        return String(decoding: UnsafeBufferPointer(start: start + lower, count: upper - lower), as: UTF8.self)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}

/// The element children of a node.
package struct ElementSequence: Sequence, IteratorProtocol {
    /// The next node to look at.
    var cursor: xmlNodePtr?

    /// The next child that is an element.
    package mutating func next() -> LibXMLNode? {
        while let node = cursor {
            cursor = node.pointee.next
            if node.pointee.type == XML_ELEMENT_NODE { return LibXMLNode(node) }
        }
        return nil
    }
}

extension UnsafePointer where Pointee == UInt8 {
    /// Whether this NUL-terminated string equals the ASCII `literal`, compared byte by byte.
    package func matches(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        let expected = literal.utf8Start
        for index in 0..<count where self[index] != expected[index] {
            // Stops at this string's NUL too, since the literal has none.
            return false
        }
        return self[count] == 0
    }
}
