import BylineCore

/// The article pane: the open article's lines from the scroll position, styled.
enum DetailView {
    /// Draws the article shown (or "Loading…") into `rect`.
    static func draw(_ state: AppState, in rect: Rect, on canvas: inout Canvas) {
        guard !rect.isEmpty else { return }
        guard let shown = state.shownArticle else {
            if state.loadingArticleID != nil || (state.selectedID != nil && state.focus == .detail) {
                canvas.write(BrowserText.loading.text, x: rect.x, y: rect.y, style: CellStyle(.dim, color: .muted), maxX: rect.maxX)
            }
            return
        }
        let lines = shown.lines(width: rect.width)
        let scroll = max(0, min(state.detailScroll, lines.count - rect.height))
        for row in 0..<rect.height {
            let index = scroll + row
            guard index < lines.count else { break }
            var x = rect.x
            for span in lines[index].spans {
                x = canvas.write(span.text, x: x, y: rect.y + row, style: cellStyle(span.style), maxX: rect.maxX)
                if x >= rect.maxX { break }
            }
        }
    }

    /// The terminal look of a text style: headings bold in the accent color, links
    /// underlined, quotes and labels muted.
    static func cellStyle(_ style: TextStyle) -> CellStyle {
        if style.isEmpty { return .plain }
        var attributes: CellAttributes = []
        var color = ColorRole.normal
        if style.contains(.bold) || style.contains(.heading) { attributes.insert(.bold) }
        if style.contains(.italic) { attributes.insert(.italic) }
        if style.contains(.underline) { attributes.insert(.underline) }
        if style.contains(.dim) { attributes.insert(.dim) }
        if style.contains(.reverse) { attributes.insert(.reverse) }
        if style.contains(.quote) { color = .muted }
        if style.contains(.heading) { color = .accent }
        if style.contains(.link) {
            attributes.insert(.underline)
            color = .link
        }
        return CellStyle(attributes, color: color)
    }
}
