import BylineCore
import BylineUI

/// Byline's own colors for each ``ColorRole``, used where the config's `color` lines give a
/// cell none: colors only add to the attributes the canvas already carries, and without
/// colors a few roles get an attribute instead.
public enum Palette {
    /// The curses color numbers used (`COLOR_RED` … from `<curses.h>`).
    private enum Color {
        static let red: UInt8 = 1
        static let yellow: UInt8 = 3
        static let cyan: UInt8 = 6
        static let brightBlack: UInt8 = 8
    }

    /// The foreground palette entry of a role on the default background, nil for none.
    public static func foreground(for role: ColorRole, colorCount: Int) -> UInt8? {
        switch role {
        case .accent, .link: return Color.cyan
        case .starred: return Color.yellow
        case .error: return Color.red
        case .muted: return colorCount >= 16 ? Color.brightBlack : nil
        case .normal, .unread, .selected, .status: return nil
        }
    }

    /// Attributes added to a cell: what stands in for its role's color when there is none.
    /// A cell with a configured foreground has its color, so it gets nothing more.
    public static func extraAttributes(for style: CellStyle, mode: ColorMode, colorCount: Int) -> CellAttributes {
        let role = style.color
        if mode == .color {
            return role == .muted && colorCount < 16 && style.foreground == nil ? .dim : []
        }
        switch role {
        case .accent, .error, .starred: return .bold
        case .link: return .underline
        case .muted: return .dim
        case .normal, .unread, .selected, .status: return []
        }
    }

    /// The foreground and background curses numbers for a cell at `depth` (-1: the
    /// terminal's default), or nil when it needs no color pair.
    public static func colors(for style: CellStyle, depth: ColorDepth, colorCount: Int) -> (foreground: Int32, background: Int32)? {
        guard depth != .none else { return nil }
        let role = foreground(for: style.color, colorCount: colorCount).map(ThemeColor.indexed)
        let foreground = (style.foreground ?? role)?.resolved(for: depth) ?? -1
        let background = style.background?.resolved(for: depth) ?? -1
        return foreground == -1 && background == -1 ? nil : (foreground, background)
    }
}
