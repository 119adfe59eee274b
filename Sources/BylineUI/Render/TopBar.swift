import BylineCore

/// The first row: what is shown, the counts and the active filter.
enum TopBar {
    /// The bar's style: reversed, so it reads as a bar in monochrome too.
    static let style = CellStyle(.reverse, color: .status)

    /// Draws the bar into `rect` (nothing when it is empty).
    static func draw(_ state: AppState, in rect: Rect, on canvas: inout Canvas) {
        guard !rect.isEmpty else { return }
        let style = state.theme.style(.title, otherwise: Self.style)
        canvas.fill(rect, style: style)
        let counts = countsText(state)
        let countsWidth = DisplayWidth.of(counts)
        var right = rect.maxX - 1
        if countsWidth > 0 && rect.width - countsWidth - 2 >= 12 {
            right = rect.maxX - 1 - countsWidth
            canvas.write(counts, x: right, y: rect.y, style: style, maxX: rect.maxX - 1)
            right -= 2
        }
        var x = rect.x + (rect.width > 2 ? 1 : 0)
        x = canvas.write(DisplayWidth.truncate("Byline", toWidth: right - x), x: x, y: rect.y, style: style.adding(.bold), maxX: right)
        if state.focus == .sources {
            let scope = "  " + BrowserText.sourcesBy(state.sources.sort.label)
            canvas.write(DisplayWidth.truncate(scope, toWidth: right - x), x: x, y: rect.y, style: style, maxX: right)
            return
        }
        let name = state.sourceName ?? state.query.sourceKey ?? BrowserText.allSources.text
        let scope = "  " + TextSanitizer.singleLine(name)
        let filter = (state.query.search.map { "  /" + TextSanitizer.singleLine($0) } ?? "")
            + (state.query.filter.map { "  F: " + TextSanitizer.singleLine($0.description) } ?? "")
        canvas.write(DisplayWidth.truncate(scope + filter, toWidth: right - x), x: x, y: rect.y, style: style, maxX: right)
    }

    /// `12 unread · 340 articles`, or nothing before the first rows arrive.
    static func countsText(_ state: AppState) -> String {
        if state.focus == .sources { return SourcesView.summary(state.sources) }
        guard state.list.isLoaded else { return "" }
        let total = state.list.total
        let noun: BrowserText = state.query.search == nil ? (total == 1 ? .articleCount1 : .articleCountN) : (total == 1 ? .matchCount1 : .matchCountN)
        return BrowserText.unreadAndTotal(state.list.unread, noun(total))
    }
}
