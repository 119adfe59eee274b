import BylineTestSupport
import Foundation
import Testing

/// A temporary home for one end-to-end test: HOME and the XDG folders, a config, a urls
/// file and a cache, and the files the pane's script leaves behind (the exit status, `stty
/// -a` before and after, `byline`'s pid, the browser script's calls).
final class EndToEndHome {
    /// The folder; removed on deinit.
    let folder: URL
    /// `--urls`.
    let urls: URL
    /// `--config`.
    let config: URL
    /// `--cache`.
    let cache: URL
    /// The title the pane's script gives the pane before `byline` starts.
    static let paneTitle = "byline-e2e-title"

    /// A fresh home; `config` is written to the config file when given. By default there is
    /// none: the browser runs with the shipped defaults, the launch refresh included.
    init(config: String? = nil) throws {
        folder = try BylineProcess.temporaryHome()
        urls = folder.appendingPathComponent("urls")
        self.config = folder.appendingPathComponent("config")
        cache = folder.appendingPathComponent("cache.db")
        if let config { try write(config, to: "config") }
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// The usual global options: this home's urls file, config and cache.
    var options: [String] { ["--urls", urls.path, "--config", config.path, "--cache", cache.path] }

    /// Writes `text` to `name` in the folder and returns its URL.
    @discardableResult
    func write(_ text: String, to name: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// Writes the urls file, one source per line.
    func writeURLs(_ lines: [String]) throws {
        try write(lines.joined(separator: "\n") + "\n", to: "urls")
    }

    /// The environment for `byline` run outside tmux.
    var environment: [String: String] { BylineProcess.environment(home: folder) }

    /// Runs `byline ARGUMENTS` (headless) with this home's environment.
    func byline(_ arguments: [String]) throws -> BylineProcess.Result {
        try BylineProcess.run(arguments, environment: environment, timeout: 30)
    }

    /// Fills the cache from the urls file with `byline refresh`; fails the test when it fails.
    func refresh() throws {
        let result = try byline(["refresh"] + options)
        try #require(result.status == 0, "byline refresh failed: \(result.allOutput)")
    }

    /// The articles as `byline list --json` prints them, newest first.
    func listedArticles() throws -> [[String: Any]] {
        let result = try byline(["list", "--json"] + options)
        try #require(result.status == 0, "byline list failed: \(result.allOutput)")
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        return try #require(parsed as? [[String: Any]])
    }

    /// The browser script's path: it appends `ARGC=n` and one `ARG=…` line per argument to
    /// `browser-calls.txt`, so a test sees exactly how it was run.
    func makeBrowserScript() throws -> String {
        let log = folder.appendingPathComponent("browser-calls.txt").path
        let script = try write(
            """
            #!/bin/sh
            { echo "ARGC=$#"; for argument in "$@"; do echo "ARG=$argument"; done; echo END; } >> \(shellQuoted(log))

            """, to: "browser.sh")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return script.path
    }

    /// Each run of the browser script, as its arguments.
    func browserCalls() -> [[String]] {
        let url = folder.appendingPathComponent("browser-calls.txt")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.components(separatedBy: "END\n").dropLast().map { call in
            call.split(separator: "\n").filter { $0.hasPrefix("ARG=") }.map { String($0.dropFirst(4)) }
        }
    }

    /// Waits until the browser script has run `count` times and returns the calls.
    func waitForBrowserCalls(_ count: Int, timeout: TimeInterval = 10) throws -> [[String]] {
        let deadline = Date().addingTimeInterval(timeout)
        while browserCalls().count < count && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.04)
        }
        return browserCalls()
    }
}
