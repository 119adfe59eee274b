import BylineCore
import BylineText
import Foundation

/// Draws the sources view: All, Unread, Starred, the tags, the sources and the query feeds,
/// each with unread/total counts; a source whose last refresh failed is marked `✗` with the
/// reason beside it (or in the status bar when the pane is too narrow), so a broken feed is
/// seen at a glance among hundreds.
enum SourcesView {
    /// Column widths for one pane width.
    struct Columns {
        let name: Int
        let counts: Int
        let date: Int
        let error: Int

        init(width: Int) {
            let marker = 2
            counts = width >= 24 ? 11 : 0
            date = width >= 50 ? 6 : 0
            let fixed = marker + counts + (counts > 0 ? 1 : 0) + (date > 0 ? date + 1 : 0)
            if width >= 80 {
                name = min(40, max(12, (width - fixed) * 2 / 5))
                error = max(0, width - fixed - name - 2)
            } else {
                name = max(0, width - fixed)
                error = 0
            }
        }

        /// Whether errors fit in the rows (else the status bar shows the selected one's).
        var showsErrors: Bool { error > 0 }
    }

    /// Draws the view into `rect`.
    static func draw(_ state: AppState, in rect: Rect, focused: Bool, on canvas: inout Canvas) {
        guard !rect.isEmpty else { return }
        let pane = state.sources
        var scrolled = pane
        scrolled.keepSelectionVisible(height: rect.height)
        let columns = Columns(width: rect.width)
        for line in 0..<rect.height {
            let index = scrolled.scroll + line
            guard pane.rows.indices.contains(index) else { break }
            let row = pane.rows[index]
            let y = rect.y + line
            if !row.isSelectable {
                drawHeading(row.name, theme: state.theme, x: rect.x, y: y, maxX: rect.maxX, on: &canvas)
                continue
            }
            let selected = index == pane.selectedIndex
            drawRow(
                row, columns: columns, state: state, selected: selected, focused: focused, x: rect.x, y: y,
                maxX: rect.maxX, on: &canvas)
        }
    }

    /// `── Sources ──────`.
    private static func drawHeading(_ name: String, theme: Theme, x: Int, y: Int, maxX: Int, on canvas: inout Canvas) {
        let style = theme.style(.sourcesHeading, otherwise: CellStyle(.bold, color: .muted))
        let rule = theme.style(.sourcesHeading, otherwise: CellStyle(color: .muted))
        var end = canvas.write("── ", x: x, y: y, style: style, maxX: maxX)
        end = canvas.write(DisplayWidth.truncate(name, toWidth: maxX - end), x: end, y: y, style: style, maxX: maxX)
        end = canvas.write(" ", x: end, y: y, style: style, maxX: maxX)
        if end < maxX { canvas.write(String(repeating: "─", count: maxX - end), x: end, y: y, style: rule, maxX: maxX) }
    }

    /// One source, tag or list row.
    private static func drawRow(
        _ row: SourceRow, columns: Columns, state: AppState, selected: Bool, focused: Bool, x: Int, y: Int, maxX: Int,
        on canvas: inout Canvas
    ) {
        let styles = RowStyles(theme: state.theme, selected: selected, focused: focused, unread: row.tally.unread > 0)
        if let fill = styles.fill { canvas.fill(Rect(x: x, y: y, width: maxX - x, height: 1), style: fill) }
        if row.error != nil { canvas.write("✗", x: x, y: y, style: styles.errorMarker, maxX: maxX) }
        var cursor = x + 2
        let name = DisplayWidth.truncate(row.name, toWidth: columns.name)
        let marks = TextMarks(name, highlights: state.theme.highlights(in: .feedList), base: styles.title)
        canvas.write(name, x: cursor, y: y, style: styles.title, marks: marks, maxX: min(maxX, cursor + columns.name))
        cursor += columns.name
        if columns.counts > 0 {
            let counts = countsText(row)
            let countsX = cursor + 1 + columns.counts - DisplayWidth.of(counts)
            canvas.write(counts, x: countsX, y: y, style: styles.secondary, maxX: min(maxX, cursor + 1 + columns.counts))
            cursor += 1 + columns.counts
        }
        if columns.date > 0 {
            if case .source = row.target {
                let date = row.lastSuccess.map { RelativeDate.format($0, now: state.now, timeZone: state.timeZone) } ?? CommonText.never.text
                let dateX = cursor + 1 + columns.date - DisplayWidth.of(date)
                canvas.write(date, x: dateX, y: y, style: styles.secondary, maxX: min(maxX, cursor + 1 + columns.date))
            }
            cursor += 1 + columns.date
        }
        if columns.showsErrors, let error = row.error {
            canvas.write(DisplayWidth.truncate(error, toWidth: maxX - cursor - 2), x: cursor + 2, y: y, style: styles.error, maxX: maxX)
        }
    }

    /// `12/340`, or `340` when nothing is unread.
    static func countsText(_ row: SourceRow) -> String {
        if row.isCounting { return "…" }
        return row.tally.unread > 0 ? "\(row.tally.unread)/\(row.tally.total)" : "\(row.tally.total)"
    }

    /// The top bar's words while the view has the keyboard: how many sources, how many failing.
    static func summary(_ pane: SourcesPane) -> String {
        let sources = pane.rows.filter { if case .source = $0.target { true } else { false } }
        let failing = sources.filter { $0.error != nil }.count
        let count = (sources.count == 1 ? BrowserText.sourceCount1 : BrowserText.sourceCountN)(sources.count)
        return failing > 0 ? BrowserText.failingCount(count, failing) : count
    }
}
