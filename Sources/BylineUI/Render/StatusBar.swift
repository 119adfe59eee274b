import BylineCore

/// The last row: the filter prompt, a note, the last error or key hints on the left;
/// refresh progress on the right.
enum StatusBar {
    /// The bar's style: reversed, so it reads as a bar in monochrome too.
    static let style = CellStyle(.reverse, color: .status)

    /// Draws the bar into `rect` (nothing when it is empty).
    static func draw(_ state: AppState, in rect: Rect, on canvas: inout Canvas) {
        guard !rect.isEmpty else { return }
        canvas.fill(rect, style: style)
        let margin = rect.width > 2 ? 1 : 0
        var right = rect.maxX - margin
        if let refresh = state.refresh {
            let label = refresh.label
            let labelWidth = DisplayWidth.of(label)
            if rect.width - labelWidth - 2 * margin >= 10 {
                canvas.write(label, x: right - labelWidth, y: rect.y, style: style.adding(.bold), maxX: right)
                right -= labelWidth + 2
            }
        }
        let x = rect.x + margin
        let width = max(0, right - x)
        if state.isFilterPromptActive {
            drawPrompt(state.filterText, x: x, y: rect.y, maxX: right, on: &canvas)
        } else if let expression = state.expressionPrompt {
            drawPrompt(expression, prefix: BrowserText.filterPrompt.text, x: x, y: rect.y, maxX: right, on: &canvas)
        } else if let status = state.status {
            canvas.write(DisplayWidth.truncate(TextSanitizer.singleLine(status.text), toWidth: width), x: x, y: rect.y, style: style, maxX: right)
        } else if state.focus == .sources, let error = state.sources.selectedRow?.error,
                  !SourcesView.Columns(width: state.layout.sources.width).showsErrors {
            let text = DisplayWidth.truncate("✗ " + error, toWidth: width)
            canvas.write(text, x: x, y: rect.y, style: CellStyle([.reverse, .bold], color: .error), maxX: right)
        } else if let error = state.lastError {
            let text = DisplayWidth.truncate(TextSanitizer.singleLine(error), toWidth: width)
            canvas.write(text, x: x, y: rect.y, style: CellStyle([.reverse, .bold], color: .error), maxX: right)
        } else {
            canvas.write(hints(state, width: width), x: x, y: rect.y, style: style, maxX: right)
        }
    }

    /// `/query_`: the end of the filter text when it is wider than the bar, then a cursor.
    static func drawPrompt(_ text: String, prefix: String = "/", x: Int, y: Int, maxX: Int, on canvas: inout Canvas) {
        let clean = TextSanitizer.singleLine(text) + (text.last == " " ? " " : "")
        var shown = prefix + clean
        let room = maxX - x - 1
        while DisplayWidth.of(shown) > room, !shown.isEmpty {
            shown.removeFirst()
        }
        let end = canvas.write(shown, x: x, y: y, style: style, maxX: maxX)
        // The cursor is drawn, not placed: a cell out of the bar's reverse video.
        canvas.write(" ", x: end, y: y, style: .plain, maxX: maxX)
    }

    /// Key hints for the focused pane, written with the keys the key map really binds, as
    /// many as fit in `width` columns.
    static func hints(_ state: AppState, width: Int) -> String {
        let wanted: [(Command, BrowserText)] = state.focus == .sources
            ? [(.open, .hintShow), (.markAllRead, .hintMarkRead), (.refreshSource, .hintRefresh), (.cycleSort, .hintSort), (.backOrQuit, .hintBack)]
            : state.focus == .detail
            ? [(.help, .hintHelp), (.back, .hintBack), (.nextUnread, .hintNextUnread), (.openInBrowser, .hintBrowser), (.openLink(1), .hintLinks), (.toggleStar, .hintStar)]
            : [(.help, .hintHelp), (.open, .hintOpen), (.filter, .hintFilter), (.refreshAll, .hintRefresh), (.nextUnread, .hintNextUnread), (.backOrQuit, .hintQuit)]
        var text = ""
        for (command, hint) in wanted {
            let words = hint.text
            guard let key = state.keyMap.keys(for: command).first else { continue }
            let label = command == .openLink(1) ? "1–9" : key.label
            let hint = (text.isEmpty ? "" : "  ") + label + " " + words
            if DisplayWidth.of(text + hint) > width { break }
            text += hint
        }
        return text
    }
}
