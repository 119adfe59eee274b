import BylineCore
import BylineText

/// The article pane: the open article's lines from the scroll position, styled.
enum DetailView {
    /// Draws the article shown (or "Loading…") into `rect`.
    static func draw(_ state: AppState, in rect: Rect, on canvas: inout Canvas) {
        guard !rect.isEmpty else { return }
        guard let shown = state.shownArticle else {
            if state.articlePane.loadingID != nil || (state.listPane.selectedID != nil && state.focus == .detail) {
                canvas.write(
                    BrowserText.loading.text, x: rect.x, y: rect.y, style: state.theme.style(.secondary, otherwise: CellStyle(.dim, color: .muted)),
                    maxX: rect.maxX)
            }
            return
        }
        let lines = shown.lines(width: rect.width)
        let theme = state.theme
        let text = theme.style(.article, otherwise: .plain)
        if text.background != nil { canvas.fill(rect, style: text) }
        let highlights = theme.highlights(in: .article)
        let scroll = max(0, min(state.articlePane.scroll, lines.count - rect.height))
        let codeOffset = state.codeOffset(for: shown)
        for row in 0..<rect.height {
            let index = scroll + row
            guard index < lines.count else {
                drawEndMarker(theme, x: rect.x, y: rect.y + row, maxX: rect.maxX, on: &canvas)
                continue
            }
            let line = lines[index].scrolledCode(by: codeOffset)
            let marks = highlights.isEmpty ? TextMarks() : TextMarks(line.plainText, highlights: highlights, base: text)
            var x = rect.x
            var offset = 0
            for span in line.spans {
                let style = cellStyle(span.style, theme: theme).over(text)
                x = canvas.write(span.text, x: x, y: rect.y + row, style: style, marks: marks, offset: offset, maxX: rect.maxX)
                offset += span.text.utf8.count
                if x >= rect.maxX { break }
            }
        }
    }

    /// newsboat's `~` below the end of the text, drawn only when `end-of-text-marker` has a
    /// `color` line (Byline's own screens leave those rows empty).
    private static func drawEndMarker(_ theme: Theme, x: Int, y: Int, maxX: Int, on canvas: inout Canvas) {
        guard theme.colors(.endOfTextMarker) else { return }
        canvas.write("~", x: x, y: y, style: theme.style(.endOfTextMarker, otherwise: CellStyle(color: .muted)), maxX: maxX)
    }

    /// The terminal look of a text style: headings bold in the accent color, links
    /// underlined, quotes muted, each as its `color` line says when it has one; the
    /// markup's own bold, italic and the like on top.
    static func cellStyle(_ style: TextStyle, theme: Theme = Theme()) -> CellStyle {
        if style.isEmpty { return theme.style(.article, otherwise: .plain) }
        var attributes: CellAttributes = []
        if style.contains(.bold) { attributes.insert(.bold) }
        if style.contains(.italic) { attributes.insert(.italic) }
        if style.contains(.underline) { attributes.insert(.underline) }
        if style.contains(.dim) { attributes.insert(.dim) }
        if style.contains(.reverse) { attributes.insert(.reverse) }
        // A link in a heading stays as bold as the heading around it.
        if style.contains(.heading) && style.contains(.link) { attributes.insert(.bold) }
        let base: CellStyle
        if style.contains(.link) {
            base = theme.style(.link, otherwise: CellStyle(.underline, color: .link))
        } else if style.contains(.heading) {
            base = theme.style(.heading, otherwise: CellStyle(.bold, color: .accent))
        } else if style.contains(.quote) {
            base = theme.style(.quote, otherwise: CellStyle(color: .muted))
        } else if style.contains(.code) {
            base = theme.style(.code, otherwise: theme.style(.article, otherwise: .plain))
        } else {
            base = theme.style(.article, otherwise: .plain)
        }
        return base.adding(attributes)
    }
}
