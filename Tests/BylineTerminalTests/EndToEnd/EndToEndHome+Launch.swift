import BylineTestSupport
import Foundation
import Testing

/// Starting `byline` in tmux the way a shell would, and reading how it ended.
extension EndToEndHome {
    /// What the pane's script saw when `byline` ended.
    struct Ending {
        /// `$?` after `byline` (128 + n after signal n).
        var status: Int32
        /// `stty -a` just before `byline` started.
        var sttyBefore: String
        /// `stty -a` just after it ended.
        var sttyAfter: String
    }

    /// Starts `byline ARGUMENTS` (default: this home's options) in a `width` × `height` tmux
    /// pane with `TERM=term`, `LANG=C.UTF-8`, HOME and XDG in this folder, plus `extra`.
    ///
    /// The pane runs a script that sets a known pane title, saves `stty -a`, runs `byline`
    /// (recording its pid), prints `EXIT=$?`, saves `stty -a` again and stays open.
    func launch(
        width: Int = 120, height: Int = 40, term: String = "xterm-256color", extra: [String: String] = [:],
        arguments: [String]? = nil
    ) throws -> TmuxSession {
        let binary = BylineProcess.binary.path
        try #require(FileManager.default.isExecutableFile(atPath: binary), "no byline binary at \(binary); run swift build")
        let command = ([binary] + (arguments ?? options)).map(shellQuoted).joined(separator: " ")
        let script = try write(
            """
            #!/bin/sh
            # Ctrl-C reaches the whole foreground group: the trap keeps this shell alive to report
            # byline's status, and a trapped signal is reset to its default for the child.
            trap : INT
            cd \(shellQuoted(folder.path)) || exit 1
            printf '\\033]2;%s\\033\\\\' \(shellQuoted(Self.paneTitle))
            stty -a > stty-before.txt
            sh -c 'echo $$ > "$0"; exec "$@"' byline.pid \(command)
            echo "EXIT=$?"
            stty -a > stty-after.txt
            exec sleep 600

            """, to: "run.sh")
        let environment = BylineProcess.environment(home: folder, extra: ["TERM": term].merging(extra) { $1 })
        return try TmuxSession(width: width, height: height, command: ["/bin/sh", script.path], environment: environment)
    }

    /// Waits for `byline` to end in `session` and returns its status and the terminal modes
    /// before and after.
    func ending(in session: TmuxSession, timeout: TimeInterval = 10) throws -> Ending {
        let screen = try session.waitFor(matching: "EXIT=[0-9]+", timeout: timeout)
        let status = try #require(screen.firstMatch(of: /EXIT=([0-9]+)/).flatMap { Int32($0.1) })
        let after = folder.appendingPathComponent("stty-after.txt")
        let deadline = Date().addingTimeInterval(timeout)
        var sttyAfter = ""
        while Date() < deadline {
            sttyAfter = (try? String(contentsOf: after, encoding: .utf8)) ?? ""
            if sttyAfter.hasSuffix("\n") { break }
            Thread.sleep(forTimeInterval: 0.04)
        }
        let sttyBefore = try String(contentsOf: folder.appendingPathComponent("stty-before.txt"), encoding: .utf8)
        return Ending(status: status, sttyBefore: sttyBefore, sttyAfter: sttyAfter)
    }

    /// The running `byline`'s process id, as the pane's script recorded it.
    func bylinePID() throws -> pid_t {
        let url = folder.appendingPathComponent("byline.pid")
        let text = try String(contentsOf: url, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        return try #require(pid_t(text), "no pid in byline.pid")
    }
}

/// `text` as one word for `sh`, inside single quotes.
func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
