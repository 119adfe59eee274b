import BylineCore
import BylineText

/// The `?` help: the key map's lines in a box over the screen, scrollable.
enum HelpOverlay {
    /// The box for `lineCount` help lines on a `size` screen (above the status bar), and
    /// whether it has a border.
    static func frame(in size: Size, lineCount: Int, lineWidth: Int) -> (rect: Rect, bordered: Bool) {
        let areaHeight = size.height >= 2 ? size.height - 1 : size.height
        let bordered = size.width >= 8 && areaHeight >= 3
        let chrome = bordered ? 2 : 0
        let width = min(size.width, lineWidth + chrome + 2)
        let height = min(areaHeight, lineCount + chrome)
        let rect = Rect(x: (size.width - width) / 2, y: (areaHeight - height) / 2, width: width, height: height)
        return (rect, bordered)
    }

    /// Help lines shown at once on a `size` screen.
    static func visibleLines(in size: Size, lineCount: Int) -> Int {
        let box = frame(in: size, lineCount: lineCount, lineWidth: 0)
        return max(1, box.rect.height - (box.bordered ? 2 : 0))
    }

    /// Draws the box, its title and the lines from `helpScroll`.
    static func draw(_ state: AppState, on canvas: inout Canvas) {
        let lines = state.helpLines
        let lineWidth = lines.map { DisplayWidth.of($0) }.max() ?? 0
        let (rect, bordered) = frame(in: canvas.size, lineCount: lines.count, lineWidth: lineWidth)
        guard !rect.isEmpty else { return }
        canvas.fill(rect)
        var inner = rect
        if bordered {
            var title = BrowserText.helpTitle.text
            if case .sourceInfo(let lines, _) = state.overlay { title = " " + (lines.first ?? "") + " " }
            drawBorder(rect, title: title, on: &canvas)
            inner = Rect(x: rect.x + 2, y: rect.y + 1, width: rect.width - 4, height: rect.height - 2)
        }
        let first = max(0, min(state.helpScroll, lines.count - inner.height))
        for (row, line) in lines.dropFirst(first).prefix(inner.height).enumerated() {
            canvas.write(DisplayWidth.truncate(line, toWidth: inner.width), x: inner.x, y: inner.y + row, maxX: inner.maxX)
        }
    }

    /// A box-drawing frame with the title on its top edge and how to close it on the bottom.
    private static func drawBorder(_ rect: Rect, title: String, on canvas: inout Canvas) {
        let muted = CellStyle(color: .muted)
        let horizontal = String(repeating: "─", count: max(0, rect.width - 2))
        canvas.write("┌" + horizontal + "┐", x: rect.x, y: rect.y, style: muted, maxX: rect.maxX)
        canvas.write("└" + horizontal + "┘", x: rect.x, y: rect.maxY - 1, style: muted, maxX: rect.maxX)
        for y in (rect.y + 1)..<(rect.maxY - 1) {
            canvas.write("│", x: rect.x, y: y, style: muted)
            canvas.write("│", x: rect.maxX - 1, y: y, style: muted)
        }
        canvas.write(
            DisplayWidth.truncate(title, toWidth: rect.width - 4), x: rect.x + 2, y: rect.y,
            style: CellStyle(.bold, color: .accent), maxX: rect.maxX - 2)
        let closing = BrowserText.helpClosing.text
        if DisplayWidth.of(closing) <= rect.width - 4 {
            canvas.write(closing, x: rect.maxX - 2 - DisplayWidth.of(closing), y: rect.maxY - 1, style: muted, maxX: rect.maxX - 2)
        }
    }
}
