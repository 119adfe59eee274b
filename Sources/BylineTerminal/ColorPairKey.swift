/// Two curses colors, the key of the color pairs made so far.
struct ColorPairKey: Hashable {
    /// The text's color.
    var foreground: Int32
    /// The background.
    var background: Int32
}
