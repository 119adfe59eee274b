/// A run of text in one style. On a laid-out ``StyledLine`` it never contains a newline;
/// inside a ``RichBlock/paragraph(_:)`` a `"\n"` marks a hard line break.
public struct StyledSpan: Sendable, Hashable {
    /// The text, already cleaned for the terminal.
    public var text: String
    /// How it looks.
    public var style: TextStyle

    /// A span from its text and style.
    public init(_ text: String, style: TextStyle = []) {
        self.text = text
        self.style = style
    }

    /// The columns the span takes.
    public var width: Int { DisplayWidth.of(text) }
}

/// Building runs of spans.
extension Array where Element == StyledSpan {
    /// Appends `text` in `style`, joining it to the last span when the styles match.
    mutating func appendMerging(_ text: String, style: TextStyle) {
        guard !text.isEmpty else { return }
        if let last = self.last, last.style == style {
            self[count - 1].text += text
        } else {
            append(StyledSpan(text, style: style))
        }
    }

    /// The spans' text joined, styles dropped.
    var plainText: String { map(\.text).joined() }
}
