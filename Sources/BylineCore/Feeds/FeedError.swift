import Foundation

/// Why a body could not be read as a feed; every case has a one-line ``message``.
public enum FeedError: Error, Equatable, Sendable, LocalizedError {
    /// What a body that is not a feed turned out to be.
    public enum Content: Equatable, Sendable {
        /// Nothing, or only white space.
        case empty
        /// A web page rather than a feed.
        case htmlPage
        /// JSON that is neither a JSON Feed nor a NewsAPI answer; the text says what was found.
        case json(String)
        /// Well-formed XML with some other root element (its name).
        case xml(root: String)
        /// Neither XML nor JSON; the text is the start of the body, cleaned to one line.
        case text(String)
    }

    /// The body is something other than a feed.
    case notAFeed(Content)
    /// The XML is not well-formed (truncated, mismatched tags, bad characters…).
    case malformedXML(line: Int, reason: String)
    /// The document declares entities in its DTD, which Byline never expands.
    case entitiesRefused(line: Int)
    /// The XML declaration names a character set this system cannot convert.
    case unsupportedEncoding(String)
    /// The bytes are not valid in the document's character set.
    case invalidBytes(line: Int, encoding: String)
    /// Elements are nested deeper than the parser allows.
    case tooDeep(limit: Int)
    /// The body is larger than the parser accepts.
    case tooLarge(bytes: Int, limit: Int)
    /// A JSON body could not be decoded; `path` names the field (empty for the whole body).
    case invalidJSON(path: String, reason: String)
    /// The server sent an error object (NewsAPI's `{"status":"error"}`) instead of articles.
    case serviceError(code: String?, message: String)

    /// One line a user can act on.
    public var message: String {
        switch self {
        case .notAFeed(let content): return Self.describe(content)
        case .malformedXML(let line, let reason): return "XML error at line \(line): \(reason)"
        case .entitiesRefused(let line):
            return "refused: the feed declares XML entities (line \(line)); Byline never expands them"
        case .unsupportedEncoding(let name): return "the feed's character set \"\(name)\" is not supported"
        case .invalidBytes(let line, let encoding): return "the feed is not valid \(encoding) (line \(line))"
        case .tooDeep(let limit): return "the feed nests elements more than \(limit) levels deep"
        case .tooLarge(let bytes, let limit): return "the feed is \(bytes) bytes, more than the \(limit)-byte limit"
        case .invalidJSON(let path, let reason):
            return "JSON error at \(path.isEmpty ? "the top level" : path): \(reason)"
        case .serviceError(let code, let message):
            return "the server sent an error instead of articles: \(message)" + (code.map { " (\($0))" } ?? "")
        }
    }

    /// The same words as ``message``.
    public var errorDescription: String? { message }

    private static func describe(_ content: Content) -> String {
        switch content {
        case .empty: return "not a feed: the body is empty"
        case .htmlPage: return "not a feed: the URL serves an HTML page (use the site's RSS or Atom link)"
        case .json(let found): return "not a feed: JSON that is neither a JSON Feed nor a NewsAPI answer (\(found))"
        case .xml(let root): return "not a feed: XML whose root element is <\(root)>, not <rss>, <feed> or <rdf:RDF>"
        case .text(let start): return "not a feed: the body is neither XML nor JSON (it starts \"\(start)\")"
        }
    }
}
