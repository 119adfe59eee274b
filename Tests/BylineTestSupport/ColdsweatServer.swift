import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A real Coldsweat (a Fever API server, from PyPI) run for one test, with its database in
/// a temporary folder. The venv comes from `$BYLINE_COLDSWEAT_VENV`, else `.ci/venv` in the
/// repository (`.ci/run` installs it); when it is missing, ``init(email:password:)`` fails
/// with the commands that install it, so the tests fail loudly instead of skipping.
public final class ColdsweatServer: @unchecked Sendable {
    /// The user's e-mail (Coldsweat's user name).
    public let email: String
    /// The user's password.
    public let password: String
    /// The port it listens on (kept across ``stop()`` and ``start()``).
    public let port: Int
    /// The folder holding its database and log.
    public let folder: URL
    private let executable: String
    private var process: Process?

    /// The Fever endpoint (`http://127.0.0.1:PORT/fever`).
    public var feverURL: String { "http://127.0.0.1:\(port)/fever" }

    /// The venv's `coldsweat` program, or an error telling how to install it.
    public static func locate() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let venv = ProcessInfo.processInfo.environment["BYLINE_COLDSWEAT_VENV"] ?? root.appendingPathComponent(".ci/venv").path
        let program = venv + "/bin/coldsweat"
        guard FileManager.default.isExecutableFile(atPath: program) else {
            throw ServerError(
                "Coldsweat is not installed at \(venv): run .ci/run, or: python3 -m venv \(venv) && "
                    + "\(venv)/bin/pip install coldsweat==0.10.2 (or set BYLINE_COLDSWEAT_VENV to a venv that has it)")
        }
        return program
    }

    /// Sets up a new database with one user (the password must have 12 or more characters).
    public init(email: String, password: String) throws {
        executable = try Self.locate()
        self.email = email
        self.password = password
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("byline-coldsweat-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        port = try Self.freePort()
        try runToEnd(["setup", email, "-p", password, "-n", "Tester"])
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: folder)
    }

    private var environment: [String: String] {
        [
            "PATH": "/usr/bin:/bin", "HOME": folder.path, "LANG": "C.UTF-8",
            "FLASK_DATABASE_URL": "sqlite:///" + folder.appendingPathComponent("coldsweat.db").path,
            "FLASK_SECRET_KEY": "byline-test-secret"
        ]
    }

    /// Imports an OPML document for the user and fetches its feeds now.
    public func importFeeds(opml: String) throws {
        let path = folder.appendingPathComponent("feeds-\(UUID().uuidString).opml")
        try Data(opml.utf8).write(to: path)
        try runToEnd(["import", path.path, email, "-f"])
    }

    /// Starts the web server and waits until it accepts connections.
    public func start() throws {
        guard process == nil else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["run", "--host", "127.0.0.1", "--port", String(port)]
        process.environment = environment
        let log = try FileHandle(forWritingTo: logFile())
        log.seekToEndOfFile()
        process.standardOutput = log
        process.standardError = log
        try process.run()
        self.process = process
        for _ in 0..<300 {
            if Self.accepts(port) { return }
            guard process.isRunning else { break }
            usleep(100_000)
        }
        stop()
        throw ServerError(
            "Coldsweat did not start on port \(port); its log: \(String(decoding: (try? Data(contentsOf: logFile())) ?? Data(), as: UTF8.self).suffix(2000))"
        )
    }

    /// Stops the web server (the database stays, so ``start()`` brings the same server back).
    public func stop() {
        guard let process else { return }
        self.process = nil
        // SIGKILL: the test process blocks SIGTERM and its children inherit the mask, so
        // Coldsweat would never see a SIGTERM. Its SQLite database is safe either way.
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        for _ in 0..<100 where Self.accepts(port) { usleep(50_000) }
    }

    private func logFile() throws -> URL {
        let url = folder.appendingPathComponent("coldsweat.log")
        if !FileManager.default.fileExists(atPath: url.path) { _ = FileManager.default.createFile(atPath: url.path, contents: nil) }
        return url
    }

    private func runToEnd(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ServerError("coldsweat \(arguments.first ?? "") failed (\(process.terminationStatus)): \(text.suffix(2000))")
        }
    }

    /// A port nobody listens on now.
    static func freePort() throws -> Int {
        let probe = try TestHTTPServer { _ in .status(204) }
        let port = probe.port
        probe.stop()
        return port
    }

    /// Whether something accepts TCP connections on 127.0.0.1:`port`.
    static func accepts(_ port: Int) -> Bool {
        let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socketFD >= 0 else { return false }
        defer { close(socketFD) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socketFD, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        } == 0
    }
}
