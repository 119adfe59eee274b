import Foundation

/// Runs the real `byline` binary, as a user's shell would, and collects what it printed.
public enum BylineProcess {
    /// What a run printed and how it ended.
    public struct Result: Sendable {
        /// The exit status (or 128 + signal).
        public var status: Int32
        /// Everything written to stdout.
        public var stdout: String
        /// Everything written to stderr.
        public var stderr: String
        /// The bytes written to stdout, exactly as sent (for byte-level checks).
        public var stdoutBytes = Data()
        /// The bytes written to stderr, exactly as sent.
        public var stderrBytes = Data()
        /// Both streams, for "never appears anywhere" checks.
        public var allOutput: String { stdout + stderr }

        /// The stdout lines, without their line breaks.
        public var stdoutLines: [String] { stdout.split(separator: "\n").map(String.init) }
        /// The stderr lines, without their line breaks.
        public var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
    }

    /// The built binary: `$BYLINE_BINARY`, else `byline` beside the running test bundle.
    public static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["BYLINE_BINARY"] { return URL(fileURLWithPath: path) }
        let this = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return this.deletingLastPathComponent().appendingPathComponent("byline")
    }

    /// An environment with HOME and the XDG folders inside `home`, and nothing secret.
    public static func environment(home: URL, extra: [String: String] = [:]) -> [String: String] {
        var environment = [
            "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path,
            "XDG_DATA_HOME": home.appendingPathComponent(".local/share").path,
            "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "dumb"
        ]
        environment.merge(extra) { $1 }
        return environment
    }

    /// Runs `byline` with `arguments` (in `directory`, else the test's own) and waits
    /// (killing it after `timeout` seconds).
    public static func run(
        _ arguments: [String], environment: [String: String], stdin: Data? = nil,
        in directory: URL? = nil, timeout: TimeInterval = 60
    ) throws -> Result {
        try RunningByline(arguments, environment: environment, stdin: stdin, in: directory).wait(timeout: timeout)
    }

    /// A fresh temporary folder to use as HOME.
    public static func temporaryHome() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("byline-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
