import Foundation

/// A real FreshRSS (Google Reader API), started for one test by the scripts vendored in
/// `Tests/Servers` (`freshrss_up.sh`: SQLite, PHP's built-in server, one user subscribed to
/// three loopback feeds it has already fetched). PHP comes from Debian (`scripts/test`
/// installs it); without it ``init()`` fails with the command that installs it.
public final class FreshRSSServer: @unchecked Sendable {
    /// The instance's folder (data, feeds, logs, `env.sh`).
    public let folder: URL
    /// `KEY=VALUE` lines the script printed (`GREADER_URL`, `SYNC_USER`, `SYNC_API_PASSWORD`, `FEED_URL`…).
    public let env: [String: String]

    /// The vendored scripts.
    public static var scripts: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Servers")
    }

    /// The Google Reader API's base URL.
    public var greaderURL: String { env["GREADER_URL"] ?? "" }
    /// The user.
    public var user: String { env["SYNC_USER"] ?? "" }
    /// The API password.
    public var apiPassword: String { env["SYNC_API_PASSWORD"] ?? "" }
    /// The loopback feed server's base URL (its files are in `folder/feeds`).
    public var feedURL: String { env["FEED_URL"] ?? "" }

    /// Starts a new instance on a free port.
    public init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("byline-freshrss-\(UUID().uuidString)")
        var lastError = ""
        for _ in 0..<3 {
            let port = Int.random(in: 20_000..<40_000) & ~1
            let result: (status: Int32, output: String)
            do {
                result = try Self.script("freshrss_up.sh", [folder.path, String(port)])
            } catch {
                // Stopped by its time limit: stop what it started, too.
                _ = try? Self.script("freshrss_down.sh", [folder.path])
                try? FileManager.default.removeItem(at: folder)
                throw error
            }
            if result.status == 0 {
                var values: [String: String] = [:]
                for line in result.output.split(separator: "\n") {
                    guard let equals = line.firstIndex(of: "=") else { continue }
                    values[String(line[..<equals])] = String(line[line.index(after: equals)...])
                }
                env = values
                return
            }
            lastError = result.output
            try? FileManager.default.removeItem(at: folder)
        }
        throw ServerError(
            "FreshRSS did not start (scripts/test installs PHP: apt-get install php-cli php-sqlite3 php-curl php-xml php-mbstring php-intl php-zip php-gmp): \(lastError.suffix(2000))"
        )
    }

    deinit {
        _ = try? Self.script("freshrss_down.sh", [folder.path])
        try? FileManager.default.removeItem(at: folder)
    }

    /// Takes the server down (its data and feed server stay), as an outage.
    public func stop() throws { try check(Self.script("server_ctl.sh", [folder.path, "stop"])) }
    /// Brings it back on the same port and data.
    public func start() throws { try check(Self.script("server_ctl.sh", [folder.path, "start"])) }

    /// Writes the feed file `name` (served at `feedURL/name`) as a copy of `feed1.xml`.
    public func copyFeed(_ name: String, from source: String = "feed1.xml") throws {
        let feeds = folder.appendingPathComponent("feeds")
        let target = feeds.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(at: feeds.appendingPathComponent(source), to: target)
    }

    private func check(_ result: (status: Int32, output: String)) throws {
        guard result.status == 0 else { throw ServerError(result.output) }
    }

    /// The API's own answer to `GET reader/api/0/PATH` (JSON), signed in as the user.
    public func get(_ path: String) throws -> Any {
        let auth = try login()
        let data = try Self.curl(["-s", "-H", "Authorization: GoogleLogin auth=\(auth)", greaderURL + "/reader/api/0/" + path])
        return try JSONSerialization.jsonObject(with: data)
    }

    /// `POST reader/api/0/PATH` with the form `fields` and the action token; returns the answer.
    @discardableResult
    public func post(_ path: String, _ fields: [(String, String)]) throws -> String {
        let auth = try login()
        let header = "Authorization: GoogleLogin auth=\(auth)"
        let token = String(decoding: try Self.curl(["-s", "-H", header, greaderURL + "/reader/api/0/token"]), as: UTF8.self)
        var arguments = ["-s", "-H", header, "--data-urlencode", "T=\(token.trimmingCharacters(in: .whitespacesAndNewlines))"]
        for (name, value) in fields { arguments += ["--data-urlencode", "\(name)=\(value)"] }
        return String(decoding: try Self.curl(arguments + [greaderURL + "/reader/api/0/" + path]), as: UTF8.self)
    }

    /// The subscriptions as FreshRSS lists them: id, title, URL and folders.
    public func subscriptions() throws -> [(id: String, title: String, url: String, folders: [String])] {
        let answer = try get("subscription/list?output=json") as? [String: Any]
        return ((answer?["subscriptions"] as? [[String: Any]]) ?? []).map { entry in
            let folders = ((entry["categories"] as? [[String: Any]]) ?? []).compactMap { $0["label"] as? String }
            return (entry["id"] as? String ?? "", entry["title"] as? String ?? "", entry["url"] as? String ?? "", folders)
        }
    }

    /// Every item in the reading list as FreshRSS's API gives it: id, title and whether it is starred.
    public func items() throws -> [(id: String, title: String, starred: Bool)] {
        let answer = try get("stream/contents/user/-/state/com.google/reading-list?n=1000") as? [String: Any]
        return ((answer?["items"] as? [[String: Any]]) ?? []).map { entry in
            let categories = (entry["categories"] as? [String]) ?? []
            return (
                entry["id"] as? String ?? "", entry["title"] as? String ?? "",
                categories.contains { $0.hasSuffix("/state/com.google/starred") }
            )
        }
    }

    private func login() throws -> String {
        let text = String(
            decoding: try Self.curl([
                "-s", "--data-urlencode", "Email=\(user)", "--data-urlencode", "Passwd=\(apiPassword)",
                greaderURL + "/accounts/ClientLogin"
            ]), as: UTF8.self)
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("Auth=") }) else { throw ServerError("ClientLogin: \(text)") }
        return String(line.dropFirst(5))
    }

    private static func curl(_ arguments: [String]) throws -> Data {
        try run("/usr/bin/curl", ["--max-time", "30"] + arguments, timeout: 40).output
    }

    private static func script(_ name: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let result = try run("/bin/bash", [scripts.appendingPathComponent(name).path] + arguments, timeout: 90, errorsToo: true)
        return (result.status, String(decoding: result.output, as: UTF8.self))
    }

    /// Runs `program` and collects its stdout (and stderr with `errorsToo`), killing it after
    /// `timeout` seconds and failing rather than waiting longer: a test must not hang on a
    /// server script. (`Process` learns of a child's exit when a socket the child inherited
    /// closes, so a server the script leaves running must not keep it: `start_bg` closes it.)
    private static func run(_ program: String, _ arguments: [String], timeout: TimeInterval, errorsToo: Bool = false) throws -> (
        status: Int32, output: Data
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errorsToo ? output : FileHandle.nullDevice
        try process.run()
        let collected = LockedValue(Data())
        let reading = DispatchGroup()
        reading.enter()
        // A thread of its own, not Dispatch's pool (two threads here, shared with the test).
        Thread {
            collected.current = output.fileHandleForReading.readDataToEndOfFile()
            reading.leave()
        }.start()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            let name = URL(fileURLWithPath: arguments.first ?? program).lastPathComponent
            throw ServerError("\(name) did not finish within \(Int(timeout)) s (killed)")
        }
        guard reading.wait(timeout: .now() + 10) == .success else { throw ServerError("\(program): its output did not end after it exited") }
        return (process.terminationStatus, collected.current)
    }
}
