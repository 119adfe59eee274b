/// A line of a preformatted block as written, with what stands before it on screen (a
/// quote bar, a list indent), so the article pane can show any part of it: code is clipped,
/// never re-wrapped, and scrolls sideways.
public struct CodeLine: Sendable, Hashable {
    /// What is drawn before the code (bars and indents), styles kept.
    public var prefix: [StyledSpan]
    /// The whole line.
    public var text: String
    /// The style of its text.
    public var style: TextStyle
    /// The columns the code has on its line (after the prefix).
    public var width: Int
    /// The widest line of its block, in columns: the whole block slides together, so its
    /// lines stay aligned however long each one is.
    public var blockWidth: Int

    /// A code line from its parts; `blockWidth` defaults to the line's own width (a block of one line).
    public init(prefix: [StyledSpan] = [], text: String, style: TextStyle, width: Int, blockWidth: Int? = nil) {
        self.prefix = prefix
        self.text = text
        self.style = style
        self.width = width
        self.blockWidth = max(blockWidth ?? 0, DisplayWidth.of(text))
    }

    /// Whether the line is wider than its room, so it was clipped.
    public var isClipped: Bool { DisplayWidth.of(text) > width }

    /// Whether some line of its block was clipped, so the block can slide sideways.
    public var isBlockClipped: Bool { blockWidth > width }

    /// How far the block can usefully scroll: until the last column of its widest line shows
    /// after the left marker.
    public var maximumOffset: Int { isBlockClipped ? blockWidth - width + 1 : 0 }
}

extension StyledLine {
    /// The marker that starts a code line scrolled sideways (text is hidden to its left).
    public static let leftClipMarker = "‹"
    /// The marker that ends a code line cut at the pane's edge (text is hidden to its right).
    public static let rightClipMarker = "›"

    /// This line with its code shifted `offset` columns to the left, as every line of its
    /// block is, so the block keeps its alignment: `‹` where text is hidden on the left, `›`
    /// where it is hidden on the right. Lines that are not code, or whose whole block fits,
    /// are returned as they are.
    public func scrolledCode(by offset: Int) -> StyledLine {
        guard offset > 0, let code, code.isBlockClipped, code.width >= 2 else { return self }
        let shift = min(offset, code.maximumOffset)
        var rest = Substring(code.text)
        var dropped = 0
        // A wide character cut by the left edge goes whole; a space keeps the columns after it
        // where they are on the other lines.
        while dropped < shift, let first = rest.first {
            dropped += DisplayWidth.of(first)
            rest = rest.dropFirst()
        }
        var spans = code.prefix
        // An empty line stays empty; a line shorter than the shift keeps only its `‹`.
        guard dropped > 0 else {
            var line = StyledLine(spans)
            line.code = code
            line.keepsWithPrevious = keepsWithPrevious
            return line
        }
        let padding = max(0, dropped - shift)
        let room = code.width - 1 - padding
        spans.appendMerging(Self.leftClipMarker + String(repeating: " ", count: padding), style: .dim)
        if DisplayWidth.of(rest) > room {
            spans.appendMerging(DisplayWidth.prefix(String(rest), width: room - 1), style: code.style)
            spans.appendMerging(Self.rightClipMarker, style: .dim)
        } else {
            spans.appendMerging(String(rest), style: code.style)
        }
        var line = StyledLine(spans)
        line.code = code
        line.keepsWithPrevious = keepsWithPrevious
        return line
    }
}
