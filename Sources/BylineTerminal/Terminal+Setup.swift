import BylineCore
import BylineUI
@preconcurrency import CNcurses
import Foundation

/// Locale, colors and attributes.
extension Terminal {
    /// The user's locale when it is UTF-8; otherwise C.UTF-8, so curses reads and draws
    /// UTF-8 and `wcwidth` knows non-ASCII characters.
    static func useUTF8Locale() {
        setlocale(LC_ALL, "")
        if isUTF8Codeset() { return }
        for name in ["C.UTF-8", "C.utf8"] where setlocale(LC_ALL, name) != nil {
            if isUTF8Codeset() { return }
        }
    }

    /// Whether the current locale's character set is UTF-8.
    static func isUTF8Codeset() -> Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }

    /// The columns curses will give a scalar, under the locale set at start.
    static func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
        Int(byline_wcwidth(wchar_t(bitPattern: scalar.value)))
    }

    /// Colors on, with the config's `background` (or the terminal's own) as the default pair.
    func setUpColors() {
        start_color()
        colorCount = Int(COLORS)
        colorDepth = ColorDepth.detect(colors: colorCount, hasColors: true)
        let foreground = background?.foreground.resolved(for: colorDepth) ?? -1
        let behind = background?.background.resolved(for: colorDepth) ?? -1
        hasDefaultColors = assume_default_colors(foreground, behind) == OK
        pairs = [:]
    }

    /// The curses attributes and color pair for a cell style.
    func cursesAttributes(for style: CellStyle) -> (attr_t, Int32) {
        let attributes = style.attributes.union(Palette.extraAttributes(for: style, mode: colorMode, colorCount: colorCount))
        var result = byline_a_normal()
        let table: [(CellAttributes, attr_t)] = [
            (.bold, byline_a_bold()), (.dim, byline_a_dim()), (.reverse, byline_a_reverse()), (.underline, byline_a_underline()),
            (.italic, byline_a_italic()), (.standout, byline_a_standout()), (.blink, byline_a_blink()),
            (.invisible, byline_a_invis()), (.protected, byline_a_protect())
        ]
        for (attribute, bits) in table where attributes.contains(attribute) { result |= bits }
        guard colorMode == .color,
            let (foreground, background) = Palette.colors(for: style, depth: colorDepth, colorCount: colorCount)
        else {
            return (result, 0)
        }
        return (result, pair(foreground: foreground, background: background))
    }

    /// The color pair for two colors, made the first time they are asked for; 0 (the
    /// default colors) once the terminal has no pairs left.
    private func pair(foreground: Int32, background: Int32) -> Int32 {
        let key = ColorPairKey(foreground: foreground, background: background)
        if let known = pairs[key] { return known }
        let number = Int32(pairs.count + 1)
        guard number < COLOR_PAIRS else { return 0 }
        // Without default-color support (-1), the terminal's usual white on black stands in.
        let fore = foreground == -1 && !hasDefaultColors ? Int32(COLOR_WHITE) : foreground
        let back = background == -1 && !hasDefaultColors ? Int32(COLOR_BLACK) : background
        guard init_extended_pair(number, fore, back) == OK else { return 0 }
        pairs[key] = number
        return number
    }
}
