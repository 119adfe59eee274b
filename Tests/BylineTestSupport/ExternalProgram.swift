import Foundation

/// Runs a program other than Byline (newsboat, the sqlite3 shell) the way a test needs it:
/// with a given environment, both streams collected, killed after a time limit.
public enum ExternalProgram {
    /// What a run printed and how it ended.
    public struct Result: Sendable {
        /// The exit status (or 128 + signal).
        public var status: Int32
        /// Everything written to stdout.
        public var stdout: String
        /// Everything written to stderr.
        public var stderr: String
    }

    /// A program could not be found, or did not do what the test needed.
    public struct Missing: Error, CustomStringConvertible {
        /// Which one, and what happened.
        public var description: String

        /// An error with its words.
        public init(description: String) { self.description = description }
    }

    /// The first of `paths` that is an executable file, or an error naming them.
    public static func find(_ paths: [String]) throws -> String {
        guard let found = paths.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw Missing(description: "none of \(paths.joined(separator: ", ")) is installed (.ci/run installs it)")
        }
        return found
    }

    /// Runs `program` with `arguments` and waits, at most `timeout` seconds.
    public static func run(
        _ program: String, _ arguments: [String], environment: [String: String],
        timeout: TimeInterval = 60
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let timer = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: timer)
        // Read both to the end before waiting, so a full pipe never blocks the program.
        let errorData = LockedValue(Data())
        let reading = DispatchGroup()
        DispatchQueue.global().async(group: reading) { errorData.current = errors.fileHandleForReading.readDataToEndOfFile() }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        timer.cancel()
        reading.wait()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: data, as: UTF8.self),
            stderr: String(decoding: errorData.current, as: UTF8.self))
    }

    /// The sqlite3 shell's output for `sql` on the database at `file`, trimmed.
    public static func sqlite(_ file: String, _ sql: String) throws -> String {
        let shell = try find(["/usr/bin/sqlite3", "/bin/sqlite3", "/usr/local/bin/sqlite3"])
        let result = try run(shell, [file, sql], environment: ["PATH": "/usr/bin:/bin"])
        guard result.status == 0 else { throw Missing(description: "sqlite3 failed: \(result.stderr)") }
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
