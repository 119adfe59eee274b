import Foundation
import Synchronization

/// Which language messages are written in, for this process and, in tests, for one task.
///
/// A test writes `Localization.$override.withValue(.korean) { … }` and sees Korean without
/// touching any other test running beside it. The program sets the process-wide language once
/// at start-up with ``configure(_:)`` (from `ui-language`, else the environment).
public enum Localization {
    /// The language of the current task and its children, if a caller chose one.
    @TaskLocal public static var override: UILanguage?

    /// The language in effect: a task's override, else the configured one, else the
    /// environment's.
    public static var language: UILanguage {
        override ?? configured.withLock { $0 } ?? environmentLanguage
    }

    /// Sets the process-wide language (the `ui-language` setting, or nil to follow the
    /// environment).
    public static func configure(_ language: UILanguage?) {
        configured.withLock { $0 = language }
    }

    private static let configured = Mutex<UILanguage?>(nil)
    private static let environmentLanguage = UILanguage.fromEnvironment(ProcessInfo.processInfo.environment)
}
