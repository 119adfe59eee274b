import BylineTestSupport
import Foundation
import Testing

@Suite("byline request, run as a process", .serialized)
struct RequestCommandProcessTests {
    private func run(_ arguments: [String], extra: [String: String] = [:]) throws -> BylineProcess.Result {
        let home = try BylineProcess.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        return try BylineProcess.run(["request"] + arguments, environment: BylineProcess.environment(home: home, extra: extra))
    }

    /// Runs `byline request` with its stdout on a pseudo-terminal (through script(1)), as a person sees it.
    private func runInTerminal(_ arguments: [String]) throws -> BylineProcess.Result {
        let home = try BylineProcess.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let command = ([BylineProcess.binary.path, "request"] + arguments).map { "'\($0)'" }.joined(separator: " ")
        return try RunningByline(
            ["-qec", command, "/dev/null"], environment: BylineProcess.environment(home: home),
            executable: URL(fileURLWithPath: "/usr/bin/script")
        ).wait()
    }

    @Test("-p hb prints the status line, the headers and the body as sent, and exits 0")
    func success() throws {
        let server = try TestHTTPServer { _ in .json(#"{"title":"뉴스","tags":["a"],"n":1.50}"#, headers: [("X-Note", "hi")]) }
        defer { server.stop() }
        let result = try run(["-p", "hb", server.urlString("/ok")])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("HTTP/1.1 200 OK\n"))
        #expect(result.stdout.contains("X-Note: hi\n"))
        #expect(result.stdout.hasSuffix("\n\n{\"title\":\"뉴스\",\"tags\":[\"a\"],\"n\":1.50}"))
        #expect(result.stderr.isEmpty)
    }

    @Test(
        "exit status follows HTTPie's --check-status",
        arguments: [
            (201, Int32(0)), (204, 0), (304, 3), (400, 4), (401, 4), (403, 4), (404, 4), (429, 4), (500, 5), (503, 5)
        ])
    func statusCodes(status: Int, expected: Int32) throws {
        let server = try TestHTTPServer { _ in .status(status) }
        defer { server.stop() }
        let result = try run(["-p", "hb", server.urlString("/s")])
        #expect(result.status == expected)
        #expect(result.stdout.hasPrefix("HTTP/1.1 \(status) "))
        if expected != 0 {
            #expect(result.stderr.hasPrefix("byline: ") && result.stderr.contains("\(status) "))
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
    }

    @Test("an unfollowed redirect exits 3 and says why")
    func redirectNotFollowed() throws {
        let server = try TestHTTPServer(routes: ["/old": .redirect("/new", status: 301)])
        defer { server.stop() }
        let result = try run(["--max-redirects", "0", server.urlString("/old")])
        #expect(result.status == 3)
        #expect(result.stderr.contains("301 Moved Permanently to /new"))
    }

    @Test("NewsAPI's error message reaches stderr")
    func newsAPIMessage() throws {
        let server = try TestHTTPServer { _ in
            .json(#"{"status":"error","code":"apiKeyInvalid","message":"Your API key is invalid or incorrect."}"#, status: 401)
        }
        defer { server.stop() }
        let result = try run([server.urlString("/v2/top-headlines")])
        #expect(result.status == 4)
        #expect(result.stderr == "byline: 401 Unauthorized: Your API key is invalid or incorrect.\n")
    }

    @Test(
        "failures without an HTTP answer: timeout exits 2, too many redirects 6, the others 1",
        arguments: [
            ("timeout", Int32(2), "timed out"), ("refused", 1, "connection refused"),
            ("loop", 6, "too many redirects"), ("endless", 1, "larger than the 32 MiB limit")
        ])
    func transportFailures(kind: String, expected: Int32, words: String) throws {
        let server = try TestHTTPServer { request in
            switch kind {
            case "timeout": .hang
            case "loop": .redirect(request.path)
            default: .endless(status: 200, contentType: "text/plain")
            }
        }
        let url = server.urlString("/x")
        if kind == "refused" { server.stop() }
        defer { server.stop() }
        let result = try run(["--timeout", "1", url])
        #expect(result.status == expected)
        #expect(result.stderr.contains(words))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test("query, JSON, form and file bodies reach the server as given")
    func bodies() throws {
        let server = try TestHTTPServer { _ in .status(200) }
        defer { server.stop() }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("byline-body-\(UUID().uuidString)")
        try Data([0xFF, 0x00, 0x41]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        _ = try run(["-q", "q=a b&c+d/é 🙂", "-q", "empty=", server.urlString("/q?keep=1%2B1")])
        _ = try run(["--json", "name=한국", "--json", "count:=3", server.urlString("/j")])
        _ = try run(["-X", "PUT", "--form", "a=b c", "--form", "d=&", server.urlString("/f")])
        _ = try run(["--data", "@\(file.path)", "-H", "Content-Type: application/x-custom", server.urlString("/d")])
        let requests = server.requests
        #expect(requests[0].target == "/q?keep=1%2B1&q=a%20b%26c%2Bd%2F%C3%A9%20%F0%9F%99%82&empty=")
        #expect(requests[1].method == "POST" && requests[1].bodyText == #"{"name":"한국","count":3}"#)
        #expect(requests[2].method == "PUT" && requests[2].bodyText == "a=b+c&d=%26")
        #expect(requests[3].body == Data([0xFF, 0x00, 0x41]))
        #expect(requests[3].header("Content-Type") == "application/x-custom")
    }

    @Test(
        "bad arguments exit 2 with one error line and the usage line",
        arguments: [
            [], ["-X", "BAD METHOD", "http://127.0.0.1:1/"], ["-H", "no colon", "http://127.0.0.1:1/"],
            ["--bogus", "http://127.0.0.1:1/"], ["ftp://example.com/"], ["--json", "a=1", "--form", "b=2", "http://127.0.0.1:1/"],
            ["--timeout", "soon", "http://127.0.0.1:1/"], ["--data", "@/nonexistent/file", "http://127.0.0.1:1/"],
            ["-p", "xyz", "http://127.0.0.1:1/"], ["--data", "a", "--data-raw", "b", "http://127.0.0.1:1/"],
            ["-c", "http://127.0.0.1:1/"], ["--max-size", "lots", "http://127.0.0.1:1/"],
            ["--auth-type", "digest", "-a", "u:p", "http://127.0.0.1:1/"]
        ])
    func usageErrors(arguments: [String]) throws {
        let result = try run(arguments)
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.first?.hasPrefix("byline: ") == true)
        #expect(lines.dropFirst().first?.hasPrefix("usage: byline request") == true)
        #expect(result.stdout.isEmpty)
    }

    @Test("on a terminal, escape sequences from the server never reach it and binary bodies are summarised")
    func hostileBodies() throws {
        let server = try TestHTTPServer(routes: [
            "/evil": .respond(
                status: 200, headers: [("Content-Type", "text/plain"), ("X-Evil", "a\u{1B}[31mb")],
                body: Data("safe\u{1B}]2;pwned\u{07} text\u{9B}31m\u{202E}end\n".utf8)),
            "/bin": .respond(status: 200, headers: [("Content-Type", "image/png")], body: Data([0x89, 0x50, 0x00, 0xFF]))
        ])
        defer { server.stop() }
        let evil = try runInTerminal([server.urlString("/evil")])
        #expect(!evil.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B || $0.value == 0x202E })
        #expect(evil.stdout.contains("safe text"))
        #expect(evil.stdout.contains("HTTP/1.1 200 OK"))
        let binary = try runInTerminal([server.urlString("/bin")])
        #expect(binary.stdout.contains("[4 bytes of image/png not shown; use --output FILE to save them]"))
    }

    @Test("the NewsAPI key never appears in the output, even when the server echoes it")
    func keyNeverShown() throws {
        let key = "byline-test-key-7f3a9c"
        let server = try TestHTTPServer { request in
            .json(
                #"{"echo":"\#(request.header("X-Api-Key") ?? "")"}"#, status: 401,
                headers: [("X-Echo", request.header("X-Api-Key") ?? "")])
        }
        defer { server.stop() }
        let result = try run(
            ["-v", "-H", "X-Api-Key: \(key)", "-q", "apiKey=\(key)", server.urlString("/v2/x")],
            extra: ["NEWSAPI_KEY": key])
        #expect(server.requests.first?.header("X-Api-Key") == key)
        #expect(!result.allOutput.contains(key))
        #expect(result.stdout.contains("[redacted]"))
    }
}

@Suite("byline help and version, run as a process")
struct HelpProcessTests {
    private func run(_ arguments: [String]) throws -> BylineProcess.Result {
        let home = try BylineProcess.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        return try BylineProcess.run(arguments, environment: BylineProcess.environment(home: home))
    }

    @Test("--version prints the version")
    func version() throws {
        let result = try run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("byline 0."))
    }

    @Test("--help, help and help request explain the commands", arguments: [["--help"], ["help"], ["help", "request"], ["request", "--help"]])
    func help(arguments: [String]) throws {
        let result = try run(arguments)
        #expect(result.status == 0)
        #expect(result.stdout.contains("usage: byline"))
        if arguments.contains("request") {
            #expect(result.stdout.contains("exit status (HTTPie's --check-status)"))
        }
    }

    @Test("an unknown command is a usage error")
    func unknownCommand() throws {
        let result = try run(["frobnicate"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("byline: unknown command 'frobnicate'\nusage: "))
    }
}
