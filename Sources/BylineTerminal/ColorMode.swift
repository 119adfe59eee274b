/// Whether the screen uses colors or only attributes.
public enum ColorMode: Hashable, Sendable {
    /// Color pairs on top of the attributes.
    case color
    /// Bold, reverse, underline and dim only.
    case monochrome

    /// Colors when the terminal has them and `NO_COLOR` is unset or empty
    /// (https://no-color.org).
    public static func detect(environment: [String: String], terminalHasColors: Bool) -> ColorMode {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        return terminalHasColors ? .color : .monochrome
    }
}
