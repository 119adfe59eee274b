import BylineText
import Foundation

/// The body of a request, with the Content-Type and Accept headers that go with it.
public enum RequestBody: Sendable, Equatable {
    /// No body at all.
    case empty
    /// A JSON document, already encoded.
    case json(Data)
    /// `application/x-www-form-urlencoded` name-value pairs, encoded per the HTML form rules.
    case form([FormField])
    /// Bytes sent as they are, with their own Content-Type.
    case raw(Data, contentType: String)

    /// One name-value pair of a form body.
    public struct FormField: Sendable, Equatable {
        /// The field's name; a field with an empty name is not sent.
        public var name: String
        /// The field's value.
        public var value: String

        /// A field from its name and value.
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// A JSON body from any `Encodable` value.
    public static func json<Value: Encodable>(encoding value: Value, encoder: JSONEncoder = JSONEncoder()) throws(NetworkError) -> RequestBody {
        do {
            return .json(try encoder.encode(value))
        } catch {
            throw .requestBuildFailed(NetworkDetailText.cannotEncodeJSON("\(error)"))
        }
    }

    /// A JSON object body from name-value pairs, keys in the order given (a repeated name
    /// keeps its first place and its last value); ``JSONValue/raw(_:)`` values go in exactly
    /// as written, so big numbers keep every digit.
    public static func json(fields: [(name: String, value: JSONValue)]) throws(NetworkError) -> RequestBody {
        var ordered: [(name: String, value: JSONValue)] = []
        for field in fields where !field.name.isEmpty {
            if let index = ordered.firstIndex(where: { $0.name == field.name }) {
                ordered[index].value = field.value
            } else {
                ordered.append(field)
            }
        }
        do {
            let members = try ordered.map { try JSONValue.string($0.name).jsonText() + ":" + $0.value.jsonText() }
            return .json(Data(("{" + members.joined(separator: ",") + "}").utf8))
        } catch {
            throw .requestBuildFailed(NetworkDetailText.cannotEncodeJSON("\(error)"))
        }
    }

    /// The bytes that go on the wire.
    public var data: Data? {
        switch self {
        case .empty: nil
        case .json(let data): data
        case .form(let fields):
            Data(PercentEncoding.join(fields.map { ($0.name, Optional($0.value)) }, form: true).utf8)
        case .raw(let data, _): data
        }
    }

    /// The Content-Type header for this body, if it has one.
    public var contentType: String? {
        switch self {
        case .empty: nil
        case .json: "application/json"
        case .form: "application/x-www-form-urlencoded; charset=utf-8"
        case .raw(_, let contentType): contentType
        }
    }

    /// The Accept header that matches what this body implies about the answer.
    public var accept: String {
        switch self {
        case .json: "application/json, */*;q=0.5"
        case .empty, .form, .raw: "*/*"
        }
    }
}
