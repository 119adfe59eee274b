import BylineText

/// The look a `color` or `highlight` line gives: foreground, background and attributes,
/// as written (fitted to the terminal only when drawn).
public struct ElementStyle: Sendable, Hashable {
    /// The text's color.
    public var foreground: ThemeColor
    /// The color behind it.
    public var background: ThemeColor
    /// Bold, underline, reverse and the rest.
    public var attributes: TerminalAttributes

    /// A style from its parts.
    public init(foreground: ThemeColor, background: ThemeColor, attributes: TerminalAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// `FG BG [ATTR…]` from a line's words; the error names the word that is wrong.
    static func parse(_ words: ArraySlice<String>, usage: String) throws(SourceKeyError) -> ElementStyle {
        guard words.count >= 2, let first = words.first, let second = words.dropFirst().first else {
            throw SourceKeyError(ColorText.needsTwoColors(usage))
        }
        let foreground = try color(first)
        let background = try color(second)
        var attributes: TerminalAttributes = []
        for word in words.dropFirst(2) {
            guard let attribute = TerminalAttributes(named: word) else {
                let known = TerminalAttributes.named.map(\.name).joined(separator: ", ")
                throw SourceKeyError(ColorText.unknownAttribute(SourceLineError.quote(word), known))
            }
            attributes.insert(attribute)
        }
        return ElementStyle(foreground: foreground, background: background, attributes: attributes)
    }

    private static func color(_ word: String) throws(SourceKeyError) -> ThemeColor {
        guard let color = ThemeColor(parsing: word) else {
            throw SourceKeyError(ColorText.unknownColor(SourceLineError.quote(word), ThemeColor.names.joined(separator: ", ")))
        }
        return color
    }
}
