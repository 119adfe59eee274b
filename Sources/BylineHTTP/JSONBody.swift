import BylineText
import Foundation

/// Decoding JSON bodies with errors that say what failed and where.
public enum JSONBody {
    /// Decodes `type` from `data`, turning every failure into ``NetworkError/decodingFailed(_:)``.
    public static func decode<Value: Decodable>(
        _ type: Value.Type, from data: Data, decoder: JSONDecoder = JSONDecoder(), what: String
    ) throws(NetworkError) -> Value {
        do {
            return try decoder.decode(type, from: repairingUTF8(data))
        } catch let error as DecodingError {
            throw .decodingFailed(DecodingFailure(what: what, error: error, body: data))
        } catch {
            throw .decodingFailed(DecodingFailure(what: what, path: "", reason: "\(error)"))
        }
    }

    /// `data` with every byte sequence that is not UTF-8 replaced by U+FFFD, as the XML
    /// feeds' repair does. JSONDecoder refuses such a string, and a lenient field then reads
    /// as missing: one stray byte cost an article its title, or the article itself.
    public static func repairingUTF8(_ data: Data) -> Data {
        if String(validating: data, as: UTF8.self) != nil { return data }
        return Data(String(decoding: data, as: UTF8.self).utf8)
    }
}

/// Why a body could not be read: what was being read, where in it, and what was wrong.
public struct DecodingFailure: Sendable, Equatable {
    /// What was being read ("NewsAPI top headlines").
    public var what: String
    /// Where in the document (`articles[3].publishedAt`), empty for the document itself.
    public var path: String
    /// What was wrong, in words.
    public var reason: String

    /// A failure from its parts.
    public init(what: String, path: String, reason: String) {
        self.what = what
        self.path = path
        self.reason = reason
    }

    /// A failure from a `DecodingError`, looking at the body to say when it is not JSON at all.
    public init(what: String, error: DecodingError, body: Data) {
        self.what = what
        switch error {
        case .typeMismatch(let type, let context):
            path = Self.path(context.codingPath)
            reason = NetworkDetailText.expected(Self.describe(type))
        case .valueNotFound(let type, let context):
            path = Self.path(context.codingPath)
            reason = NetworkDetailText.expectedFoundNull(Self.describe(type))
        case .keyNotFound(let key, let context):
            path = Self.path(context.codingPath + [key])
            reason = NetworkDetailText.fieldMissing.text
        case .dataCorrupted(let context):
            path = Self.path(context.codingPath)
            if context.codingPath.isEmpty {
                reason = Self.notJSONReason(body)
            } else {
                reason = context.debugDescription
            }
        @unknown default:
            path = ""
            reason = "\(error)"
        }
    }

    /// Says what the body looks like when it is not JSON (empty, HTML, text).
    package static func notJSONReason(_ body: Data) -> String {
        if body.isEmpty { return NetworkDetailText.emptyBody.text }
        let start = String(decoding: body.prefix(64), as: UTF8.self)
        let trimmed = start.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        if trimmed.hasPrefix("<!doctype html") || trimmed.hasPrefix("<html") {
            return NetworkDetailText.htmlBody.text
        }
        if trimmed.hasPrefix("<") { return NetworkDetailText.markupBody.text }
        let preview = TextSanitizer.singleLine(String(start.prefix(40)))
        return NetworkDetailText.invalidJSON(preview)
    }

    private static func path(_ codingPath: [CodingKey]) -> String {
        var result = ""
        for key in codingPath {
            if let index = key.intValue {
                result += "[\(index)]"
            } else {
                result += result.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return result
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: NetworkDetailText.aString.text
        case is Bool.Type: NetworkDetailText.trueOrFalse.text
        case is Int.Type, is Int64.Type, is Double.Type: NetworkDetailText.aNumber.text
        default:
            String(describing: type).contains("Array") ? NetworkDetailText.anArray.text : NetworkDetailText.anObject.text
        }
    }
}
