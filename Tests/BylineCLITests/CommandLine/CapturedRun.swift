import BylineCore
import BylineTestSupport
import Foundation

@testable import BylineCLI

/// `byline` run inside the test process with its output captured, for what needs no files
/// (help, usage errors, generated scripts).
struct CapturedRun {
    /// The exit status.
    var status: Int32
    /// What went to stdout.
    var stdout: String
    /// What went to stderr.
    var stderr: String

    /// Runs `arguments` with an environment of only `HOME` (nowhere) and `extra`.
    static func run(_ arguments: [String], extra: [String: String] = [:]) async -> CapturedRun {
        let out = LockedValue(Data())
        let error = LockedValue(Data())
        let console = Console(
            redactor: .fromEnvironment([:]), out: { data in out.update { $0 += data } },
            error: { data in error.update { $0 += data } })
        let status = await BylineCommandLine.run(
            arguments: arguments, environment: ["HOME": "/nonexistent"].merging(extra) { _, new in new }, console: console)
        return CapturedRun(
            status: status, stdout: String(decoding: out.current, as: UTF8.self),
            stderr: String(decoding: error.current, as: UTF8.self))
    }
}
