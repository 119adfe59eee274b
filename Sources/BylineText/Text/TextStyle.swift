/// How a run of text should look; the terminal layer maps these to attributes and colors,
/// and plain-text output ignores them.
public struct TextStyle: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt16

    /// A style from its raw bits.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// Strong emphasis (`<b>`, `<strong>`, headings, the title).
    public static let bold = TextStyle(rawValue: 1 << 0)
    /// Emphasis (`<i>`, `<em>`, `<cite>`).
    public static let italic = TextStyle(rawValue: 1 << 1)
    /// Underlined (`<u>`, `<ins>`).
    public static let underline = TextStyle(rawValue: 1 << 2)
    /// Less important text: link numbers, labels, struck-out text, image placeholders.
    public static let dim = TextStyle(rawValue: 1 << 3)
    /// Highlighted (`<mark>`).
    public static let reverse = TextStyle(rawValue: 1 << 4)
    /// The text of a link that has a number in the link list.
    public static let link = TextStyle(rawValue: 1 << 5)
    /// A heading (`<h1>`–`<h6>`) or the article title.
    public static let heading = TextStyle(rawValue: 1 << 6)
    /// Quoted text (`<blockquote>`), including its bar.
    public static let quote = TextStyle(rawValue: 1 << 7)
    /// Code (`<code>`, `<pre>`, `<kbd>`).
    public static let code = TextStyle(rawValue: 1 << 8)
}
