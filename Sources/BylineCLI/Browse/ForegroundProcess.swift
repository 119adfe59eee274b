import BylineCore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program in the foreground of the terminal: it inherits the terminal (stdin,
/// stdout, stderr) and the process group, so a text browser can draw and read keys, and
/// the caller waits until it exits. Arguments are passed as they are: no shell is involved.
enum ForegroundProcess {
    /// Why the program could not run.
    struct Failure: Error {
        /// One line for the status bar.
        var message: String
    }

    /// Runs `path` with `arguments` (the program's name first) and returns its exit status
    /// (128 + n when signal n ended it).
    static func run(_ path: String, arguments: [String]) throws(Failure) -> Int32 {
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let status = posix_spawn(&pid, path, nil, nil, argv, environ)
        guard status == 0 else {
            throw Failure(message: "cannot start \(TextSanitizer.singleLine((path as NSString).lastPathComponent)): "
                + String(cString: strerror(status)))
        }
        var waitStatus: Int32 = 0
        while waitpid(pid, &waitStatus, 0) < 0 {
            guard errno == EINTR else { return 1 }
        }
        let signal = waitStatus & 0x7F
        return signal == 0 ? (waitStatus >> 8) & 0xFF : 128 + signal
    }
}
