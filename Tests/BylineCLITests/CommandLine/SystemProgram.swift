import Foundation

/// Runs a system program (man, bash, zsh, fish) for the tests that check what it makes of
/// Byline's generated files.
enum SystemProgram {
    /// What the program did.
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `path` with `arguments` in `directory`, with a small fixed environment plus `extra`.
    static func run(
        _ path: String, _ arguments: [String], in directory: URL? = nil,
        extra: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "LANG": "C.UTF-8"]
            .merging(extra) { _, new in new }
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe()
        let error = Pipe()
        process.standardOutput = out
        process.standardError = error
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }
}
