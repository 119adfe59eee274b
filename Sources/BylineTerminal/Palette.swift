import BylineUI

/// Which colors and attributes each ``ColorRole`` gets: colors only add to the attributes
/// the canvas already carries, and without colors a few roles get an attribute instead.
public enum Palette {
    /// The curses color numbers used (`COLOR_RED` … from `<curses.h>`).
    private enum Color {
        static let red: Int16 = 1
        static let yellow: Int16 = 3
        static let cyan: Int16 = 6
        static let brightBlack: Int16 = 8
    }

    /// The color pair for a role: its raw value, or 0 (the terminal's own colors) for
    /// roles drawn without a color.
    public static func pair(for role: ColorRole, mode: ColorMode, colorCount: Int) -> Int16 {
        guard mode == .color, foreground(for: role, colorCount: colorCount) != nil else { return 0 }
        return Int16(role.rawValue)
    }

    /// The foreground color of a role on the default background, nil for none.
    public static func foreground(for role: ColorRole, colorCount: Int) -> Int16? {
        switch role {
        case .accent, .link: return Color.cyan
        case .starred: return Color.yellow
        case .error: return Color.red
        case .muted: return colorCount >= 16 ? Color.brightBlack : nil
        case .normal, .unread, .selected, .status: return nil
        }
    }

    /// Attributes added to a role's cells: what stands in for its color when there is none.
    public static func extraAttributes(for role: ColorRole, mode: ColorMode, colorCount: Int) -> CellAttributes {
        if mode == .color {
            return role == .muted && colorCount < 16 ? .dim : []
        }
        switch role {
        case .accent, .error, .starred: return .bold
        case .link: return .underline
        case .muted: return .dim
        case .normal, .unread, .selected, .status: return []
        }
    }
}
