/// The `?` help overlay.
extension AppState {
    /// A key while help is shown: movement scrolls it, `?`/Esc/q close it, Q quits.
    mutating func handleHelpKey(_ key: Key) -> [Effect] {
        handleHelp(keyMap.command(for: key, in: .help))
    }

    /// A command while help is shown (from a key or a macro's step).
    mutating func handleHelp(_ command: Command?) -> [Effect] {
        switch command {
        case .help, .back, .backOrQuit: isHelpVisible = false
        case .moveUp: scrollHelp(by: -1)
        case .moveDown: scrollHelp(by: 1)
        case .pageUp: scrollHelp(by: -HelpOverlay.visibleLines(in: size, lineCount: keyMap.helpLines.count))
        case .pageDown: scrollHelp(by: HelpOverlay.visibleLines(in: size, lineCount: keyMap.helpLines.count))
        case .top: helpScroll = 0
        case .bottom: scrollHelp(by: Int.max / 2)
        case .quit: return [.quit]
        case .redraw: return [.redraw]
        default: break
        }
        return []
    }

    /// Scrolls the help by `delta` lines.
    mutating func scrollHelp(by delta: Int) {
        helpScroll += delta
        clampHelpScroll()
    }

    /// Keeps `helpScroll` inside the help text.
    mutating func clampHelpScroll() {
        let count = keyMap.helpLines.count
        let maximum = max(0, count - HelpOverlay.visibleLines(in: size, lineCount: count))
        helpScroll = min(max(helpScroll, 0), maximum)
    }
}
