import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One program running in a detached tmux pane of a fixed size, on a private tmux server,
/// for end-to-end tests: keys go in with ``sendKeys(_:)`` and ``type(_:)``, the screen
/// comes out as text with ``capture(escapes:)``.
///
/// Every session starts its own server (`tmux -L byline-test-<uuid> -f /dev/null`), so the
/// user's tmux and its configuration are never touched; ``kill()`` (also run on deinit)
/// stops that server and everything in it. Wait for the screen with ``waitFor(_:timeout:)``
/// rather than sleeping: the program draws when it is ready, not on a schedule.
public final class TmuxSession: @unchecked Sendable {
    /// The private server's socket name (`tmux -L`).
    public let socketName: String
    /// The session (and pane) every command targets.
    public let target = "byline-e2e"
    private let lock = NSLock()
    private var isKilled = false
    /// The client that started the server (see ``init(width:height:command:environment:)``).
    private var starter: Process?
    /// The server's process id, to be sure it is gone after ``kill()``.
    private var serverPID: pid_t?
    /// The server's socket file, which tmux leaves behind when the server ends.
    private var socketPath: String?

    /// The tmux program: `$TMUX_PROGRAM`, else `tmux` in `/usr/bin`, `/usr/local/bin` or `/bin`.
    public static var program: String? {
        if let path = ProcessInfo.processInfo.environment["TMUX_PROGRAM"] { return path }
        return ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Starts `command` (a program and its arguments, run without a shell) in a `width` ×
    /// `height` pane whose environment is exactly `environment`.
    public init(width: Int, height: Int, command: [String], environment: [String: String]) throws {
        socketName = "byline-test-\(UUID().uuidString.lowercased())"
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("\(socketName).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let pairs = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        // `env -i` gives the pane only what the test asked for, whatever the server inherited.
        let starter = try launch(
            [
                "new-session", "-d", "-s", target, "-x", "\(width)", "-y", "\(height)", "--",
                "/usr/bin/env", "-i"
            ] + pairs + command, output: FileHandle(forWritingAtPath: log.path),
            unblockingSignals: true)
        // The client that starts the server is not waited for: the daemon it forks keeps the
        // descriptor Foundation watches to learn that the client ended, so `waitUntilExit`
        // would last as long as the server. Ask the new server instead.
        let deadline = Date().addingTimeInterval(10)
        while (try? run(["has-session", "-t", target])) == nil {
            guard starter.isRunning, Date() < deadline else {
                let words = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                kill()
                throw TmuxError("tmux new-session failed: \(words.trimmingCharacters(in: .whitespacesAndNewlines))", screen: "")
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        self.starter = starter
        serverPID = (try? display("#{pid}")).flatMap { pid_t($0) }
        socketPath = try? display("#{socket_path}")
    }

    deinit { kill() }

    /// Sends keys by tmux name (`j`, `Down`, `PageDown`, `Enter`, `Escape`, `C-c`), in order.
    public func sendKeys(_ keys: String...) throws {
        try sendKeys(keys)
    }

    /// Sends a list of keys by tmux name, in order.
    public func sendKeys(_ keys: [String]) throws {
        try run(["send-keys", "-t", target] + keys)
    }

    /// Types `text` literally (any script: each character is sent as its UTF-8 bytes).
    public func type(_ text: String) throws {
        try run(["send-keys", "-t", target, "-l", "--", text])
    }

    /// The visible screen, one line per row (trailing spaces trimmed); with `escapes`, the
    /// SGR sequences for colors and attributes are kept.
    public func capture(escapes: Bool = false) throws -> String {
        try run(["capture-pane", "-p", "-t", target] + (escapes ? ["-e"] : []))
    }

    /// Polls the screen until it contains `text`; returns that screen, or throws with the
    /// last screen seen after `timeout` seconds.
    @discardableResult
    public func waitFor(_ text: String, timeout: TimeInterval = 10) throws -> String {
        try waitUntil("the screen to show \"\(text)\"", timeout: timeout) { $0.contains(text) }
    }

    /// Polls the screen until the regular expression `pattern` matches it.
    @discardableResult
    public func waitFor(matching pattern: String, timeout: TimeInterval = 10) throws -> String {
        let expression = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        return try waitUntil("the screen to match /\(pattern)/", timeout: timeout) { screen in
            expression.firstMatch(in: screen, range: NSRange(screen.startIndex..., in: screen)) != nil
        }
    }

    /// Polls the screen (every 40 ms) until `condition` holds for it; `what` names the wait
    /// in the error thrown after `timeout` seconds.
    @discardableResult
    public func waitUntil(
        _ what: String, timeout: TimeInterval = 10, escapes: Bool = false,
        _ condition: (String) -> Bool
    ) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var screen = ""
        repeat {
            screen = try capture(escapes: escapes)
            if condition(screen) { return screen }
            Thread.sleep(forTimeInterval: 0.04)
        } while Date() < deadline
        throw TmuxError("timed out after \(timeout) s waiting for \(what)", screen: screen)
    }

    /// Makes the window (and so the pane) `width` × `height`; the program gets SIGWINCH.
    public func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-t", target, "-x", "\(width)", "-y", "\(height)"])
    }

    /// The pane's title, which programs set with `ESC ] 2 ; … BEL`.
    public func paneTitle() throws -> String {
        try display("#{pane_title}")
    }

    /// A tmux format expanded for the pane (`#{alternate_on}`, `#{window_name}`).
    public func display(_ format: String) throws -> String {
        try run(["display-message", "-p", "-t", target, format]).trimmingCharacters(in: .newlines)
    }

    /// Stops the private server and every process in it; safe to call more than once.
    public func kill() {
        let first = lock.withLock {
            defer { isKilled = true }
            return !isKilled
        }
        guard first else { return }
        _ = try? run(["kill-server"], checked: false)
        // With the server gone, Foundation sees the starting client end and reaps it.
        let deadline = Date().addingTimeInterval(5)
        while starter?.isRunning == true && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        // A server that ignored kill-server would keep the program under test running.
        if starter?.isRunning == true, let serverPID, serverPID > 1 {
            _ = Glibc.kill(serverPID, SIGKILL)
        }
        if let socketPath, socketPath.contains(socketName) {
            try? FileManager.default.removeItem(atPath: socketPath)
        }
    }

    /// Runs one tmux command on the private server and returns its stdout.
    @discardableResult
    private func run(_ arguments: [String], checked: Bool = true) throws -> String {
        let output = Pipe()
        let errors = Pipe()
        let process = try launch(arguments, output: output.fileHandleForWriting, errors: errors.fileHandleForWriting)
        try? output.fileHandleForWriting.close()
        try? errors.fileHandleForWriting.close()
        let text = output.fileHandleForReading.readDataToEndOfFile()
        let problem = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard !checked || process.terminationStatus == 0 else {
            let words = String(decoding: problem, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw TmuxError("tmux \(arguments.first ?? "") failed (\(process.terminationStatus)): \(words)", screen: "")
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Starts a tmux client for the private server, writing to `output` (and `errors`, else
    /// `output`); with `unblockingSignals`, from a thread that blocks no signal.
    private func launch(
        _ arguments: [String], output: FileHandle?, errors: FileHandle? = nil,
        unblockingSignals: Bool = false
    ) throws -> Process {
        guard let program = Self.program else {
            throw TmuxError("tmux is not installed (apt-get install tmux); end-to-end tests need it", screen: "")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = ["-L", socketName, "-f", "/dev/null"] + arguments
        var environment = ProcessInfo.processInfo.environment
        // Started from inside tmux, the client would otherwise talk to the user's server.
        environment["TMUX"] = nil
        environment["TMUX_PANE"] = nil
        environment["LANG"] = "C.UTF-8"
        environment["LC_ALL"] = nil
        process.environment = environment
        process.standardOutput = output
        process.standardError = errors ?? output
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        guard unblockingSignals else {
            try process.run()
            return process
        }
        // The client inherits this thread's signal mask and the server it forks keeps it; test
        // threads block SIGTERM, and `kill-server` is a SIGTERM the server sends itself, so a
        // server started from here could never be stopped.
        var none = sigset_t()
        var previous = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        try process.run()
        return process
    }
}
