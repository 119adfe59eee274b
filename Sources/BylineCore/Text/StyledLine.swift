/// One screen line of styled text, at most as wide as the width it was laid out for.
public struct StyledLine: Sendable, Hashable {
    /// The runs of text, left to right.
    public var spans: [StyledSpan]

    /// A line from its spans.
    public init(_ spans: [StyledSpan] = []) {
        self.spans = spans
    }

    /// A line of one span.
    public init(_ text: String, style: TextStyle = []) {
        self.spans = text.isEmpty ? [] : [StyledSpan(text, style: style)]
    }

    /// An empty line.
    public static let blank = StyledLine()

    /// The line's text with styles dropped.
    public var plainText: String { spans.plainText }

    /// The columns the line takes.
    public var width: Int { spans.reduce(0) { $0 + $1.width } }

    /// Whether the line has no visible text.
    public var isBlank: Bool { spans.allSatisfy { $0.text.allSatisfy { $0 == " " } } }

    /// This line after `prefix`, styles kept; a blank line gets the prefix without its
    /// trailing spaces when `trimmingWhenBlank`, so no line ends in spaces.
    func prefixed(by prefix: [StyledSpan], trimmingWhenBlank: Bool = false) -> StyledLine {
        if trimmingWhenBlank && spans.isEmpty {
            var trimmed: [StyledSpan] = []
            for span in prefix {
                trimmed.appendMerging(span.text, style: span.style)
            }
            while let last = trimmed.last {
                let text = String(last.text.reversed().drop(while: { $0 == " " }).reversed())
                if text.isEmpty {
                    trimmed.removeLast()
                } else {
                    trimmed[trimmed.count - 1].text = text
                    break
                }
            }
            return StyledLine(trimmed)
        }
        var joined: [StyledSpan] = []
        for span in prefix + spans {
            joined.appendMerging(span.text, style: span.style)
        }
        return StyledLine(joined)
    }
}
