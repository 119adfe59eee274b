/// Terminal attributes a screen cell or a configured color can carry (curses's `A_…`).
/// The first five work on a monochrome terminal too; the rest are there for newsboat's
/// `color` lines and show where the terminal has them.
public struct TerminalAttributes: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt16

    /// Attributes from raw bits.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// Bold (or bright).
    public static let bold = TerminalAttributes(rawValue: 1 << 0)
    /// Dim (half bright).
    public static let dim = TerminalAttributes(rawValue: 1 << 1)
    /// Foreground and background swapped.
    public static let reverse = TerminalAttributes(rawValue: 1 << 2)
    /// Underlined.
    public static let underline = TerminalAttributes(rawValue: 1 << 3)
    /// Italic, where the terminal has it.
    public static let italic = TerminalAttributes(rawValue: 1 << 4)
    /// The terminal's best highlighting (often reverse).
    public static let standout = TerminalAttributes(rawValue: 1 << 5)
    /// Blinking, where the terminal has it.
    public static let blink = TerminalAttributes(rawValue: 1 << 6)
    /// Invisible (drawn as blanks).
    public static let invisible = TerminalAttributes(rawValue: 1 << 7)
    /// Protected (curses's `A_PROTECT`; no terminal Byline runs in shows it).
    public static let protected = TerminalAttributes(rawValue: 1 << 8)

    /// The attribute names a `color` line accepts (newsboat's), with their attributes.
    public static let named: [(name: String, attributes: TerminalAttributes)] = [
        ("bold", .bold), ("underline", .underline), ("standout", .standout), ("reverse", .reverse),
        ("blink", .blink), ("dim", .dim), ("italic", .italic), ("invis", .invisible), ("protect", .protected)
    ]

    /// The attribute `name` stands for, or nil. Case is ignored.
    public init?(named name: String) {
        let word = name.lowercased()
        guard let found = Self.named.first(where: { $0.name == word }) else { return nil }
        self = found.attributes
    }

    /// The names of the attributes set, in ``named`` order (`bold+underline`).
    public var names: [String] {
        Self.named.filter { contains($0.attributes) }.map(\.name)
    }
}
