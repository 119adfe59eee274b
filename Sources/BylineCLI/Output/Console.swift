import BylineCore
import BylineText
import Foundation

/// Where commands write: stdout for results, stderr for errors, with every known secret
/// masked on the way out.
final class Console: Sendable {
    private let redactor: SecretRedactor
    private let writeOut: @Sendable (Data) -> Void
    private let writeError: @Sendable (Data) -> Void

    /// A console over the process's stdout and stderr.
    static func standard(environment: [String: String]) -> Console {
        Console(
            redactor: .fromEnvironment(environment),
            out: { FileHandle.standardOutput.write($0) },
            error: { FileHandle.standardError.write($0) })
    }

    /// A console over any two sinks (tests capture them).
    init(redactor: SecretRedactor, out: @escaping @Sendable (Data) -> Void, error: @escaping @Sendable (Data) -> Void) {
        self.redactor = redactor
        self.writeOut = out
        self.writeError = error
    }

    /// Writes text to stdout as it is (secrets masked); add the newline yourself.
    func write(_ text: String) {
        writeOut(Data(redactor.redact(text).utf8))
    }

    /// Writes one line to stdout.
    func line(_ text: String = "") {
        write(text + "\n")
    }

    /// Writes one `byline: message` line to stderr.
    func error(_ message: String) {
        writeError(Data(("byline: " + redactor.redact(message) + "\n").utf8))
    }

    /// Writes a usage error and the command's usage line to stderr, then where to read
    /// more (`byline help COMMAND` when the command is known).
    func usage(_ error: UsageError, usage: String, command: String? = nil) {
        self.error(error.message)
        let help = command.map { "byline help \($0)" } ?? "byline help"
        writeError(Data("\(CommandOutputText.usageLabel.text)\(usage)\n\(CommandLineText.tryHelp(help))\n".utf8))
    }

    /// Writes raw bytes to stdout (only for bodies the user asked to see unchanged).
    func writeBytes(_ data: Data) {
        writeOut(data)
    }
}
