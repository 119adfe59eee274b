import BylineText
import Foundation
import Synchronization

/// One run of a program the user named in their own files (an `exec:` source, `pipe-to`,
/// `bookmark-cmd`, `notify-program`), bounded: argv and never a shell, a time limit after
/// which the program (and everything it started) is killed, a cap on what it may print,
/// and the first bytes of its stderr kept for the error message. The child is always
/// waited for, so none is left as a zombie.
///
/// The one place Byline starts such programs; ``run()`` blocks the calling thread, and
/// ``start()`` runs the same on a thread of its own for async callers.
public struct ChildProcess: Sendable, Hashable {
    /// Where one of the child's output streams goes.
    public enum Output: Sendable, Hashable {
        /// Kept, up to `limit` bytes.
        case capture(limit: Int)
        /// Byline's own (the terminal, for a program the user works with).
        case inherit
        /// `/dev/null`.
        case discard
    }

    /// The program and its arguments; the program is looked up on PATH when it has no `/`,
    /// and a leading `~/` is the home folder (no other expansion: no shell reads it).
    public var argv: [String]
    /// Bytes for the child's stdin; nil gives it `/dev/null` (or the terminal when
    /// ``inheritsTerminal``).
    public var input: Data?
    /// Where stdout goes. Past a capture's limit the child is killed and the run fails with
    /// ``ChildProcessError/outputTooLarge(program:limit:)``.
    public var standardOutput: Output
    /// Where stderr goes. Past a capture's limit the rest is read and dropped.
    public var standardError: Output
    /// Seconds before the child is killed; nil for no limit (a program the user drives in
    /// the foreground, who can stop it themselves).
    public var timeout: TimeInterval?
    /// Whether the child works in the terminal's foreground (keeps Byline's process group,
    /// so it can read keys); otherwise it gets a process group of its own, and a kill at the
    /// time limit reaches whatever it started too.
    public var inheritsTerminal: Bool
    /// The child's environment; the variables of ``SecretEnvironment`` are always left out.
    public var environment: [String: String]

    /// How much of stderr is kept by default: enough for the first line of a message.
    public static let defaultErrorLimit = 4096

    /// A run from its parts; by default stdout and stderr are captured (stdout up to 1 MiB),
    /// with a 30-second limit, in the background.
    public init(
        argv: [String], input: Data? = nil, standardOutput: Output = .capture(limit: 1 << 20),
        standardError: Output = .capture(limit: defaultErrorLimit), timeout: TimeInterval? = 30,
        inheritsTerminal: Bool = false,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.argv = argv
        self.input = input
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.timeout = timeout
        self.inheritsTerminal = inheritsTerminal
        self.environment = environment
    }

    /// The program's name for messages: the last part of its path, cleaned to one line.
    public var programName: String {
        TextSanitizer.singleLine(((argv.first ?? "") as NSString).lastPathComponent)
    }

    /// Runs the program to its end (or its limit) on the calling thread.
    public func run() throws(ChildProcessError) -> ChildProcessResult {
        try run(cancel: ChildProcessCancellation())
    }

    /// Runs the program on a thread of its own, so no task thread waits on it; cancelling the
    /// task kills the child.
    public func start() async throws(ChildProcessError) -> ChildProcessResult {
        let cancellation = ChildProcessCancellation()
        let outcome: Result<ChildProcessResult, ChildProcessError> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let thread = Thread {
                    do throws(ChildProcessError) {
                        continuation.resume(returning: .success(try run(cancel: cancellation)))
                    } catch {
                        continuation.resume(returning: .failure(error))
                    }
                }
                thread.name = "byline-child"
                thread.start()
            }
        } onCancel: {
            cancellation.cancel()
        }
        return try outcome.get()
    }

    /// The program's executable: `argv[0]` as a path (with `~/` expanded) when it has a `/`,
    /// else the first match on the environment's PATH; nil when there is none.
    public func executablePath() -> String? {
        guard var program = argv.first, !program.isEmpty else { return nil }
        if program == "~" || program.hasPrefix("~/"), let home = environment["HOME"], !home.isEmpty {
            program = home + program.dropFirst()
        }
        if program.contains("/") { return Self.isExecutable(program) ? program : nil }
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(program)"
            if Self.isExecutable(candidate) { return candidate }
        }
        return nil
    }

    private static func isExecutable(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
            && FileManager.default.isExecutableFile(atPath: path)
    }
}

/// How a finished child ended and what it printed.
public struct ChildProcessResult: Sendable, Hashable {
    /// The exit status, or 128 + the signal that ended it.
    public var status: Int32
    /// Its stdout, when captured.
    public var output: Data
    /// The first bytes of its stderr, when captured.
    public var errorOutput: Data

    /// A result from its parts.
    public init(status: Int32, output: Data = Data(), errorOutput: Data = Data()) {
        self.status = status
        self.output = output
        self.errorOutput = errorOutput
    }

    /// The first non-blank line of stderr, cleaned to one line and cut at `limit` characters;
    /// nil when it printed none.
    public func firstErrorLine(limit: Int = 200) -> String? {
        ChildProcessError.firstLine(of: errorOutput, limit: limit)
    }
}

/// A flag another thread raises to stop a run early (the task that waits was cancelled).
final class ChildProcessCancellation: Sendable {
    private let raised = Mutex(false)

    /// Asks the run to kill its child.
    func cancel() { raised.withLock { $0 = true } }

    /// Whether ``cancel()`` was called.
    var isCancelled: Bool { raised.withLock { $0 } }
}
