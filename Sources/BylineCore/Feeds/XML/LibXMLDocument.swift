import BylineText
import BylineXML
import CLibXML2
import Foundation

/// An XML document parsed by libxml2 under Byline's safety rules, freed when this object goes.
///
/// The rules (design §3): no entity substitution (`XML_PARSE_NOENT` is never passed), no
/// network (`XML_PARSE_NONET`, and an external-entity loader that loads nothing), no DTD
/// loading or validation, no `XML_PARSE_HUGE` (libxml2 keeps its depth and size limits), and
/// any document whose DTD declares an entity is refused before the declaration is used —
/// which also stops billion-laughs and the quadratic blow-up. Errors are collected per
/// parse and never printed.
///
/// Parsing is strict first. Two oddities common in real feeds are repaired, by parsing once
/// more: bytes that are not UTF-8 in a UTF-8 document (read as windows-1252 when nothing in
/// the body is valid multi-byte UTF-8, else replaced by U+FFFD), and raw control characters
/// (dropped). Undeclared HTML entities such as `&nbsp;` are read as their characters. A
/// document still not well-formed is read once more in recovery mode (see ``parse(_:encoding:)``).
final class LibXMLDocument {
    /// The largest body parsed; the transport should cap bodies well below this.
    static let maximumBytes = 64 << 20
    /// libxml2's nesting limit without `XML_PARSE_HUGE`.
    static let depthLimit = LibXMLNode.depthLimit

