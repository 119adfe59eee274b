import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The size of the terminal stdout is connected to, when it is one.
enum TerminalSize {
    /// Columns of the terminal on stdout, or nil when stdout is not a terminal.
    static func columns() -> Int? {
        guard isatty(STDOUT_FILENO) == 1 else { return nil }
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
