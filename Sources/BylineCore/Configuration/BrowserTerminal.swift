/// `browser-terminal`: whether `o` hands the terminal to the browser command and waits for
/// it (a text browser, or a script around one), or starts it detached (a graphical one).
public enum BrowserTerminal: String, Sendable, CaseIterable {
    /// A program known to draw in the terminal (w3m, lynx, links, elinks…) gets it.
    case auto
    /// The browser command always gets the terminal.
    case yes
    /// The browser command never gets it: it is started and left running.
    case no

    /// Whether the browser at `path` gets the terminal; `isTextBrowser` recognises the
    /// programs `auto` hands it to.
    public func handsOverTerminal(to path: String, isTextBrowser: (String) -> Bool) -> Bool {
        switch self {
        case .auto: isTextBrowser(path)
        case .yes: true
        case .no: false
        }
    }
}
