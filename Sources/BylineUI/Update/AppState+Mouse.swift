/// The mouse: the wheel scrolls the pane under the pointer, a click selects.
extension AppState {
    /// Rows one wheel notch scrolls.
    static let wheelStep = 3

    /// Handles a wheel turn or a click at its screen position.
    mutating func handleMouse(_ key: Key) -> [Effect] {
        let layout = self.layout
        if overlay.isHelp {
            switch key {
            case .wheelUp: scrollHelp(by: -Self.wheelStep)
            case .wheelDown: scrollHelp(by: Self.wheelStep)
            default: overlay = .none
            }
            return []
        }
        switch key {
        case .wheelUp(let x, let y), .wheelDown(let x, let y):
            let step = key == .wheelUp(x: x, y: y) ? -Self.wheelStep : Self.wheelStep
            if layout.showsDetail && layout.detail.contains(x: x, y: y) { return scrollDetail(by: step) }
            if layout.showsList && layout.list.contains(x: x, y: y) { return scrollList(by: step) }
            return []
        case .click(let x, let y):
            if layout.showsList && layout.list.contains(x: x, y: y) {
                let index = listPane.scroll + y - layout.list.y
                guard index < listPane.window.total else { return [] }
                // A second click on the selected headline opens it.
                if index == listPane.selectedIndex && listPane.selectedID != nil { return openSelected() }
                focus = .list
                return select(index: index)
            }
            if layout.showsDetail && layout.detail.contains(x: x, y: y) && shownArticle != nil {
                focus = .detail
            }
            return []
        default:
            return []
        }
    }
}
