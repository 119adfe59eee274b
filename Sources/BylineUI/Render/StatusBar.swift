import BylineCore
import BylineText

/// The last row: the filter prompt, a note, the last error or key hints on the left;
/// refresh progress on the right.
enum StatusBar {
    /// The bar's style: reversed, so it reads as a bar in monochrome too.
    static let style = CellStyle(.reverse, color: .status)

    /// Draws the bar into `rect` (nothing when it is empty).
    static func draw(_ state: AppState, in rect: Rect, on canvas: inout Canvas) {
        guard !rect.isEmpty else { return }
        let style = state.theme.style(.info, otherwise: Self.style)
        let errorStyle = state.theme.style(.error, otherwise: CellStyle([.reverse, .bold], color: .error))
        canvas.fill(rect, style: style)
        let margin = rect.width > 2 ? 1 : 0
        var right = rect.maxX - margin
        if let label = state.backgroundLabel {
            let labelWidth = DisplayWidth.of(label)
            if rect.width - labelWidth - 2 * margin >= 10 {
                canvas.write(label, x: right - labelWidth, y: rect.y, style: style.adding(.bold), maxX: right)
                right -= labelWidth + 2
            }
        }
        let x = rect.x + margin
        let width = max(0, right - x)
        if let (text, prefix) = prompt(of: state) {
            drawPrompt(text, prefix: prefix, style: style, x: x, y: rect.y, maxX: right, on: &canvas)
        } else if let status = state.status {
            canvas.write(DisplayWidth.truncate(TextSanitizer.singleLine(status.text), toWidth: width), x: x, y: rect.y, style: style, maxX: right)
        } else if state.focus == .sources, let error = state.sources.selectedRow?.error,
            !SourcesView.Columns(width: state.layout.sources.width).showsErrors
        {
            let text = DisplayWidth.truncate("✗ " + error, toWidth: width)
            canvas.write(text, x: x, y: rect.y, style: errorStyle.over(style), maxX: right)
        } else if let error = state.lastError {
            let text = DisplayWidth.truncate(TextSanitizer.singleLine(error), toWidth: width)
            canvas.write(text, x: x, y: rect.y, style: errorStyle.over(style), maxX: right)
        } else {
            drawHints(state, width: width, style: style, x: x, y: rect.y, maxX: right, on: &canvas)
        }
    }

    /// The open prompt's text and the words before it; nil when no prompt is open.
    static func prompt(of state: AppState) -> (text: String, prefix: String)? {
        switch state.overlay {
        case .filterPrompt: (state.filterText, "/")
        case .expressionPrompt(let expression): (expression, BrowserText.filterPrompt.text)
        case .pipePrompt(let command): (command, PlumbingText.pipePrompt.text)
        case .saveConfirm(_, let path): ("", SaveKeyText.overwrite(path))
        case .none, .help, .macroKey, .sourceInfo: nil
        }
    }

    /// `/query_`: the end of the filter text when it is wider than the bar, then a cursor.
    static func drawPrompt(
        _ text: String, prefix: String = "/", style: CellStyle = StatusBar.style, x: Int, y: Int, maxX: Int, on canvas: inout Canvas
    ) {
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
        hintParts(state, width: width).map(\.text).joined()
    }

    /// The hints in their parts (newsboat's `hint-key`, `hint-description`, `hint-separator`),
    /// each in its element's look over the bar's.
    static func drawHints(_ state: AppState, width: Int, style: CellStyle, x: Int, y: Int, maxX: Int, on canvas: inout Canvas) {
        var column = x
        for part in hintParts(state, width: width) {
            column = canvas.write(part.text, x: column, y: y, style: state.theme.style(part.element, otherwise: style).over(style), maxX: maxX)
        }
    }

    /// One piece of the hints and the element that colors it.
    struct HintPart {
        /// The text.
        var text: String
        /// `hint-key`, `hint-description` or `hint-separator`.
        var element: ColorElement
    }

    /// The hints as pieces, as many whole hints as fit in `width` columns.
    static func hintParts(_ state: AppState, width: Int) -> [HintPart] {
        let wanted: [(Command, BrowserText)] =
            state.focus == .sources
            ? [(.open, .hintShow), (.markAllRead, .hintMarkRead), (.refreshSource, .hintRefresh), (.cycleSort, .hintSort), (.backOrQuit, .hintBack)]
            : state.focus == .detail
                ? [
                    (.help, .hintHelp), (.back, .hintBack), (.nextUnread, .hintNextUnread), (.openInBrowser, .hintBrowser),
                    (.openLink(1), .hintLinks), (.toggleStar, .hintStar)
                ]
                : [
                    (.help, .hintHelp), (.open, .hintOpen), (.filter, .hintFilter), (.refreshAll, .hintRefresh), (.nextUnread, .hintNextUnread),
                    (.backOrQuit, .hintQuit)
                ]
        var parts: [HintPart] = []
        var used = 0
        for (command, hint) in wanted {
            let words = hint.text
            guard let key = state.keyMap.keys(for: command, in: state.keyContext).first else { continue }
            let label = command == .openLink(1) ? "1–9" : key.label
            let separator = parts.isEmpty ? "" : "  "
            let hintWidth = DisplayWidth.of(separator + label + " " + words)
            if used + hintWidth > width { break }
            used += hintWidth
            if !separator.isEmpty { parts.append(HintPart(text: separator, element: .hintSeparator)) }
            parts.append(HintPart(text: label, element: .hintKey))
            parts.append(HintPart(text: " " + words, element: .hintDescription))
        }
        return parts
    }
}
