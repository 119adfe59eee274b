import Foundation

/// A temporary folder holding everything one process test needs: a HOME, a urls file, a
/// config file and a cache, with helpers that run `byline` against them.
public struct CacheFolder: Sendable {
    /// The folder itself (removed by ``remove()``).
    public let root: URL
    /// HOME (and the XDG folders inside it) for every run.
    public let home: URL
    /// Extra environment for every run (TZ=UTC so list dates are predictable).
    public var environment: [String: String]

    /// A new, empty folder; `extra` is added to the environment of every run.
    public init(extra: [String: String] = [:]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("byline-e2e-\(UUID().uuidString)")
        home = root.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        environment = BylineProcess.environment(home: home, extra: ["TZ": "UTC"].merging(extra) { $1 })
    }

    /// The urls file passed with `--urls`.
    public var urls: String { root.appendingPathComponent("urls").path }
    /// The cache passed with `--cache`.
    public var cache: String { root.appendingPathComponent("cache.db").path }
    /// The config file passed with `--config`.
    public var config: String { root.appendingPathComponent("config").path }

    /// Writes the urls file, one line per entry.
    public func writeURLs(_ lines: [String]) throws {
        try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: urls))
    }

    /// Writes the config file.
    public func writeConfig(_ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: config))
    }

    /// Writes a file inside the folder and returns its path.
    @discardableResult
    public func write(_ name: String, _ data: Data) throws -> String {
        let url = root.appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }

    /// The file options every command accepts, pointing into this folder.
    public var fileOptions: [String] { ["--urls", urls, "--cache", cache, "--config", config] }

    /// Runs `byline arguments…` with ``fileOptions`` after them.
    public func run(_ arguments: [String], extra: [String: String] = [:], timeout: TimeInterval = 60) throws -> BylineProcess.Result {
        try runBare(arguments + fileOptions, extra: extra, timeout: timeout)
    }

    /// Runs `byline arguments…` exactly as given (HOME still points into the folder).
    public func runBare(_ arguments: [String], extra: [String: String] = [:], timeout: TimeInterval = 60) throws -> BylineProcess.Result {
        try BylineProcess.run(arguments, environment: environment.merging(extra) { $1 }, timeout: timeout)
    }

    /// Starts `byline arguments…` (with ``fileOptions``) in the background.
    public func start(_ arguments: [String]) throws -> RunningByline {
        try RunningByline(arguments + fileOptions, environment: environment)
    }

    /// `list --json` with `arguments` decoded (every article unless `--limit` is among them);
    /// throws when the command fails.
    public func list(_ arguments: [String] = []) throws -> [ListedArticle] {
        let limit = arguments.contains("--limit") ? [] : ["--limit", "1000000"]
        let result = try run(["list", "--json"] + limit + arguments)
        guard result.status == 0 else { throw CommandFailed(result: result) }
        return try ListedArticle.decode(result.stdout)
    }

    /// The bytes of the cache and its -wal and -shm files, for "never stored" checks.
    public func cacheBytes() -> Data {
        ["", "-wal", "-shm", "-journal"].reduce(into: Data()) { bytes, suffix in
            if let data = FileManager.default.contents(atPath: cache + suffix) { bytes.append(data) }
        }
    }

    /// Deletes the folder.
    public func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}

/// A command a test relied on failed.
public struct CommandFailed: Error, CustomStringConvertible {
    /// What it printed.
    public var result: BylineProcess.Result
    /// An error for `result`.
    public init(result: BylineProcess.Result) {
        self.result = result
    }

    /// The status and both streams.
    public var description: String { "byline exited \(result.status): \(result.stdout)\n\(result.stderr)" }
}
