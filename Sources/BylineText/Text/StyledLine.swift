/// One screen line of styled text, at most as wide as the width it was laid out for.
public struct StyledLine: Sendable, Hashable {
    /// The runs of text, left to right.
    public var spans: [StyledSpan]
    /// For a line of a preformatted block: the whole line, so the pane can scroll it
    /// sideways (``scrolledCode(by:)``) instead of re-wrapping it.
    public var code: CodeLine?
    /// Whether the line belongs with the one before it (a figure's caption under its image):
    /// paging never puts a page's top edge between them.
    public var keepsWithPrevious = false

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
    public func prefixed(by prefix: [StyledSpan], trimmingWhenBlank: Bool = false) -> StyledLine {
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
            return carryingMarks(into: StyledLine(trimmed), prefix: prefix)
        }
        var joined: [StyledSpan] = []
        for span in prefix + spans {
            joined.appendMerging(span.text, style: span.style)
        }
        return carryingMarks(into: StyledLine(joined), prefix: prefix)
    }

    /// `line` with this line's code and figure marks, the code's prefix grown by `prefix`.
    private func carryingMarks(into line: StyledLine, prefix: [StyledSpan]) -> StyledLine {
        var line = line
        line.keepsWithPrevious = keepsWithPrevious
        line.code = code.map { CodeLine(prefix: prefix + $0.prefix, text: $0.text, style: $0.style, width: $0.width, blockWidth: $0.blockWidth) }
        return line
    }
}
