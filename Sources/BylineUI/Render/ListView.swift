import BylineCore
import Foundation

/// The headline list: one row per article, only the visible ones drawn.
enum ListView {
    /// Draws the visible headlines into `rect`, or the empty-list message.
    static func draw(_ state: AppState, in rect: Rect, focused: Bool, on canvas: inout Canvas) {
        guard !rect.isEmpty else { return }
        let list = state.list
        if !list.isLoaded || list.total == 0 {
            drawMessage(emptyMessage(state), in: rect, on: &canvas)
            return
        }
        // The state's scroll is for its own size; at another size keep the selection in view.
        var scroll = state.listScroll
        if state.selectedIndex >= scroll + rect.height { scroll = state.selectedIndex - rect.height + 1 }
        if state.selectedIndex < scroll { scroll = state.selectedIndex }
        scroll = max(0, min(scroll, list.total - rect.height))
        let columns = ListColumns(width: rect.width)
        for line in 0..<rect.height {
            let index = scroll + line
            guard index < list.total else { break }
            let selected = index == state.selectedIndex
            let base = selected ? CellStyle(focused ? [.reverse] : [.reverse, .dim], color: .selected) : .plain
            if selected { canvas.fill(Rect(x: rect.x, y: rect.y + line, width: rect.width, height: 1), style: base) }
            if let row = list.row(at: index) {
                drawRow(row, columns: columns, state: state, base: base, selected: selected, x: rect.x, y: rect.y + line, maxX: rect.maxX, on: &canvas)
            } else {
                canvas.write("…", x: rect.x + columns.titleX, y: rect.y + line, style: CellStyle(.dim, color: .muted), maxX: rect.maxX)
            }
        }
    }

    /// One headline: unread marker, star, source, date, title, each cut to its column.
    static func drawRow(
        _ row: ArticleSummary, columns: ListColumns, state: AppState, base: CellStyle, selected: Bool,
        x: Int, y: Int, maxX: Int, on canvas: inout Canvas
    ) {
        func style(_ attributes: CellAttributes, _ color: ColorRole) -> CellStyle {
            selected ? base.adding(attributes.subtracting(.dim)) : CellStyle(attributes, color: color)
        }
        if columns.markers > 0 {
            if !row.isRead { canvas.write("●", x: x, y: y, style: style([.bold], .unread), maxX: maxX) }
            if row.isStarred { canvas.write("★", x: x + 1, y: y, style: style([.bold], .starred), maxX: maxX) }
        }
        if columns.source > 0 {
            let source = DisplayWidth.truncate(TextSanitizer.singleLine(row.sourceName), toWidth: columns.source)
            canvas.write(source, x: x + columns.sourceX, y: y, style: style([], .muted), maxX: min(maxX, x + columns.sourceX + columns.source))
        }
        if columns.date > 0, let published = row.published {
            let date = RelativeDate.format(published, now: state.now, timeZone: state.timeZone)
            let dateX = x + columns.dateX + columns.date - DisplayWidth.of(date)
            canvas.write(date, x: dateX, y: y, style: style([], .muted), maxX: min(maxX, x + columns.dateX + columns.date))
        }
        let titleX = x + columns.titleX
        let cleanTitle = TextSanitizer.singleLine(row.title)
        let title = cleanTitle.isEmpty ? BrowserText.untitled.text : cleanTitle
        let titleStyle = row.isRead ? style([], .normal) : style([.bold], .unread)
        canvas.write(DisplayWidth.truncate(title, toWidth: maxX - titleX), x: titleX, y: y, style: titleStyle, maxX: maxX)
    }

    /// What an empty list says.
    static func emptyMessage(_ state: AppState) -> String {
        if !state.list.isLoaded { return BrowserText.loading.text }
        if let search = state.query.search { return BrowserText.noMatches(TextSanitizer.singleLine(search)) }
        if state.query.unreadOnly { return BrowserText.noUnreadArticles.text }
        if state.query.starredOnly { return BrowserText.noStarredArticles.text }
        return BrowserText.noArticlesYet.text
    }

    /// A message wrapped into `rect`, one column in from the left, from its second row.
    static func drawMessage(_ message: String, in rect: Rect, on canvas: inout Canvas) {
        let margin = rect.width > 4 ? 1 : 0
        let top = rect.height > 2 ? 1 : 0
        let lines = DisplayWidth.wrap(message, width: rect.width - 2 * margin)
        for (offset, line) in lines.prefix(max(0, rect.height - top)).enumerated() {
            canvas.write(line, x: rect.x + margin, y: rect.y + top + offset, style: CellStyle(.dim, color: .muted), maxX: rect.maxX)
        }
    }
}
