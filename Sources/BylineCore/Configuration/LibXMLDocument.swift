import CLibXML2
import Foundation

/// An XML document parsed by libxml2 with the safe settings: no network, no external
/// entities or DTDs loaded, and any document that declares entities in its internal
/// subset refused outright (their expansion is how small files become huge ones).
final class LibXMLDocument {
    /// Why the bytes are not a usable XML document.
    struct Failure: Error, Equatable {
        /// The line libxml2 stopped on, when it knows.
        var line: Int?
        /// What is wrong, in words.
        var message: String
    }

    /// The parsed document, freed with this object.
    let pointer: xmlDocPtr

    /// Parses `data`; the encoding comes from the document itself (UTF-8 by default).
    init(data: Data) throws(Failure) {
        guard !data.isEmpty else { throw Failure(line: nil, message: "the file is empty") }
        guard data.count < Int(Int32.max) else { throw Failure(line: nil, message: "the file is too large") }
        guard let context = xmlNewParserCtxt() else { throw Failure(line: nil, message: "libxml2 could not start") }
        defer { xmlFreeParserCtxt(context) }
        // Stop at the first entity declaration, before anything can refer to it.
        context.pointee.sax.pointee.entityDecl = { context, _, _, _, _, _ in
            xmlStopParser(context?.assumingMemoryBound(to: xmlParserCtxt.self))
        }
        context.pointee.sax.pointee.unparsedEntityDecl = { context, _, _, _, _ in
            xmlStopParser(context?.assumingMemoryBound(to: xmlParserCtxt.self))
        }
        // Never XML_PARSE_NOENT (it reads external entities even under NONET) or DTDLOAD.
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
            | XML_PARSE_BIG_LINES.rawValue)
        let document = data.withUnsafeBytes { bytes in
            bytes.baseAddress.flatMap { base in
                xmlCtxtReadMemory(context, base.assumingMemoryBound(to: CChar.self), Int32(bytes.count), nil, nil, options)
            }
        }
        if context.pointee.errNo == Int32(XML_ERR_USER_STOP.rawValue) || Self.declaresEntities(document) {
            if let document { xmlFreeDoc(document) }
            throw Failure(line: nil, message: "the document declares XML entities, which Byline refuses for safety")
        }
        guard let document else {
            let error = xmlCtxtGetLastError(context)
            let line = error.map { Int($0.pointee.line) }.flatMap { $0 > 0 ? $0 : nil }
            let reason = error?.pointee.message.map { String(cString: $0) } ?? "unknown error"
            throw Failure(line: line, message: "not well-formed XML: " + TextSanitizer.singleLine(reason))
        }
        pointer = document
    }

    deinit { xmlFreeDoc(pointer) }

    /// The root element.
    var root: xmlNodePtr? { xmlDocGetRootElement(pointer) }

    /// The lowercased local name of an element.
    static func name(of node: xmlNodePtr) -> String {
        node.pointee.name.map { String(cString: $0).lowercased() } ?? ""
    }

    /// The element children of `node`, in order.
    static func elements(in node: xmlNodePtr) -> [xmlNodePtr] {
        var result: [xmlNodePtr] = []
        var current = node.pointee.children
        while let child = current {
            if child.pointee.type == XML_ELEMENT_NODE { result.append(child) }
            current = child.pointee.next
        }
        return result
    }

    /// The element's attributes keyed by lowercased name (the first of any that differ
    /// only in case wins), so `xmlUrl`, `xmlURL` and `XMLURL` all read as `xmlurl`.
    static func attributes(of node: xmlNodePtr) -> [String: String] {
        var result: [String: String] = [:]
        var current = node.pointee.properties
        while let attribute = current {
            current = attribute.pointee.next
            guard let name = attribute.pointee.name.map({ String(cString: $0).lowercased() }), result[name] == nil else {
                continue
            }
            var value = ""
            if let raw = xmlNodeListGetString(node.pointee.doc, attribute.pointee.children, 1) {
                value = String(cString: raw)
                byline_xml_free(raw)
            }
            result[name] = value
        }
        return result
    }

    /// The line the element starts on, when libxml2 recorded one.
    static func line(of node: xmlNodePtr) -> Int? {
        let line = Int(xmlGetLineNo(node))
        return line > 0 ? line : nil
    }

    /// The text inside an element (entities already decoded by the parser).
    static func text(of node: xmlNodePtr) -> String {
        guard let content = xmlNodeGetContent(node) else { return "" }
        defer { byline_xml_free(content) }
        return String(cString: content)
    }

    private static func declaresEntities(_ document: xmlDocPtr?) -> Bool {
        guard let subset = document?.pointee.intSubset else { return false }
        return subset.pointee.entities != nil || subset.pointee.pentities != nil
    }
}
