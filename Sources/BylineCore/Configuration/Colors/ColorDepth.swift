/// How many colors a terminal shows, as its terminfo entry says.
public enum ColorDepth: Sendable, Hashable {
    /// No colors (or colors turned off): attributes only.
    case none
    /// The eight ANSI colors.
    case eight
    /// The eight and their bright forms.
    case sixteen
    /// The xterm 256-color palette.
    case indexed256
    /// 24-bit color sent as red, green and blue (a terminfo entry with the `RGB` capability,
    /// such as `xterm-direct`, which curses reports as 2^24 colors).
    case direct

    /// The depth for curses's `COLORS`. Curses can only send what the terminfo entry
    /// describes, so `COLORTERM=truecolor` with a 256-color entry still gets 256 colors:
    /// the variable only confirms a direct-color entry, it cannot stand in for one.
    public static func detect(colors: Int, hasColors: Bool) -> ColorDepth {
        guard hasColors else { return .none }
        if colors >= 1 << 24 { return .direct }
        if colors >= 256 { return .indexed256 }
        if colors >= 16 { return .sixteen }
        if colors >= 8 { return .eight }
        return .none
    }
}
