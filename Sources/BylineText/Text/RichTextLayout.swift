/// Lays ``RichBlock``s out as lines of a given width: blank lines between blocks, list
/// markers with hanging indents, a bar before quoted lines, verbatim preformatted text.
public enum RichTextLayout {
    /// Bullets for unordered lists, by nesting depth.
    static let bullets = ["•", "◦", "▪"]
    /// The bar drawn before quoted lines.
    static let quoteBar = "│ "

    /// Lines for `blocks`, a blank line between blocks unless `compact` (inside list items).
    static func lines(for blocks: [RichBlock], width: Int, compact: Bool = false, listDepth: Int = 0) -> [StyledLine] {
        guard width > 0 else { return [] }
        var result: [StyledLine] = []
        for block in blocks {
            let blockLines = lines(for: block, width: width, listDepth: listDepth)
            guard !blockLines.isEmpty else { continue }
            if !result.isEmpty && !compact { result.append(.blank) }
            result += blockLines
        }
        return result
    }

    private static func lines(for block: RichBlock, width: Int, listDepth: Int) -> [StyledLine] {
        switch block {
        case .paragraph(let spans):
            return wrap(spans, width: width)
        case .heading(let level, let spans):
            return heading(level: level, spans, width: width)
        case .list(let ordered, let start, let items):
            return list(items, ordered: ordered, start: start, width: width, depth: listDepth)
        case .quote(let blocks):
            guard fits(indent: quoteBar.count, in: width) else { return lines(for: blocks, width: width, listDepth: listDepth) }
            let inner = lines(for: blocks, width: width - quoteBar.count, listDepth: listDepth)
            let bar = [StyledSpan(quoteBar, style: [.quote, .dim])]
            return inner.map { restyled($0, adding: .quote).prefixed(by: bar, trimmingWhenBlank: true) }
        case .indented(let blocks):
            guard fits(indent: 2, in: width) else { return lines(for: blocks, width: width, listDepth: listDepth) }
            let margin = [StyledSpan("  ")]
            return lines(for: blocks, width: width - 2, listDepth: listDepth).map { $0.prefixed(by: margin, trimmingWhenBlank: true) }
        case .preformatted(let text):
            return preformatted(text, width: width)
        case .rule:
            return [StyledLine(String(repeating: "─", count: width), style: .dim)]
        case .table(let rows):
            return RichTable.lines(rows, width: width)
        case .aside(let blocks):
            return aside(blocks, width: width, listDepth: listDepth)
        case .figure(let blocks):
            return figure(blocks, width: width, listDepth: listDepth)
        }
    }

    /// The bar drawn before the lines of an aside, a note or footnotes.
    static let asideBar = "┆ "

    /// Set-off blocks: dim, behind a dotted bar (without the bar when the pane is too narrow).
    static func aside(_ blocks: [RichBlock], width: Int, listDepth: Int) -> [StyledLine] {
        let indent = DisplayWidth.of(asideBar)
        guard fits(indent: indent, in: width) else {
            return lines(for: blocks, width: width, listDepth: listDepth).map { restyled($0, adding: .dim) }
        }
        let bar = [StyledSpan(asideBar, style: .dim)]
        return lines(for: blocks, width: width - indent, listDepth: listDepth).map {
            restyled($0, adding: .dim).prefixed(by: bar, trimmingWhenBlank: true)
        }
    }

    /// A figure's blocks with no blank line between them; every line after the first keeps
    /// with the one before, so the caption never leaves its image.
    static func figure(_ blocks: [RichBlock], width: Int, listDepth: Int) -> [StyledLine] {
        var result = lines(for: blocks, width: width, compact: true, listDepth: listDepth)
        for index in result.indices.dropFirst() { result[index].keepsWithPrevious = true }
        return result
    }

    /// The marker that ends a preformatted line cut at the pane's edge.
    static let clipMarker = StyledLine.rightClipMarker

