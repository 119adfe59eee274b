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
        /// Both streams, for "never appears anywhere" checks.
        public var allOutput: String { stdout + stderr }
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
            "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "dumb",
        ]
        environment.merge(extra) { $1 }
        return environment
    }

    /// Runs `byline` with `arguments` and waits (killing it after `timeout` seconds).
    public static func run(_ arguments: [String], environment: [String: String], stdin: Data? = nil,
                           timeout: TimeInterval = 60) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = environment
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try? input.fileHandleForWriting.close()
        let collected = Collected()
        let group = DispatchGroup()
        for (pipe, isError) in [(out, false), (err, true)] {
            group.enter()
            DispatchQueue.global().async {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                collected.set(data, isError: isError)
                group.leave()
            }
        }
        let deadline = DispatchTime.now() + timeout
        if group.wait(timeout: deadline) == .timedOut {
            process.terminate()
        }
        process.waitUntilExit()
        group.wait()
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return Result(status: status, stdout: collected.text(isError: false), stderr: collected.text(isError: true))
    }

    /// A fresh temporary folder to use as HOME.
    public static func temporaryHome() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("byline-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var out = Data()
    private var err = Data()

    func set(_ data: Data, isError: Bool) {
        lock.withLock { if isError { err = data } else { out = data } }
    }

    func text(isError: Bool) -> String {
        lock.withLock { String(decoding: isError ? err : out, as: UTF8.self) }
    }
}
