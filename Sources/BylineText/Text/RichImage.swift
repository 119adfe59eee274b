/// What an article's `<img>` says about itself, for its line in the numbered links: its
/// alt text and the size its `width` and `height` attributes give (whole pixels only).
public struct RichImage: Sendable, Hashable {
    /// The alt text, cleaned to one line; nil when there is none.
    public var alt: String?
    /// The declared width in pixels.
    public var width: Int?
    /// The declared height in pixels.
    public var height: Int?

    /// An image's details from its parts.
    public init(alt: String? = nil, width: Int? = nil, height: Int? = nil) {
        self.alt = alt
        self.width = width
        self.height = height
    }

    /// A pixel count from an attribute: `640` and `640px` are 640; `50%`, `auto`, zero and
    /// anything over 100 000 give nil.
    static func pixels(_ raw: String?) -> Int? {
        guard var text = raw?.trimmingCharacters(in: .whitespaces).lowercased() else { return nil }
        if text.hasSuffix("px") { text.removeLast(2) }
        guard let value = Int(text), value > 0, value <= 100_000 else { return nil }
        return value
    }
}