    /// Preformatted text line by line, never re-wrapped: a line wider than `width` is cut
    /// and ends in ``clipMarker``, so code keeps its shape; each line keeps its whole text
    /// (``StyledLine/code``) for scrolling sideways.
    static func preformatted(_ text: String, width: Int) -> [StyledLine] {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        // The block slides as one (`<` `>`), as wide as its widest line.
        let blockWidth = lines.lazy.map { DisplayWidth.of($0) }.max() ?? 0
        return lines.map { line in
            let whole = String(line)
            var result: StyledLine
            if DisplayWidth.of(whole) > width {
                let kept = DisplayWidth.prefix(whole, width: max(0, width - 1))
                result = StyledLine([StyledSpan(kept, style: .code), StyledSpan(clipMarker, style: .dim)])
            } else {
                result = StyledLine(whole, style: .code)
            }
            result.code = CodeLine(text: whole, style: .code, width: width, blockWidth: blockWidth)
            return result
        }
    }

    /// A heading: levels 1 and 2 underlined by a rule as wide as their text (double for 1),
    /// level 3 underlined, deeper levels bold only.
    static func heading(level: Int, _ spans: [StyledSpan], width: Int) -> [StyledLine] {
        let styled = level == 3 ? spans.map { StyledSpan($0.text, style: $0.style.union(.underline)) } : spans
        var result = wrap(styled, width: width)
        if level <= 2, let widest = result.map({ DisplayWidth.of($0.plainText) }).max(), widest > 0 {
            result.append(StyledLine(String(repeating: level == 1 ? "═" : "─", count: min(widest, width)), style: .dim))
        }
        return result
    }

    /// Styled spans wrapped to `width`; each `"\n"` starts a new line.
    public static func wrap(_ spans: [StyledSpan], width: Int) -> [StyledLine] {
        guard width > 0 else { return [] }
        var result: [StyledLine] = []
        var hardLine: [LineBreaker.Cell] = []
        func finishHardLine() {
            if hardLine.isEmpty {
                result.append(.blank)
            } else {
                for line in LineBreaker.breakLine(hardLine, width: width) {
                    result.append(StyledLine(LineBreaker.spans(of: line)))
                }
            }
            hardLine.removeAll(keepingCapacity: true)
        }
        for span in spans {
            for character in span.text {
                if character.isNewline {
                    finishHardLine()
                } else {
                    hardLine.append(LineBreaker.Cell(character, style: span.style))
                }
            }
        }
        finishHardLine()
        return result
    }

    private static func list(_ items: [[RichBlock]], ordered: Bool, start: Int, width: Int, depth: Int) -> [StyledLine] {
        let markers = items.indices.map { index in
            ordered ? "\(start + index)." : bullets[min(depth, bullets.count - 1)]
        }
        let indent = (markers.map { DisplayWidth.of($0) }.max() ?? 1) + 1
        guard fits(indent: indent, in: width) else {
            return lines(for: items.flatMap { $0 }, width: width, compact: true, listDepth: depth + 1)
        }
        var result: [StyledLine] = []
        for (marker, item) in zip(markers, items) {
            var inner = lines(for: item, width: width - indent, compact: true, listDepth: depth + 1)
            if inner.isEmpty { inner = [.blank] }
            let label =
                ordered ? String(repeating: " ", count: indent - 1 - marker.count) + marker + " " : marker + String(repeating: " ", count: indent - 1)
            let hanging = [StyledSpan(String(repeating: " ", count: indent))]
            for (index, line) in inner.enumerated() {
                result.append(line.prefixed(by: index == 0 ? [StyledSpan(label)] : hanging, trimmingWhenBlank: true))
            }
        }
        return result
    }

    /// Whether indenting by `indent` columns still leaves a usable line.
    static func fits(indent: Int, in width: Int) -> Bool {
        width - indent >= min(8, width)
    }

    /// `line` with `style` added to every span (and to its code's text).
    static func restyled(_ line: StyledLine, adding style: TextStyle) -> StyledLine {
        var restyled = line
        restyled.spans = line.spans.map { StyledSpan($0.text, style: $0.style.union(style)) }
        restyled.code = line.code.map {
            CodeLine(
                prefix: $0.prefix.map { StyledSpan($0.text, style: $0.style.union(style)) }, text: $0.text,
                style: $0.style.union(style), width: $0.width, blockWidth: $0.blockWidth)
        }
        return restyled
    }
}
