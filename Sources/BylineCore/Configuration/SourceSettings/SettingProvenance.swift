import Foundation

/// Where a config's settings were written: its file's name and the line that last set each
/// global option, for `byline show-source`. Two configurations that say the same things are
/// equal wherever they say them, so this always compares equal: moving a line is no change
/// of settings (the browser reapplies a config only when its settings differ).
public struct SettingProvenance: Sendable, Equatable {
    /// The config file's name as messages give it (`config`).
    public var fileName = Configuration.defaultFileName
    /// The line that last set each global option.
    public var lines: [ConfigurationKey: Int] = [:]

    /// Nothing known yet.
    public init() {}

    public static func == (lhs: SettingProvenance, rhs: SettingProvenance) -> Bool { true }
}
