import Foundation

/// Any JSON value: used for `--json name:=value` bodies and for pretty-printing answers.
public enum JSONValue: Sendable, Equatable, Codable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])
    /// A JSON text kept exactly as given: numbers keep every digit (`9007199254740993`
    /// would become `…992` as a Double) and objects keep their key order.
    case raw(String)

    /// A JSON text (any value, not only objects or arrays) kept as it was written, or nil
    /// when it is not JSON.
    public init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard (try? JSONSerialization.jsonObject(with: Data(trimmed.utf8), options: [.fragmentsAllowed])) != nil else {
            return nil
        }
        self = .raw(trimmed)
    }

    /// The value as JSON text; ``raw(_:)`` exactly as given, objects with sorted keys.
    public func jsonText() throws -> String {
        if case .raw(let text) = self { return text }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let bool): try container.encode(bool)
        case .number(let number):
            if number.rounded() == number, abs(number) < 1e15 {
                try container.encode(Int64(number))
            } else {
                try container.encode(number)
            }
        case .string(let string): try container.encode(string)
        case .array(let array): try container.encode(array)
        case .object(let object): try container.encode(object)
        case .raw(let text):
            // An Encoder cannot take text as it is; the closest value is the decoded one.
            try container.encode(try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)))
        }
    }
}
