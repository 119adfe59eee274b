/// Everything the config's `color`, `highlight` and `highlight-article` lines say, as one
/// value; the browser turns it into styles (BylineUI's `Theme`).
public struct ColorScheme: Sendable, Hashable {
    /// The colors given to screen elements; a missing element keeps Byline's look.
    public var elements: [ColorElement: ElementStyle]
    /// The `highlight` lines, in file order (an earlier line wins where two match).
    public var highlights: [TextHighlight]
    /// The `highlight-article` lines, in file order (the first matching line wins).
    public var headlineHighlights: [HeadlineHighlight]

    /// A scheme from its parts; by default empty (Byline's own look).
    public init(
        elements: [ColorElement: ElementStyle] = [:], highlights: [TextHighlight] = [],
        headlineHighlights: [HeadlineHighlight] = []
    ) {
        self.elements = elements
        self.highlights = highlights
        self.headlineHighlights = headlineHighlights
    }

    /// Whether the scheme changes nothing.
    public var isEmpty: Bool { elements.isEmpty && highlights.isEmpty && headlineHighlights.isEmpty }
}
