import BylineCore
import BylineText
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Runs an account's password command (`pass show freshrss`) with argv, never through a
/// shell, with a time limit; the password is the first line it prints.
public enum PasswordCommand {
    /// How long the command may take (a password manager may ask for a passphrase).
    public static let defaultTimeout: TimeInterval = 30

    /// The first line `argv` prints on stdout; its stderr goes to Byline's, so a password
    /// manager's prompt stays visible. Errors name the program, never what it printed.
    public static func run(_ argv: [String], account: String, timeout: TimeInterval = defaultTimeout) throws(SyncError) -> String {
        guard let program = argv.first, let executable = locate(program) else {
            throw .password(SyncAccountText.commandNotFound(account, TextSanitizer.singleLine(argv.first ?? "")))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = Array(argv.dropFirst())
        process.environment = SecretEnvironment.scrubbed(ProcessInfo.processInfo.environment)
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        do {
            try process.run()
        } catch {
            throw .password(SyncAccountText.commandCannotStart(account, error.localizedDescription))
        }
        let collected = CollectedBytes()
        let reader = Thread {
            collected.set(output.fileHandleForReading.readDataToEndOfFile())
            ended.signal()
        }
        reader.start()
        let deadline = DispatchTime.now() + timeout
        // Both the exit and the end of its output must arrive before the deadline.
        let finished = ended.wait(timeout: deadline) == .success && ended.wait(timeout: deadline) == .success
        if !finished {
            kill(process.processIdentifier, SIGKILL)
            throw .password(SyncAccountText.commandTimedOut(account, Int(timeout)))
        }
        guard process.terminationStatus == 0 else {
            throw .password(SyncAccountText.commandFailed(account, process.terminationStatus))
        }
        let text = String(decoding: collected.data, as: UTF8.self)
        let line = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        let password = line.hasSuffix("\r") ? String(line.dropLast()) : line
        guard !password.isEmpty else { throw .password(SyncAccountText.commandNoPassword(account)) }
        return password
    }

    /// The executable `program` names: a path as it is, else the first match on PATH.
    static func locate(_ program: String) -> String? {
        if program.contains("/") { return access(program, X_OK) == 0 ? program : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(program)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}

/// The bytes a reader thread collected, handed to the waiting thread.
private final class CollectedBytes: Sendable {
    private let storage = Mutex(Data())

    func set(_ data: Data) { storage.withLock { $0 = data } }

    var data: Data { storage.withLock { $0 } }
}
