@preconcurrency import CNcurses

/// Keys and screen capabilities that depend on what TERM says the terminal is.
extension Terminal {
    /// Home, End and the page keys as terminals commonly send them, whatever TERM's entry
    /// says: tmux and screen send `ESC [1~` and `ESC [4~` for Home and End, which the
    /// xterm entry (often kept inside tmux) calls `ESC OH` and `ESC OF`; rxvt sends
    /// `ESC [7~` and `ESC [8~`.
    nonisolated static let commonKeySequences: [(sequence: String, code: Int32)] = [
        ("\u{1B}[1~", KEY_HOME), ("\u{1B}[7~", KEY_HOME), ("\u{1B}[H", KEY_HOME), ("\u{1B}OH", KEY_HOME),
        ("\u{1B}[4~", KEY_END), ("\u{1B}[8~", KEY_END), ("\u{1B}[F", KEY_END), ("\u{1B}OF", KEY_END),
        ("\u{1B}[5~", KEY_PPAGE), ("\u{1B}[6~", KEY_NPAGE)
    ]

    /// Teaches curses the ``commonKeySequences`` that TERM's entry leaves undefined; a
    /// sequence the entry gives another meaning (vt220's Find is `ESC [1~`) keeps it.
    func defineCommonKeys() {
        for (sequence, code) in Self.commonKeySequences where key_defined(sequence) == 0 {
            define_key(sequence, code)
        }
    }

    /// Whether the terminal has an alternate screen (`smcup`), which gives the shell's screen
    /// back untouched when curses ends.
    static func hasAlternateScreen() -> Bool {
        capability("smcup") != nil
    }

    /// Clears the screen and homes the cursor with the terminal's `clear` (used after curses
    /// ended on a terminal without an alternate screen, so no frame is left under the prompt).
    static func clearScreen() {
        guard let clear = capability("clear") else { return }
        putp(clear)
        fflush(stdout)
    }

    /// A string capability of the current terminal entry; nil when it has none.
    private static func capability(_ name: String) -> UnsafeMutablePointer<CChar>? {
        guard let value = tigetstr(name), Int(bitPattern: value) != -1, value.pointee != 0 else { return nil }
        return value
    }
}
