import CLibXML2

/// The C callbacks handed to libxml2; none captures anything.
enum LibXMLCallbacks {
    /// Collects a structured error into the session passed as context.
    static let collectError: xmlStructuredErrorFunc = { context, error in
        guard let context, let error else { return }
        Unmanaged<LibXMLParseSession>.fromOpaque(context).takeUnretainedValue().record(error)
    }

    /// Refuses `<!ENTITY …>` (general or parameter): stops the parse before anything is expanded.
    static let refuseEntity: entityDeclSAXFunc = { context, _, _, _, _, _ in
        guard let (session, parser) = LibXMLParseSession.of(context) else { return }
        session.refuseEntity(parser: parser)
    }

    /// Refuses `<!ENTITY name SYSTEM "…" NDATA …>` too.
    static let refuseUnparsedEntity: unparsedEntityDeclSAXFunc = { context, _, _, _, _ in
        guard let (session, parser) = LibXMLParseSession.of(context) else { return }
        session.refuseEntity(parser: parser)
    }

    /// Finds an entity: declared ones first (there are none, as declarations are refused), then a stand-in.
    static let standInEntity: getEntitySAXFunc = { context, name in
        guard let context, let name else { return nil }
        if let declared = xmlSAX2GetEntity(context, name) { return declared }
        guard let (session, parser) = LibXMLParseSession.of(context) else { return nil }
        return session.standIn(named: name, inAttribute: parser.pointee.instate == XML_PARSER_ATTRIBUTE_VALUE)
    }

    /// Ends an element, then lets the session's sink read it (see ``LibXMLParseSession/closeElement``).
    static let closeElement: endElementNsSAX2Func = { context, localName, prefix, uri in
        guard let (session, parser) = LibXMLParseSession.of(context) else { return }
        session.closeElement(parser: parser, context: context, localName: localName, prefix: prefix, uri: uri)
    }

    /// Never loads anything from outside the document (installed once for the whole process).
    static let refuseExternalLoad: xmlExternalEntityLoader = { _, _, _ in nil }
}
