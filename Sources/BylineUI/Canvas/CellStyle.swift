import BylineCore

/// Terminal attributes a cell can carry (defined in BylineCore, where the config's `color`
/// lines name them too).
public typealias CellAttributes = TerminalAttributes

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

/// How a cell looks: attributes plus a color role, and the colors the config's `color` and
/// `highlight` lines gave it, if any (nil: the role's own color, from the terminal layer).
public struct CellStyle: Hashable, Sendable {
    /// Bold, dim, reverse, underline, italic and the rest.
    public var attributes: CellAttributes
    /// What the text is, for coloring.
    public var color: ColorRole
    /// The configured text color; nil for the role's.
    public var foreground: ThemeColor?
    /// The configured background; nil for the terminal's (or the screen's `background`).
    public var background: ThemeColor?

    /// A style from its parts; by default plain.
    public init(
        _ attributes: CellAttributes = [], color: ColorRole = .normal, foreground: ThemeColor? = nil,
        background: ThemeColor? = nil
    ) {
        self.attributes = attributes
        self.color = color
        self.foreground = foreground
        self.background = background
    }

    /// A configured look for text of `role`: exactly its colors and attributes.
    public init(_ configured: ElementStyle, role: ColorRole) {
        self.init(configured.attributes, color: role, foreground: configured.foreground, background: configured.background)
    }

    /// Plain text.
    public static let plain = CellStyle()

    /// This style with more attributes.
    public func adding(_ more: CellAttributes) -> CellStyle {
        var style = self
        style.attributes.formUnion(more)
        return style
    }

    /// This style drawn on a row or pane of `base`: its own background, else `base`'s, so
    /// a colored row has no holes where a date or a star sits.
    public func over(_ base: CellStyle) -> CellStyle {
        guard background == nil, let behind = base.background else { return self }
        var style = self
        style.background = behind
        return style
    }
}
