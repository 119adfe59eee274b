/// HTTP header fields in the order they were given, looked up without regard to case.
public struct HTTPHeaders: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    /// One header field.
    public struct Field: Sendable, Equatable {
        /// The name as it was given (case kept for display).
        public var name: String
        /// The value.
        public var value: String
    }

    private var fields: [Field] = []

    /// No fields.
    public init() {}

    /// Fields from name-value pairs, in order.
    public init(_ pairs: [(String, String)]) {
        for (name, value) in pairs { add(name, value) }
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements)
    }

    /// The first value of the field `name` (any case), or nil.
    public subscript(name: String) -> String? {
        get { fields.first { $0.name.caseInsensitiveEquals(name) }?.value }
        set {
            if let newValue { set(name, newValue) } else { remove(name) }
        }
    }

    /// Every value of the field `name`, in order.
    public func values(for name: String) -> [String] {
        fields.filter { $0.name.caseInsensitiveEquals(name) }.map(\.value)
    }

    /// Replaces every field called `name` with one holding `value`.
    public mutating func set(_ name: String, _ value: String) {
        if let first = fields.firstIndex(where: { $0.name.caseInsensitiveEquals(name) }) {
            var kept: [Field] = []
            for (index, field) in fields.enumerated() {
                if index == first {
                    kept.append(Field(name: field.name, value: value))
                } else if !field.name.caseInsensitiveEquals(name) {
                    kept.append(field)
                }
            }
            fields = kept
        } else {
            fields.append(Field(name: name, value: value))
        }
    }

    /// Adds a field, keeping any others of the same name.
    public mutating func add(_ name: String, _ value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// Removes every field called `name`.
    public mutating func remove(_ name: String) {
        fields.removeAll { $0.name.caseInsensitiveEquals(name) }
    }

    /// Whether a field called `name` is present.
    public func contains(_ name: String) -> Bool {
        self[name] != nil
    }

    /// The number of fields.
    public var count: Int { fields.count }

    public func makeIterator() -> IndexingIterator<[Field]> {
        fields.makeIterator()
    }
}

extension String {
    /// ASCII case-insensitive equality, as header names and schemes are compared.
    public func caseInsensitiveEquals(_ other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        return zip(utf8, other.utf8).allSatisfy { Self.asciiLower($0) == Self.asciiLower($1) }
    }

    private static func asciiLower(_ byte: UInt8) -> UInt8 {
        (byte >= 65 && byte <= 90) ? byte + 32 : byte
    }
}
