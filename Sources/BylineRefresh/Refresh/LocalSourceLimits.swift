import Foundation

/// The bounds of the sources that run the user's commands or read their files: the same
/// time limit and size cap as a download (`download-timeout`, `max-response-size`).
public struct LocalSourceLimits: Sendable, Hashable {
    /// Seconds a command may run before it is killed.
    public var timeout: TimeInterval
    /// The most bytes a command may print, or a file may hold.
    public var maxBytes: Int
    /// The environment commands run in (PATH finds them, HOME expands a leading `~/`).
    public var environment: [String: String]

    /// Limits from their parts; by default the config file's defaults (30 s, 32 MiB).
    public init(
        timeout: TimeInterval = 30, maxBytes: Int = 32 << 20,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.timeout = timeout
        self.maxBytes = maxBytes
        self.environment = environment
    }
}
