import Foundation

/// The `color` setting: always, never, or decided from the environment.
public enum ColorSetting: String, Sendable, Equatable, CaseIterable {
    /// Colors even when `NO_COLOR` is set (the user asked for them in the config).
    case yes
    /// Monochrome: bold and reverse only.
    case no
    /// Colors unless `NO_COLOR` is set to a non-empty value or `TERM` is `dumb`.
    case auto

    /// Whether to draw in color, given the environment (see no-color.org: an explicit
    /// setting in the program's own config wins over `NO_COLOR`).
    public func usesColor(environment: [String: String]) -> Bool {
        switch self {
        case .yes: return true
        case .no: return false
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            return environment["TERM"] != "dumb"
        }
    }
}
