import BylineCore
import BylineText

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
        if let failing = failingText(state, room: right - rect.x - 12) {
            // As the status bar draws an error: the error's look over the bar's.
            let errorStyle = state.theme.style(.error, otherwise: CellStyle([.reverse, .bold], color: .error)).over(style)
            let width = DisplayWidth.of(failing)
            canvas.write(failing, x: right - width, y: rect.y, style: errorStyle, maxX: right)
            right -= width + 2
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
        let filter =
            (state.query.search.map { "  /" + TextSanitizer.singleLine($0) } ?? "")
            + (state.query.filter.map { "  F: " + TextSanitizer.singleLine($0.description) } ?? "")
        // The arrivals marker keeps its room; the name and filter are cut first.
        let arrivals = state.listPane.newAbove > 0 ? "  " + ScreenNoticeText.newAbove(state.listPane.newAbove) : ""
        let arrivalsWidth = DisplayWidth.of(arrivals) <= right - x - 8 ? DisplayWidth.of(arrivals) : 0
        x = canvas.write(
            DisplayWidth.truncate(scope + filter, toWidth: right - x - arrivalsWidth), x: x, y: rect.y, style: style,
            maxX: right - arrivalsWidth)
        if arrivalsWidth > 0 { canvas.write(arrivals, x: x, y: rect.y, style: style.adding(.bold), maxX: right) }
    }

    /// `✗ 3 failing` (or `✗3` where room is short) when sources failed at their last
    /// refresh; nil when none did or there is no room for it.
    static func failingText(_ state: AppState, room: Int) -> String? {
        let count = state.sources.failingCount
        guard count > 0, state.focus != .sources else { return nil }
        let long = ScreenNoticeText.failingSources(count)
        if DisplayWidth.of(long) <= room { return long }
        let short = ScreenNoticeText.failingSourcesShort(count)
        return DisplayWidth.of(short) <= room ? short : nil
    }

    /// `12 unread · 340 articles`, or nothing before the first rows arrive.
    static func countsText(_ state: AppState) -> String {
        if state.focus == .sources { return SourcesView.summary(state.sources) }
        guard state.listPane.window.isLoaded else { return "" }
        let total = state.listPane.window.total
        let noun: BrowserText =
            state.query.search == nil ? (total == 1 ? .articleCount1 : .articleCountN) : (total == 1 ? .matchCount1 : .matchCountN)
        return BrowserText.unreadAndTotal(state.listPane.window.unread, noun(total))
    }
}
