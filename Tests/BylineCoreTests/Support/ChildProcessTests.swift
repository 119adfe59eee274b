import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineText
@testable import BylineXML

/// The bounded runner, with real child processes: small shell scripts the test writes
/// stand for the user's commands.
@Suite("child process runner")
struct ChildProcessTests {
    /// Writes an executable script into `folder` and returns its path.
    static func script(_ name: String, _ body: String, in folder: TemporaryFolder) throws -> String {
        let path = folder.file(name)
        try ("#!/bin/sh\n" + body + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o755)
        return path
    }

    @Test("arguments reach the program as they are, one each, with no shell reading them")
    func argumentsArriveUnchanged() throws {
        let child = ChildProcess(argv: ["/bin/sh", "-c", "printf '%s\\n' \"$@\"", "sh", "two words", "$HOME", "*", "; rm -rf /"])
        let result = try child.run()
        #expect(result.status == 0)
        #expect(String(decoding: result.output, as: UTF8.self) == "two words\n$HOME\n*\n; rm -rf /\n")
    }

    @Test("stdin gets the input, even more than a pipe holds, and stdout comes back whole")
    func inputGoesInAndOutputComesBack() throws {
        let input = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 % 251) })
        let result = try ChildProcess(argv: ["cat"], input: input, standardOutput: .capture(limit: 1 << 20)).run()
        #expect(result.output == input)
    }

    @Test("a program that hangs is killed at the time limit, with the children it started")
    func hangingProgramIsKilled() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let marker = folder.file("still-running")
        let path = try Self.script("hang.sh", "(sleep 2; touch '\(marker)') &\nsleep 30", in: folder)
        #expect(throws: ChildProcessError.timedOut(program: "hang.sh", seconds: 1)) {
            try ChildProcess(argv: [path], timeout: 0.5).run()
        }
        // The grandchild was in the killed process group: it never writes its marker.
        Thread.sleep(forTimeInterval: 2.5)
        #expect(!FileManager.default.fileExists(atPath: marker))
    }

    @Test("a program that floods stdout is stopped at the cap")
    func floodIsCapped() throws {
        let child = ChildProcess(argv: ["/bin/sh", "-c", "yes flood"], standardOutput: .capture(limit: 64 * 1024), timeout: 20)
        #expect(throws: ChildProcessError.outputTooLarge(program: "sh", limit: 64 * 1024)) { try child.run() }
    }

    @Test("stderr is kept up to its cap and its first line names the failure")
    func stderrGivesTheMessage() throws {
        let child = ChildProcess(
            argv: ["/bin/sh", "-c", "printf '\\n  \\033[31mno such feed\\033[0m\\nsecond\\n' >&2; head -c 100000 /dev/zero >&2; exit 3"],
            standardError: .capture(limit: 1000))
        let result = try child.run()
        #expect(result.status == 3)
        #expect(result.errorOutput.count == 1000)
        #expect(result.firstErrorLine() == "no such feed")
    }

    @Test("a missing program is named")
    func missingProgramIsNamed() {
        #expect(throws: ChildProcessError.notFound(program: "no-such-program-here")) {
            try ChildProcess(argv: ["no-such-program-here"]).run()
        }
    }

    @Test("a leading ~/ is the home folder")
    func tildeIsHome() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try Self.script("hello.sh", "echo hello", in: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = folder.path
        let result = try ChildProcess(argv: ["~/hello.sh"], environment: environment).run()
        #expect(String(decoding: result.output, as: UTF8.self) == "hello\n")
    }

    @Test("a program that exits without reading its input does not end Byline (no SIGPIPE)")
    func unreadInputIsHarmless() throws {
        let input = Data(repeating: 65, count: 1 << 20)
        let result = try ChildProcess(argv: ["/bin/sh", "-c", "exit 0"], input: input).run()
        #expect(result.status == 0)
    }

    @Test("started from a task, the run waits on its own thread and reaps the child, twice")
    func asyncRunsLeaveNoZombies() async throws {
        for round in 1...2 {
            let result = try await ChildProcess(argv: ["/bin/sh", "-c", "echo $$"]).start()
            let pid = try #require(pid_t(String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
            // A zombie still takes signal 0; a reaped child is gone.
            #expect(kill(pid, 0) == -1 && errno == ESRCH, "round \(round)")
        }
    }
}
