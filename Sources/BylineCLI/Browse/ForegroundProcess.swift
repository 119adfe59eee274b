import BylineCore
import BylineText
import Foundation

/// Runs a program in the foreground of the terminal: it inherits the terminal (stdin,
/// stdout, stderr) and the process group, so a text browser can draw and read keys, and
/// the caller waits until it exits. Arguments are passed as they are: no shell is involved
/// (the run itself is ``ChildProcess``'s, the one place Byline starts programs).
enum ForegroundProcess {
    /// Why the program could not run.
    struct Failure: Error {
        /// One line for the status bar.
        var message: String
    }

    /// Runs `path` with `arguments` (the program's name first) in `environment` and returns
    /// its exit status (128 + n when signal n ended it).
    static func run(_ path: String, arguments: [String], environment: [String: String]) throws(Failure) -> Int32 {
        let child = ChildProcess(
            argv: [path] + arguments.dropFirst(), standardOutput: .inherit, standardError: .inherit,
            timeout: nil, inheritsTerminal: true, environment: environment)
        do throws(ChildProcessError) {
            return try child.run().status
        } catch {
            throw Failure(message: LauncherText.cannotStartProgram(child.programName, error.message))
        }
    }
}
