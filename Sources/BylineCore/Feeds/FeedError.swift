import BylineText
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
    public var message: String { reason.words }

    /// ``message`` as data, to be written in the reader's language (see ``MessageValue``).
    public var reason: MessageValue {
        switch self {
        case .notAFeed(let content): return Self.describe(content)
        case .malformedXML(let line, let reason): return FeedText.malformedXML.value(line, reason)
        case .entitiesRefused(let line):
            return FeedText.entitiesRefused.value(line)
        case .unsupportedEncoding(let name): return FeedText.unsupportedEncoding.value(name)
        case .invalidBytes(let line, let encoding): return FeedText.invalidBytes.value(encoding, line)
        case .tooDeep(let limit): return FeedText.tooDeep.value(limit)
        case .tooLarge(let bytes, let limit): return FeedText.tooLarge.value(bytes, limit)
        case .invalidJSON(let path, let reason):
            return path.isEmpty ? FeedText.invalidJSONTop.value(reason) : FeedText.invalidJSON.value(path, reason)
        case .serviceError(let code, let message):
            return code.map { FeedText.serviceErrorCode.value(message, $0) } ?? FeedText.serviceError.value(message)
        }
    }

    /// The same words as ``message``.
    public var errorDescription: String? { message }

    private static func describe(_ content: Content) -> MessageValue {
        switch content {
        case .empty: return FeedText.empty.value()
        case .htmlPage: return FeedText.htmlPage.value()
        case .json(let found): return FeedText.json.value(found)
        case .xml(let root): return FeedText.xml.value(root)
        case .text(let start): return FeedText.text.value(start)
        }
    }
}
