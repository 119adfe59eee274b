import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A `byline` process started in the background: its output is collected while it runs,
/// and a test may kill it at any moment (crash-safety tests) or wait for it.
public final class RunningByline: @unchecked Sendable {
    private let process = Process()
    private let collected = CollectedOutput()
    private let readers = DispatchGroup()

    /// Starts `byline` (or another `executable`, such as script(1) wrapping it) with
    /// `arguments` in `environment` (and in `directory`, when given); `stdin` is written and
    /// closed.
    public init(
        _ arguments: [String], environment: [String: String], stdin: Data? = nil,
        in directory: URL? = nil, executable: URL = BylineProcess.binary
    ) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        // One thread per pipe, not Dispatch's global queue: its pool is as small as the
        // machine (two threads here), so with several processes running, blocked reads
        // starve each other and a child whose pipe fills stalls.
        for (pipe, isError) in [(out, false), (err, true)] {
            readers.enter()
            let collected = self.collected
            let readers = self.readers
            Thread {
                collected.set(pipe.fileHandleForReading.readDataToEndOfFile(), isError: isError)
                readers.leave()
            }.start()
        }
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try? input.fileHandleForWriting.close()
    }

    /// The process id, for `kill`.
    public var processIdentifier: Int32 { process.processIdentifier }

    /// Whether the process has not ended yet.
    public var isRunning: Bool { process.isRunning }

    /// Sends `signal` (SIGKILL by default: no handler runs, nothing is flushed or closed).
    public func kill(_ signal: Int32 = SIGKILL) {
        _ = Glibc.kill(process.processIdentifier, signal)
    }

    /// Waits for the process to end (sending SIGTERM after `timeout` seconds) and returns
    /// what it printed; a process ended by a signal reports 128 + the signal.
    public func wait(timeout: TimeInterval = 60) -> BylineProcess.Result {
        if readers.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
        }
        process.waitUntilExit()
        readers.wait()
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        let out = collected.data(isError: false)
        let err = collected.data(isError: true)
        return BylineProcess.Result(
            status: status, stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self), stdoutBytes: out, stderrBytes: err)
    }
}

/// Both output streams of a process, filled from reader threads.
final class CollectedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var out = Data()
    private var err = Data()

    /// Stores everything one stream delivered.
    func set(_ data: Data, isError: Bool) {
        lock.withLock { if isError { err = data } else { out = data } }
    }

    /// What one stream delivered.
    func data(isError: Bool) -> Data {
        lock.withLock { isError ? err : out }
    }
}
