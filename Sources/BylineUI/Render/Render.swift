/// Draws `state` on a canvas of `size`: top bar, list and/or article, status bar, and the
/// help on top when it is open.
///
/// Pure and cheap: only visible rows are drawn, and the article's lines come laid out from
/// the state. Any size works, down to 1×1 and 0×0.
public func render(_ state: AppState, size: Size) -> Canvas {
    var canvas = Canvas(size: size)
    guard size.width > 0, size.height > 0 else { return canvas }
    let layout = Layout(size: size, focus: state.focus, pinsSources: state.sources.isPinned)
    let separatorStyle = state.theme.style(.secondary, otherwise: CellStyle(color: .muted))
    TopBar.draw(state, in: layout.topBar, on: &canvas)
    if layout.showsSources {
        SourcesView.draw(state, in: layout.sources, focused: state.focus == .sources, on: &canvas)
    }
    if let separator = layout.sourcesSeparator {
        for y in separator.y..<separator.maxY {
            canvas.write("│", x: separator.x, y: y, style: separatorStyle)
        }
    }
    if layout.showsList {
        ListView.draw(state, in: layout.list, focused: state.focus == .list, on: &canvas)
    }
    if let separator = layout.separator {
        for y in separator.y..<separator.maxY {
            canvas.write("│", x: separator.x, y: y, style: separatorStyle)
        }
    }
    if layout.showsDetail {
        DetailView.draw(state, in: layout.detailText, on: &canvas)
    }
    if state.downloads.isOpen {
        DownloadsView.draw(
            state, in: Rect(x: 0, y: layout.topBar.maxY, width: size.width, height: layout.statusBar.y - layout.topBar.maxY), on: &canvas)
    }
    StatusBar.draw(state, in: layout.statusBar, on: &canvas)
    if state.overlay.isHelp {
        HelpOverlay.draw(state, on: &canvas)
    }
    return canvas
}
