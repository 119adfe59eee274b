import BylineText
import CLibXML2
import Foundation

/// The state of one libxml2 parse, reached from libxml2's C callbacks through an opaque pointer.
///
/// It collects errors (so nothing reaches stderr and messages can name the line), refuses entity
/// declarations, and stands in for entities a document uses without declaring (`&nbsp;`,
/// `&eacute;`): HTML's names become their characters, unknown names stay as written.
package final class LibXMLParseSession {
    /// One error libxml2 reported.
    package struct Problem {
        /// libxml2's `xmlErrorDomain`.
        package var domain: Int32
        /// libxml2's `xmlParserErrors` code.
        package var code: Int32
        /// The line it was found on (0 when libxml2 did not say).
        package var line: Int
        /// libxml2's words, cleaned to one line.
        package var message: String
        /// libxml2's first extra string (an entity or encoding name), when given.
        package var detail: String?
    }

    /// The first fatal error, if any.
    package private(set) var firstFatal: Problem?
    /// The line of an entity declaration that stopped the parse.
    package private(set) var refusedEntityLine: Int?
    /// Stand-in entities made during this parse, freed with the session.
    private var standIns: [String: UnsafeMutablePointer<xmlEntity>] = [:]
    /// Who reads elements as they close (and may have them freed); nil keeps the whole tree.
    let sink: LibXMLElementSink?
    /// libxml2's own end-of-element handler, which the closing hook calls first.
    private var treeEndElement: endElementNsSAX2Func?

    /// A session whose closed elements go to `sink`, when there is one.
    package init(sink: LibXMLElementSink? = nil) {
        self.sink = sink
    }

    deinit {
        for entity in standIns.values {
            byline_xml_free(UnsafeMutableRawPointer(mutating: entity.pointee.name))
            byline_xml_free(entity.pointee.content)
            // libxml2 hands an entity declaration's original text to the entity `getEntity`
            // returns for that name (when the declaration itself was not reported, after an
            // earlier error): a stand-in then owns it.
            byline_xml_free(entity.pointee.orig)
            entity.deallocate()
        }
    }

    /// Parses `bytes` with `options` on the current thread, routing every error to this session.
    package func parse(_ bytes: UnsafeRawBufferPointer, options: Int32, encoding: String? = nil) -> xmlDocPtr? {
        guard let base = bytes.baseAddress, bytes.count > 0, bytes.count < Int(Int32.max) else { return nil }
        let opaque = Unmanaged.passUnretained(self).toOpaque()
        // The structured handler is per thread: install ours for this parse, then put back what was there.
        let savedHandler = __xmlStructuredError().pointee
        let savedContext = __xmlStructuredErrorContext().pointee
        xmlSetStructuredErrorFunc(opaque, LibXMLCallbacks.collectError)
        defer { xmlSetStructuredErrorFunc(savedContext, savedHandler) }
        guard let parser = xmlNewParserCtxt() else { return nil }
        defer { xmlFreeParserCtxt(parser) }
        // Without our hooks there is no entity refusal: then do not parse at all.
        guard let sax = parser.pointee.sax else { return nil }
        parser.pointee._private = opaque
        sax.pointee.entityDecl = LibXMLCallbacks.refuseEntity
        sax.pointee.unparsedEntityDecl = LibXMLCallbacks.refuseUnparsedEntity
        sax.pointee.getEntity = LibXMLCallbacks.standInEntity
        if let sink {
            sink.begin()
            treeEndElement = sax.pointee.endElementNs
            sax.pointee.endElementNs = LibXMLCallbacks.closeElement
        }
        return withExtendedLifetime(self) {
            xmlCtxtReadMemory(parser, base.assumingMemoryBound(to: CChar.self), Int32(bytes.count), nil, encoding, options)
        }
    }

    /// Notes an error from libxml2; only fatal ones decide the outcome.
    func record(_ error: UnsafePointer<xmlError>) {
        let error = error.pointee
        guard error.level == XML_ERR_FATAL else { return }
        if firstFatal == nil {
            let message = error.message.map { TextSanitizer.singleLine(String(cString: $0)) } ?? FeedText.unknownError.text
            firstFatal = Problem(
                domain: error.domain, code: error.code, line: Int(error.line),
                message: String(message.prefix(200)),
                detail: error.str1.map { TextSanitizer.singleLine(String(cString: $0)) })
        } else if firstFatal?.line == 0, error.line > 0 {
            // Character-set errors carry no line; the parser's error right after them does.
            firstFatal?.line = Int(error.line)
        }
    }

    /// Ends the element `parser` is in with libxml2's own handler, then hands it to the sink,
    /// freeing it when the sink has read it. Only an element that libxml2 really closed (its
    /// parser moved up to the parent) is handed over.
    func closeElement(
        parser: xmlParserCtxtPtr, context: UnsafeMutableRawPointer?, localName: UnsafePointer<xmlChar>?,
        prefix: UnsafePointer<xmlChar>?, uri: UnsafePointer<xmlChar>?
    ) {
        let closing = parser.pointee.node
        treeEndElement?(context, localName, prefix, uri)
        guard let sink, let closing, closing.pointee.type == XML_ELEMENT_NODE, let parent = closing.pointee.parent,
            parser.pointee.node == parent, xmlStrEqual(closing.pointee.name, localName) == 1
        else { return }
        if sink.read(closed: LibXMLNode(closing)) { byline_xml_free_closed_element(closing) }
    }

    /// Stops the parse because the document declares an entity.
    func refuseEntity(parser: xmlParserCtxtPtr) {
        if refusedEntityLine == nil {
            refusedEntityLine = Int(xmlSAX2GetLineNumber(UnsafeMutableRawPointer(parser)))
        }
        xmlStopParser(parser)
    }

    /// The entity to use for an undeclared `&name;`.
    ///
    /// In text it is a "predefined" entity, which libxml2 copies in as characters. Inside an
    /// attribute value libxml2 copies only a predefined entity's first byte, so there it is an
    /// ordinary entity, which becomes an entity-reference node that ``LibXMLNode`` decodes.
    func standIn(named name: UnsafePointer<xmlChar>, inAttribute: Bool) -> UnsafeMutablePointer<xmlEntity>? {
        let key = String(cString: name) + (inAttribute ? "\u{0}attribute" : "")
        if let entity = standIns[key] { return entity }
        let known = LibXMLEntities.character(named: name)
        let replacement: String
        if let known {
            replacement = known
        } else {
            // An unknown name stays as written; in an attribute as a character reference, so it cannot loop.
            replacement = (inAttribute ? "&#38;" : "&") + String(cString: name) + ";"
        }
        let entity = UnsafeMutablePointer<xmlEntity>.allocate(capacity: 1)
        entity.initialize(to: xmlEntity())
        entity.pointee.type = XML_ENTITY_DECL
        entity.pointee.etype = inAttribute ? XML_INTERNAL_GENERAL_ENTITY : XML_INTERNAL_PREDEFINED_ENTITY
        entity.pointee.name = UnsafePointer(xmlStrdup(name))
        entity.pointee.content = xmlCharStrdup(replacement)
        entity.pointee.length = Int32(replacement.utf8.count)
        standIns[key] = entity
        return entity
    }

    /// The session a parser context belongs to.
    static func of(_ context: UnsafeMutableRawPointer?) -> (LibXMLParseSession, xmlParserCtxtPtr)? {
        guard let context else { return nil }
        let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let opaque = parser.pointee._private else { return nil }
        return (Unmanaged<LibXMLParseSession>.fromOpaque(opaque).takeUnretainedValue(), parser)
    }
}
