import Foundation

/// A ``MessageValue`` as the cache keeps it: JSON in which words are a string, a catalogue
/// entry is `{"m": "Area.case", "a": [arguments]}` and joined parts are an array, e.g.
/// `{"m":"NetworkText.cannotConnect","a":["127.0.0.1","Connection refused"]}`.
extension MessageValue: Codable {
    private enum Key: String, CodingKey {
        case message = "m"
        case arguments = "a"
    }

    /// Reads a value written by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let words = try? single.decode(String.self) {
            self = .text(words)
        } else if var parts = try? decoder.unkeyedContainer() {
            var values: [MessageValue] = []
            while !parts.isAtEnd { values.append(try parts.decode(MessageValue.self)) }
            self = .joined(values)
        } else {
            let keyed = try decoder.container(keyedBy: Key.self)
            self = .message(
                try keyed.decode(String.self, forKey: .message),
                try keyed.decodeIfPresent([MessageValue].self, forKey: .arguments) ?? [])
        }
    }

    /// Writes the value as described on the extension.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .text(let words):
            var single = encoder.singleValueContainer()
            try single.encode(words)
        case .joined(let parts):
            var unkeyed = encoder.unkeyedContainer()
            for part in parts { try unkeyed.encode(part) }
        case .message(let name, let arguments):
            var keyed = encoder.container(keyedBy: Key.self)
            try keyed.encode(name, forKey: .message)
            if !arguments.isEmpty { try keyed.encode(arguments, forKey: .arguments) }
        }
    }

    /// The JSON the cache stores.
    public var storedForm: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The value in `storedForm`, or nil when it is not one (empty, damaged, or from elsewhere).
    public init?(storedForm: String) {
        guard !storedForm.isEmpty, let value = try? JSONDecoder().decode(MessageValue.self, from: Data(storedForm.utf8)) else {
            return nil
        }
        self = value
    }
}
