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
/// Parsing is strict: a document that is not well-formed is refused with the line of the
/// first error. Two oddities common in real feeds are repaired instead, by parsing once
/// more: bytes that are not UTF-8 in a UTF-8 document (read as windows-1252 when nothing in
/// the body is valid multi-byte UTF-8, else replaced by U+FFFD), and raw control characters
/// (dropped). Undeclared HTML entities such as `&nbsp;` are read as their characters.
final class LibXMLDocument {
    /// The largest body parsed; the transport should cap bodies well below this.
    static let maximumBytes = 64 << 20
    /// libxml2's nesting limit without `XML_PARSE_HUGE`.
    static let depthLimit = 256

    private static let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_COMPACT.rawValue | XML_PARSE_BIG_LINES.rawValue)

    /// The libxml2 document; valid while this object lives.
    let pointer: xmlDocPtr

    private init(pointer: xmlDocPtr) {
        self.pointer = pointer
    }

    deinit {
        xmlFreeDoc(pointer)
    }

    /// The root element. Nodes are views into this document: use them only while it lives.
    var root: LibXMLNode? {
        xmlDocGetRootElement(pointer).map(LibXMLNode.init)
    }

    /// Parses `data`, or says in one line why it cannot.
    static func parse(_ data: Data) throws(FeedError) -> LibXMLDocument {
        _ = LibXMLSetup.ready
        guard data.count <= maximumBytes else { throw .tooLarge(bytes: data.count, limit: maximumBytes) }
        guard !data.isEmpty else { throw .notAFeed(.empty) }
        switch read(data) {
        case .success(let document):
            return document
        case .failure(let failure):
            guard let repair = failure.repair, let repaired = LibXMLInputRepair.repaired(data, repair) else {
                throw failure.error
            }
            switch read(repaired) {
            case .success(let document): return document
            case .failure(let second): throw second.error
            }
        }
    }

    /// Why one parse failed, and whether a repaired body may succeed.
    private struct Failure: Error {
        var error: FeedError
        var repair: LibXMLInputRepair.Kind?
    }

    private static func read(_ data: Data) -> Result<LibXMLDocument, Failure> {
        let session = LibXMLParseSession()
        let document = data.withUnsafeBytes { session.parse($0, options: options) }
        if let line = session.refusedEntityLine {
            if let document { xmlFreeDoc(document) }
            return .failure(Failure(error: .entitiesRefused(line: line)))
        }
        if let problem = session.firstFatal {
            if let document { xmlFreeDoc(document) }
            return .failure(classify(problem, declaredEncoding: FeedSniffer.declaredEncoding(data)))
        }
        guard let document else {
            return .failure(Failure(error: .malformedXML(line: 0, reason: "libxml2 could not read the document")))
        }
        return .success(LibXMLDocument(pointer: document))
    }

    private static func classify(_ problem: LibXMLParseSession.Problem, declaredEncoding: String?) -> Failure {
        let line = problem.line
        if problem.domain == Int32(XML_FROM_I18N.rawValue) {
            return Failure(error: .invalidBytes(line: line, encoding: declaredEncoding ?? "the declared character set"))
        }
        switch problem.code {
        case Int32(XML_ERR_INVALID_CHAR.rawValue) where problem.message.hasPrefix("Input is not proper UTF-8"):
            return Failure(error: .invalidBytes(line: line, encoding: "UTF-8"), repair: .invalidUTF8)
        case Int32(XML_ERR_INVALID_CHAR.rawValue):
            return Failure(error: .malformedXML(line: line, reason: problem.message), repair: .controlCharacters)
        case Int32(XML_ERR_UNSUPPORTED_ENCODING.rawValue):
            return Failure(error: .unsupportedEncoding(problem.detail ?? declaredEncoding ?? "unknown"))
        case Int32(XML_ERR_INTERNAL_ERROR.rawValue) where problem.message.contains("depth"):
            return Failure(error: .tooDeep(limit: depthLimit))
        case Int32(XML_ERR_DOCUMENT_EMPTY.rawValue):
            return Failure(error: .notAFeed(.empty))
        default:
            return Failure(error: .malformedXML(line: line, reason: problem.message))
        }
    }
}

/// Process-wide libxml2 set-up, done once before the first parse.
enum LibXMLSetup {
    /// Initialises libxml2 (required before parsing on several threads) and installs an
    /// external-entity loader that loads nothing, so no code path can read a file or URL.
    static let ready: Void = {
        xmlInitParser()
        xmlSetExternalEntityLoader(LibXMLCallbacks.refuseExternalLoad)
    }()
}
