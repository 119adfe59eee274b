/// Where each column of a headline row goes at a given list width; narrow lists drop the
/// source first, then the date, then the markers, keeping the title.
struct ListColumns: Equatable {
    /// Columns for the unread marker, star and media marker (0 or 3), plus a space after them.
    let markers: Int
    /// Columns for the source name (0 when dropped), plus a space after it.
    let source: Int
    /// Columns for the date (0 when dropped), plus a space after it.
    let date: Int

    /// The columns for a list `width` columns wide.
    init(width: Int) {
        markers = width >= 8 ? 3 : 0
        date = width >= 30 ? RelativeDate.maximumWidth : 0
        source = width >= 40 ? min(14, max(6, (width - 10) / 5)) : 0
    }

    /// Where the source name starts, from the row's left edge.
    var sourceX: Int { markers == 0 ? 0 : markers + 1 }
    /// Where the date starts.
    var dateX: Int { sourceX + (source == 0 ? 0 : source + 1) }
    /// Where the title starts.
    var titleX: Int { dateX + (date == 0 ? 0 : date + 1) }
}
