@preconcurrency import CNcurses
import BylineUI
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

    /// One color pair per role that has a color, on the terminal's default background.
    func setUpColors() {
        start_color()
        let defaults = use_default_colors() == OK
        let count = Int(COLORS)
        for role in ColorRole.allCases {
            guard let foreground = Palette.foreground(for: role, colorCount: count) else { continue }
            init_pair(Int16(role.rawValue), foreground, defaults ? -1 : Int16(COLOR_BLACK))
        }
        colorCount = count
    }

    /// The curses attributes and color pair for a cell style.
    func cursesAttributes(for style: CellStyle) -> (attr_t, Int16) {
        let attributes = style.attributes.union(Palette.extraAttributes(for: style.color, mode: colorMode, colorCount: colorCount))
        var result = byline_a_normal()
        if attributes.contains(.bold) { result |= byline_a_bold() }
        if attributes.contains(.dim) { result |= byline_a_dim() }
        if attributes.contains(.reverse) { result |= byline_a_reverse() }
        if attributes.contains(.underline) { result |= byline_a_underline() }
        if attributes.contains(.italic) { result |= byline_a_italic() }
        return (result, Palette.pair(for: style.color, mode: colorMode, colorCount: colorCount))
    }
}