    private static let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_COMPACT.rawValue | XML_PARSE_BIG_LINES.rawValue)

    /// The libxml2 document; valid while this object lives.
    let pointer: xmlDocPtr
    /// Why the document is not well-formed, when it was read in recovery mode (nil when it was well-formed).
    let recoveredFrom: FeedError?

    private init(pointer: xmlDocPtr, recoveredFrom: FeedError? = nil) {
        self.pointer = pointer
        self.recoveredFrom = recoveredFrom
    }

    deinit {
        xmlFreeDoc(pointer)
    }

    /// The root element. Nodes are views into this document: use them only while it lives.
    var root: LibXMLNode? {
        xmlDocGetRootElement(pointer).map(LibXMLNode.init)
    }

    /// Parses `data`, or says in one line why it cannot.
    ///
    /// `encoding` (the HTTP `Content-Type` charset) overrides the XML declaration (RFC 7303
    /// §3.2) unless the body starts with a byte-order mark. With `recovering` (feeds, not
    /// OPML files), a document that is not well-formed is read a second time in libxml2's
    /// recovery mode, under the same rules (entity
    /// declarations refused, no network); what that pass reads comes back with
    /// ``recoveredFrom`` set, and the strict error is thrown only when it reads nothing.
    ///
    /// A `sink` reads elements as they close, in every attempt (each starts with
    /// ``LibXMLElementSink/begin()``); the elements it takes are not in the returned tree.
    static func parse(
        _ data: Data, encoding header: String? = nil, recovering: Bool = false,
        sink: LibXMLElementSink? = nil
    ) throws(FeedError) -> LibXMLDocument {
        _ = LibXMLSetup.ready
        guard data.count <= maximumBytes else { throw .tooLarge(bytes: data.count, limit: maximumBytes) }
        guard !data.isEmpty else { throw .notAFeed(.empty) }
        let unprefixed = Windows1252Controls.replacing(inXML: LibXMLInputRepair.withoutLeadingJunk(data))
        let encoding = FeedCharset.override(header: header, body: unprefixed)
        let data = encoding.map { LibXMLInputRepair.declaring($0, in: unprefixed) } ?? unprefixed
        var failure: Failure
        switch read(data, encoding: encoding, sink: sink) {
        case .success(let document):
            return document
        case .failure(let first):
            failure = first
        }
        if case .unsupportedEncoding = failure.error, header != nil {
            // A charset in the header that nothing knows: read the body as if it had none.
            return try parse(unprefixed, encoding: nil, recovering: recovering, sink: sink)
        }
        var body = data
        if let repair = failure.repair, let repaired = LibXMLInputRepair.repaired(data, repair) {
            switch read(repaired, encoding: encoding, sink: sink) {
            case .success(let document): return document
            case .failure(let second): (failure, body) = (second, repaired)
            }
        }
        guard recovering, case .malformedXML = failure.error,
            let recovered = recover(LibXMLInputRepair.escapingStrayAmpersands(body), encoding: encoding, from: failure.error, sink: sink)
        else { throw failure.error }
        return recovered
    }

    /// The document libxml2's recovery mode reads from `data`, or nil when it reads no element.
    private static func recover(_ data: Data, encoding: String?, from error: FeedError, sink: LibXMLElementSink?) -> LibXMLDocument? {
        let session = LibXMLParseSession(sink: sink)
        let recoverOptions = options(encoding: encoding) | Int32(XML_PARSE_RECOVER.rawValue)
        let document = data.withUnsafeBytes { session.parse($0, options: recoverOptions, encoding: encoding) }
        guard let document else { return nil }
        guard session.refusedEntityLine == nil, xmlDocGetRootElement(document) != nil else {
            xmlFreeDoc(document)
            return nil
        }
        return LibXMLDocument(pointer: document, recoveredFrom: error)
    }

    /// Why one parse failed, and whether a repaired body may succeed.
    private struct Failure: Error {
        var error: FeedError
        var repair: LibXMLInputRepair.Kind?
    }

    /// The parser options: the safe set, and the declaration ignored when the header named the charset.
    private static func options(encoding: String?) -> Int32 {
        encoding == nil ? options : options | Int32(XML_PARSE_IGNORE_ENC.rawValue)
    }

    private static func read(_ data: Data, encoding: String?, sink: LibXMLElementSink?) -> Result<LibXMLDocument, Failure> {
        let session = LibXMLParseSession(sink: sink)
        let document = data.withUnsafeBytes { session.parse($0, options: options(encoding: encoding), encoding: encoding) }
        if let line = session.refusedEntityLine {
            if let document { xmlFreeDoc(document) }
            return .failure(Failure(error: .entitiesRefused(line: line)))
        }
        if let problem = session.firstFatal {
            if let document { xmlFreeDoc(document) }
            return .failure(classify(problem, declaredEncoding: encoding ?? FeedSniffer.declaredEncoding(data)))
        }
        guard let document else {
            return .failure(Failure(error: .malformedXML(line: 0, reason: FeedText.libxmlUnreadable.text)))
        }
        return .success(LibXMLDocument(pointer: document))
    }

    private static func classify(_ problem: LibXMLParseSession.Problem, declaredEncoding: String?) -> Failure {
        let line = problem.line
        if problem.domain == Int32(XML_FROM_I18N.rawValue) {
            return Failure(error: .invalidBytes(line: line, encoding: declaredEncoding ?? FeedText.declaredCharset.text))
        }
        switch problem.code {
        case Int32(XML_ERR_INVALID_CHAR.rawValue) where problem.message.hasPrefix("Input is not proper UTF-8"):
            return Failure(error: .invalidBytes(line: line, encoding: "UTF-8"), repair: .invalidUTF8)
        case Int32(XML_ERR_INVALID_CHAR.rawValue):
            return Failure(error: .malformedXML(line: line, reason: problem.message), repair: .controlCharacters)
        case Int32(XML_ERR_UNSUPPORTED_ENCODING.rawValue):
            return Failure(error: .unsupportedEncoding(problem.detail ?? declaredEncoding ?? FeedText.unknownCharset.text))
        case Int32(XML_ERR_INTERNAL_ERROR.rawValue) where problem.message.contains("depth"):
            return Failure(error: .tooDeep(limit: depthLimit))
        case Int32(XML_ERR_DOCUMENT_EMPTY.rawValue):
            return Failure(error: .notAFeed(.empty))
        default:
            return Failure(error: .malformedXML(line: line, reason: problem.message))
        }
    }
}
