/// Terminal attributes a cell can carry; each works on a monochrome terminal too.
public struct CellAttributes: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8

    /// Attributes from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold (or bright).
    public static let bold = CellAttributes(rawValue: 1 << 0)
    /// Dim (half bright).
    public static let dim = CellAttributes(rawValue: 1 << 1)
    /// Foreground and background swapped.
    public static let reverse = CellAttributes(rawValue: 1 << 2)
    /// Underlined.
    public static let underline = CellAttributes(rawValue: 1 << 3)
    /// Italic, where the terminal has it.
    public static let italic = CellAttributes(rawValue: 1 << 4)
}

/// What a cell's text is, for the terminal layer to pick a color (or nothing, when colors
/// are off): colors add to the attributes, they never carry meaning on their own.
public enum ColorRole: UInt8, CaseIterable, Hashable, Sendable {
    /// Ordinary text in the terminal's own colors.
    case normal
    /// Titles and names to pick out: the program name, the source shown, headings.
    case accent
    /// The unread marker and unread titles.
    case unread
    /// The star.
    case starred
    /// The selected headline.
    case selected
    /// Errors.
    case error
    /// The top and status bars.
    case status
    /// Links in article text.
    case link
    /// Secondary text: dates, source names, labels, separators.
    case muted
}

/// How a cell looks: attributes plus a color role.
public struct CellStyle: Hashable, Sendable {
    /// Bold, dim, reverse, underline, italic.
    public var attributes: CellAttributes
    /// What the text is, for coloring.
    public var color: ColorRole

    /// A style from its parts; by default plain.
    public init(_ attributes: CellAttributes = [], color: ColorRole = .normal) {
        self.attributes = attributes
        self.color = color
    }

    /// Plain text.
    public static let plain = CellStyle()

    /// This style with more attributes.
    public func adding(_ more: CellAttributes) -> CellStyle {
        CellStyle(attributes.union(more), color: color)
    }
}
