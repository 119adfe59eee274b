import BylineCore

/// The looks of the parts of one list row (a headline or a source): newsboat's `listnormal`,
/// `listfocus` and their `_unread` forms, or a `highlight-article` line's, with the star,
/// secondary text and errors drawn over the row's background.
struct RowStyles {
    /// What the whole row is filled with first; nil leaves the cells as they are.
    let fill: CellStyle?
    /// The title or name.
    let title: CellStyle
    /// The unread marker.
    let marker: CellStyle
    /// The star.
    let star: CellStyle
    /// Dates, source names, counts.
    let secondary: CellStyle
    /// The `✗` of a failing source.
    let errorMarker: CellStyle
    /// A failing source's reason.
    let error: CellStyle

    /// The looks for a row that is (or is not) `selected` in a `focused` pane, `unread`, and
    /// matched by a `highlight-article` line's `highlighted` style. Selection wins over a
    /// highlight, so the cursor never hides.
    init(theme: Theme, selected: Bool, focused: Bool, unread: Bool, highlighted: CellStyle? = nil) {
        if selected {
            let standard = CellStyle([.reverse], color: .selected)
            // An unfocused pane's cursor is dimmed, except a configured look with bold: dim and
            // bold are one setting (intensity) on many terminals, so dim would undo the bold
            // the config asked for (`color listfocus black yellow bold`).
            func cue(_ style: CellStyle, configured: Bool) -> CellStyle {
                focused || (configured && style.attributes.contains(.bold)) ? style : style.adding(.dim)
            }
            let read = cue(theme.style(.listFocus, otherwise: standard), configured: theme.colors(.listFocus))
            let unreadLook = cue(
                theme.style(.listFocusUnread, otherwise: standard.adding(.bold)),
                configured: theme.colors(.listFocusUnread) || theme.colors(.listFocus))
            // The row takes the unread colors, with the read look's attributes: only the
            // title and marker are bold.
            var row = read
            if unread {
                row.foreground = unreadLook.foreground
                row.background = unreadLook.background
            }
            fill = row
            title = unread ? unreadLook : read
            marker = unreadLook
            star = row.adding(.bold)
            secondary = row
            errorMarker = row.adding(.bold)
            error = row
            return
        }
        let unreadLook = highlighted ?? theme.style(.listNormalUnread, otherwise: CellStyle(.bold, color: .unread))
        let readLook = highlighted ?? theme.style(.listNormal, otherwise: .plain)
        let row = unread ? unreadLook : readLook
        fill = row.background == nil ? nil : CellStyle([], color: row.color, foreground: row.foreground, background: row.background)
        title = row
        marker = unreadLook.over(row)
        star = theme.style(.star, otherwise: CellStyle(.bold, color: .starred)).over(row)
        secondary = theme.style(.secondary, otherwise: CellStyle(color: .muted)).over(row)
        errorMarker = theme.style(.error, otherwise: CellStyle(.bold, color: .error)).over(row)
        error = theme.style(.error, otherwise: CellStyle(color: .error)).over(row)
    }
}
