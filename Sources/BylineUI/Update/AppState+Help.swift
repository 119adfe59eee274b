import BylineCore
import BylineText

/// The `?` help overlay.
extension AppState {
    /// What `?` lists: the warnings found at start and the last refresh's failures, each
    /// wrapped to the screen so all of it can be read, then the keys.
    public var helpLines: [String] {
        if case .sourceInfo(let lines, _) = overlay { return Array(lines.dropFirst()) }
        let width = max(8, size.width - 6)
        var lines: [String] = []
        let sections = [(ScreenNoticeText.warningsHeading.text, warnings), (ScreenNoticeText.refreshFailuresHeading.text, refreshFailures)]
        for (heading, items) in sections where !items.isEmpty {
            lines.append(heading)
            for item in items {
                let wrapped = DisplayWidth.wrap(TextSanitizer.singleLine(item), width: width)
                lines += wrapped.enumerated().map { ($0.offset == 0 ? "• " : "  ") + $0.element }
            }
            lines.append("")
        }
        return lines + keyMap.helpLines
    }

    /// The status bar's line for the warnings found at start: how many, the key that lists
    /// them, then the first (a long warning is cut at the bar's end, so the count goes first).
    public var warningNotice: String? {
        guard let first = warnings.first else { return nil }
        let key = keyMap.keys(for: .help).first?.label ?? "?"
        return warnings.count == 1 ? ScreenNoticeText.oneWarning(key, first) : ScreenNoticeText.warnings(warnings.count, key, first)
    }

    /// A key while help is shown: movement scrolls it, `?`/Esc/q close it, Q quits.
    mutating func handleHelpKey(_ key: Key) -> [Effect] {
        handleHelp(keyMap.command(for: key, in: .help))
    }

    /// A command while help is shown (from a key or a macro's step).
    mutating func handleHelp(_ command: Command?) -> [Effect] {
        switch command {
        case .help, .back, .backOrQuit, .sourceInfo: overlay = .none
        case .moveUp: scrollHelp(by: -1)
        case .moveDown: scrollHelp(by: 1)
        case .pageUp: scrollHelp(by: -HelpOverlay.visibleLines(in: size, lineCount: helpLines.count))
        case .pageDown: scrollHelp(by: HelpOverlay.visibleLines(in: size, lineCount: helpLines.count))
        case .top: scrollHelp(by: -helpScroll)
        case .bottom: scrollHelp(by: Int.max / 2)
        case .quit: return [.quit]
        case .redraw: return [.redraw]
        default: break
        }
        return []
    }

    /// The first help line shown (0 when the help is closed).
    public var helpScroll: Int {
        switch overlay {
        case .help(let scroll), .sourceInfo(_, let scroll): return scroll
        default: return 0
        }
    }

    /// Scrolls the help by `delta` lines.
    mutating func scrollHelp(by delta: Int) {
        guard overlay.isHelp else { return }
        overlay = overlay.scrolled(to: helpScroll + delta)
        clampHelpScroll()
    }

    /// Keeps the help's scroll inside the help text.
    mutating func clampHelpScroll() {
        guard overlay.isHelp else { return }
        let count = helpLines.count
        let maximum = max(0, count - HelpOverlay.visibleLines(in: size, lineCount: count))
        overlay = overlay.scrolled(to: min(max(helpScroll, 0), maximum))
    }
}
