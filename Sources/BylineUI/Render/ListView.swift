import BylineCore
import BylineText
import Foundation

/// The headline list: one row per article, only the visible ones drawn.
enum ListView {
    /// Draws the visible headlines into `rect`, or the empty-list message.
    static func draw(_ state: AppState, in rect: Rect, focused: Bool, on canvas: inout Canvas) {
        guard !rect.isEmpty else { return }
        let list = state.listPane.window
        if !list.isLoaded || list.total == 0 {
            drawMessage(
                emptyMessage(state), in: rect, style: state.theme.style(.secondary, otherwise: CellStyle(.dim, color: .muted)),
                on: &canvas)
            return
        }
        // The state's scroll is for its own size; at another size keep the selection in view.
        let scroll = state.listPane.scrollShowingSelection(height: rect.height)
        let columns = ListColumns(width: rect.width)
        for line in 0..<rect.height {
            let index = scroll + line
            guard index < list.total else { break }
            let selected = index == state.listPane.selectedIndex
            if let row = list.row(at: index) {
                let highlighted =
                    selected || state.theme.scheme.headlineHighlights.isEmpty
                    ? nil
                    : state.theme.headlineStyle(for: row, tags: state.sources.tags(of: row.sourceKey), now: state.now, timeZone: state.timeZone)
                let styles = RowStyles(
                    theme: state.theme, selected: selected, focused: focused, unread: !row.isRead,
                    highlighted: highlighted)
                if let fill = styles.fill { canvas.fill(Rect(x: rect.x, y: rect.y + line, width: rect.width, height: 1), style: fill) }
                drawRow(row, columns: columns, state: state, styles: styles, x: rect.x, y: rect.y + line, maxX: rect.maxX, on: &canvas)
            } else {
                if selected {
                    let fill = RowStyles(theme: state.theme, selected: true, focused: focused, unread: false).fill ?? .plain
                    canvas.fill(Rect(x: rect.x, y: rect.y + line, width: rect.width, height: 1), style: fill)
                }
                let waiting = state.theme.style(.secondary, otherwise: CellStyle(.dim, color: .muted))
                canvas.write("…", x: rect.x + columns.titleX, y: rect.y + line, style: waiting, maxX: rect.maxX)
            }
        }
    }

    /// One headline: unread marker, star, media marker (`♪`: it carries enclosures), source, date, title, each cut to its column; the
    /// title with the `highlight articlelist` matches and the `/` search's words marked.
    static func drawRow(
        _ row: ArticleSummary, columns: ListColumns, state: AppState, styles: RowStyles,
        x: Int, y: Int, maxX: Int, on canvas: inout Canvas
    ) {
        if columns.markers > 0 {
            if !row.isRead { canvas.write("●", x: x, y: y, style: styles.marker, maxX: maxX) }
            if row.isStarred { canvas.write("★", x: x + 1, y: y, style: styles.star, maxX: maxX) }
            if row.hasMedia { canvas.write("♪", x: x + 2, y: y, style: styles.marker, maxX: maxX) }
        }
        if columns.source > 0 {
            let source = DisplayWidth.truncate(TextSanitizer.singleLine(row.sourceName), toWidth: columns.source)
            canvas.write(source, x: x + columns.sourceX, y: y, style: styles.secondary, maxX: min(maxX, x + columns.sourceX + columns.source))
        }
        if columns.date > 0, let published = row.published {
            let date = RelativeDate.format(published, now: state.now, timeZone: state.timeZone)
            let dateX = x + columns.dateX + columns.date - DisplayWidth.of(date)
            canvas.write(date, x: dateX, y: y, style: styles.secondary, maxX: min(maxX, x + columns.dateX + columns.date))
        }
        let titleX = x + columns.titleX
        let cleanTitle = TextSanitizer.singleLine(row.title)
        let title = DisplayWidth.truncate(cleanTitle.isEmpty ? BrowserText.untitled.text : cleanTitle, toWidth: maxX - titleX)
        var marks = TextMarks(title, highlights: state.theme.highlights(in: .articleList), base: styles.title)
        let hit = state.theme.style(.searchHit, otherwise: styles.title.adding(.underline))
        marks.addSearch(state.query.search, in: title, style: hit.over(styles.title))
        canvas.write(title, x: titleX, y: y, style: styles.title, marks: marks, maxX: maxX)
    }

    /// What an empty list says.
    static func emptyMessage(_ state: AppState) -> String {
        if !state.listPane.window.isLoaded { return BrowserText.loading.text }
        if let search = state.query.search { return BrowserText.noMatches(TextSanitizer.singleLine(search)) }
        if let key = state.query.sourceKey, let feed = state.sources.counts?.feeds[key], feed.total == 0,
            let reason = EmptySourceReason.words(for: feed, now: state.now, timeZone: state.timeZone)
        {
            return reason
        }
        if state.query.unreadOnly { return BrowserText.noUnreadArticles.text }
        if state.query.starredOnly { return BrowserText.noStarredArticles.text }
        return BrowserText.noArticlesYet.text
    }

    /// A message wrapped into `rect`, one column in from the left, from its second row.
    static func drawMessage(
        _ message: String, in rect: Rect, style: CellStyle = CellStyle(.dim, color: .muted),
        on canvas: inout Canvas
    ) {
        let margin = rect.width > 4 ? 1 : 0
        let top = rect.height > 2 ? 1 : 0
        let lines = DisplayWidth.wrap(message, width: rect.width - 2 * margin)
        for (offset, line) in lines.prefix(max(0, rect.height - top)).enumerated() {
            canvas.write(line, x: rect.x + margin, y: rect.y + top + offset, style: style, maxX: rect.maxX)
        }
    }
}
