import BylineTestSupport
import Foundation
import Testing

@Suite("the NewsAPI key and private files, run as a process", .serialized)
struct SecretsProcessTests {
    /// A loopback NewsAPI that answers 200, 401 and 429 (both echoing the key it was sent),
    /// plus a plain feed and an echo endpoint.
    static func newsAPIServer(key: String) throws -> TestHTTPServer {
        let items = [
            FeedItem(id: "n1", title: "Wire story one", link: "http://example.org/n1", summary: "First."),
            FeedItem(id: "n2", title: "Wire story two", link: "http://example.org/n2", summary: "Second.")
        ]
        return try TestHTTPServer { request in
            let sent = request.header("X-Api-Key") ?? "none"
            let query = request.queryItems().first { $0.0 == "q" }?.1
            switch (request.path, query) {
            case ("/v2/top-headlines", _), ("/v2/everything", "swift"):
                return .json(FeedBuilder.newsAPI(source: "Wire", items: items))
            case ("/v2/everything", "denied"):
                return .json(#"{"status":"error","code":"apiKeyInvalid","message":"Your API key \#(sent) is invalid."}"#, status: 401)
            case ("/v2/everything", "limited"):
                return .json(
                    #"{"status":"error","code":"rateLimited","message":"Too many requests for \#(sent)."}"#, status: 429,
                    headers: [("Retry-After", "60")])
            case ("/feed", _):
                return .text(FeedBuilder.rss(title: "Plain feed", items: FeedItem.numbered("plain", count: 2)), contentType: "application/rss+xml")
            case ("/echo", _):
                return .text("you sent \(sent)", headers: [("X-Echo", sent)])
            default:
                return .text("no route for \(sent)", status: 404)
            }
        }
    }

    @Test("the key appears in no output of any command, not in the cache, and reaches the server only as X-Api-Key")
    func keyNeverLeaks() throws {
        let key = "nk-" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        let server = try Self.newsAPIServer(key: key)
        defer { server.stop() }
        let folder = try CacheFolder(extra: ["NEWSAPI_KEY": key, "BYLINE_NEWSAPI_URL": server.urlString()])
        defer { folder.remove() }
        try folder.writeURLs([
            "newsapi:top-headlines?country=us \"~Top\"", "newsapi:everything?q=swift \"~Swift\"",
            "newsapi:everything?q=denied \"~Denied\"", "newsapi:everything?q=limited \"~Limited\"",
            "\(server.urlString("/feed")) \"~Plain\""
        ])
        let importFile = try folder.write("more-urls", Data("http://127.0.0.1:9/more \"~More\"\n".utf8))

        var results: [(String, BylineProcess.Result)] = []
        func run(_ arguments: [String], bare: Bool = false) throws -> BylineProcess.Result {
            let result = bare ? try folder.runBare(arguments) : try folder.run(arguments)
            results.append((arguments.joined(separator: " "), result))
            return result
        }
        let refresh = try run(["refresh"])
        #expect(refresh.status == 1)
        #expect(refresh.stderrLines.contains("byline: Denied: error: 401 Unauthorized: Your API key [redacted] is invalid."), "\(refresh.stderr)")
        #expect(refresh.stderrLines.contains { $0.hasPrefix("byline: Limited: error: ") && $0.contains("[redacted]") }, "\(refresh.stderr)")
        _ = try run(["refresh"])
        _ = try run(["refresh", "--force"])
        let articles = try folder.list()
        #expect(articles.count == 2 + 2 + 2)
        let id = String(try #require(articles.first { $0.source == "Wire" }).id)
        for arguments in [
            ["list"], ["list", "--json"], ["list", "--search", "wire"], ["show", id, "--width", "50"],
            ["mark", id, "--read", "--star"], ["import", importFile], ["export"], ["refresh", "--help"]
        ] {
            #expect(try run(arguments).status == 0, "\(arguments)")
        }
        for arguments in [["--help"], ["--version"], ["help", "request"]] {
            #expect(try run(arguments, bare: true).status == 0, "\(arguments)")
        }
        let echo = try run(["request", "-v", "-H", "X-Api-Key: \(key)", server.urlString("/echo")], bare: true)
        #expect(echo.status == 0 && echo.stdout.contains("you sent [redacted]") && echo.stdout.contains("X-Echo: [redacted]"), "\(echo.stdout)")
        let denied = try run(["request", "-H", "X-Api-Key: \(key)", server.urlString("/v2/everything?q=denied")], bare: true)
        #expect(denied.status == 4 && denied.stderr.contains("[redacted]"), "\(denied.stderr)")

        for (command, result) in results {
            #expect(!result.allOutput.contains(key), "byline \(command) printed the key")
        }
        #expect(folder.cacheBytes().range(of: Data(key.utf8)) == nil, "the key is in the cache file")
        #expect(FileManager.default.contents(atPath: folder.urls).map { $0.range(of: Data(key.utf8)) == nil } == true)
        let requests = server.requests
        #expect(requests.count >= 8)
        for request in requests {
            #expect(!request.target.contains(key), "the key was in the URL \(request.target)")
            #expect(!request.headers.contains { $0.name.lowercased() != "x-api-key" && $0.value.contains(key) }, "\(request.target)")
            #expect(request.body.range(of: Data(key.utf8)) == nil)
            if request.path.hasPrefix("/v2/") { #expect(request.header("X-Api-Key") == key, "\(request.target)") }
            if request.path == "/feed" { #expect(request.header("X-Api-Key") == nil, "the key was sent to a plain feed") }
        }
    }

    /// Runs byline under `umask 0`, so only Byline's own choice of modes protects its files.
    static func runWithOpenUmask(_ arguments: [String], folder: CacheFolder) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "umask 0; exec \"$0\" \"$@\"", BylineProcess.binary.path] + arguments
        process.environment = folder.environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The permission bits of `path`, or nil when it does not exist.
    static func mode(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int
    }

    @Test("in a fresh HOME, the folders Byline creates are 0700, the cache and urls files 0600, even under umask 0")
    func privateFileModes() throws {
        let feed = TestResponse.text(FeedBuilder.rss(title: "Feed", items: FeedItem.numbered("m", count: 3)), contentType: "application/rss+xml")
        let server = try TestHTTPServer(routes: ["/feed": feed, "/slow": .delay(3, then: feed)])
        defer { server.stop() }
        let folder = try CacheFolder()
        defer { folder.remove() }
        let importFile = try folder.write("import-urls", Data("\(server.urlString("/feed")) news \"~Feed\"\n".utf8))
        #expect(try Self.runWithOpenUmask(["import", importFile], folder: folder) == 0)
        #expect(try Self.runWithOpenUmask(["refresh"], folder: folder) == 0)
        let home = folder.home.path
        let cache = "\(home)/.local/share/byline/cache.db"
        // SQLite removes -wal and -shm when the last connection closes: look at them while a
        // refresh waits for a slow source.
        let slowURLs = try folder.write("slow-urls", Data("\(server.urlString("/slow"))\n".utf8))
        let running = try RunningByline(["refresh", "--urls", slowURLs], environment: folder.environment)
        var companions: [String: Int] = [:]
        for _ in 0..<200 where companions.count < 2 {
            usleep(10_000)
            for suffix in ["-wal", "-shm"] { companions[suffix] = Self.mode(cache + suffix) }
        }
        #expect(running.wait().status == 0)
        #expect(companions == ["-wal": 0o600, "-shm": 0o600])

        for directory in [".config", ".config/byline", ".local", ".local/share", ".local/share/byline"] {
            #expect(Self.mode("\(home)/\(directory)") == 0o700, "\(directory)")
        }
        #expect(Self.mode("\(home)/.config/byline/urls") == 0o600)
        #expect(Self.mode(cache) == 0o600)
        #expect(try ListedArticle.decode(try folder.runBare(["list", "--json"]).stdout).count == 3 + 3)
        let created = try FileManager.default.subpathsOfDirectory(atPath: home)
        for path in created where path.hasPrefix(".cache") {
            Issue.record("byline created \(path) in HOME")
        }
    }
}
