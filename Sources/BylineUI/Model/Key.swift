import BylineCore

/// One key press or pointer event, as the terminal layer decoded it; the UI never sees raw
/// curses codes.
public enum Key: Hashable, Sendable {
    /// A printable character: letters of any script (Hangul arrives whole), digits, symbols,
    /// the space bar.
    case character(Character)
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Home.
    case home
    /// End.
    case end
    /// Enter or Return.
    case enter
    /// Escape.
    case escape
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Backspace (DEL, ^H or the terminal's backspace key).
    case backspace
    /// The Delete key (delete forward).
    case delete
    /// Control with a letter, given in lower case: `.control("l")` is Ctrl-L.
    case control(Character)
    /// A function key, F1 being `.function(1)`.
    case function(Int)
    /// The terminal changed size; the runtime reads the new size and sends
    /// ``Action/resize(width:height:)``.
    case resize
    /// The mouse wheel turned up (away from the user) with the pointer at column `x`, row `y`.
    case wheelUp(x: Int, y: Int)
    /// The mouse wheel turned down with the pointer at column `x`, row `y`.
    case wheelDown(x: Int, y: Int)
    /// The left button pressed at column `x`, row `y` (0-based, from the top-left corner).
    case click(x: Int, y: Int)

    /// Ctrl-L, which redraws the screen.
    public static let redraw = Key.control("l")

    /// How the key is written in the help screen and the status bar: `↑`, `PgDn`, `Ctrl-L`,
    /// `Space`, `q`.
    public var label: String {
        switch self {
        case .character(" "): return "Space"
        case .character(let character): return String(character)
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .home: return "Home"
        case .end: return "End"
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        case .control(let letter): return "Ctrl-" + String(letter).uppercased()
        case .function(let number): return "F\(number)"
        case .resize: return TerminalText.keyResize.text
        case .wheelUp: return TerminalText.keyWheelUp.text
        case .wheelDown: return TerminalText.keyWheelDown.text
        case .click: return TerminalText.keyClick.text
        }
    }
}
