import BylineTestSupport
import Foundation
import Testing

/// `byline request` standing in for HTTPie: output when piped, headers, JSON, auth, bodies,
/// sessions, files and waits, run as a process against a loopback server.
@Suite("byline request as HTTPie does it, run as a process", .serialized)
struct RequestHTTPieProcessTests {
    private func run(
        _ arguments: [String], home: URL? = nil, extra: [String: String] = [:],
        stdin: Data? = nil
    ) throws -> BylineProcess.Result {
        let own = try home ?? BylineProcess.temporaryHome()
        defer { if home == nil { try? FileManager.default.removeItem(at: own) } }
        return try BylineProcess.run(
            ["request"] + arguments, environment: BylineProcess.environment(home: own, extra: extra),
            stdin: stdin)
    }

    @Test("piped, only the body is printed, byte for byte, binary included; -p picks the parts")
    func pipedBodyOnly() throws {
        let bytes = Data([0x89, 0x50, 0x00, 0xFF, 0x0A, 0x1B])
        let server = try TestHTTPServer { _ in .respond(status: 200, headers: [("Content-Type", "image/png"), ("X-Note", "n")], body: bytes) }
        defer { server.stop() }
        let plain = try run([server.urlString("/img")])
        #expect(plain.status == 0)
        #expect(plain.stdoutBytes == bytes)
        let headers = try run(["-p", "h", server.urlString("/img")])
        #expect(headers.stdout.hasPrefix("HTTP/1.1 200 OK\n") && headers.stdout.contains("X-Note: n\n"))
        #expect(!headers.stdoutBytes.contains(0x89))
    }

    @Test("repeated -H are all sent, 'Name;' sends an empty header, 'Name:' removes a default one")
    func headerForms() throws {
        let server = try TestHTTPServer { _ in .text("ok") }
        defer { server.stop() }
        for _ in 0..<2 {
            _ = try run([
                "-H", "X-Dup: 1", "-H", "X-Dup: 2", "-H", "X-Empty;", "-H", "User-Agent:", "-H", "Accept:",
                server.urlString("/h")
            ])
        }
        #expect(server.requests.count == 2)
        for received in server.requests {
            #expect(received.headers.filter { $0.name == "X-Dup" }.map(\.value) == ["1", "2"])
            #expect(received.headers.contains { $0.name == "X-Empty" && $0.value.isEmpty })
            #expect(received.header("User-Agent") == nil)
            #expect(received.header("Accept") == nil)
        }
    }

    @Test("JSON numbers keep their exact text and keys their order")
    func exactJSON() throws {
        let server = try TestHTTPServer { _ in .status(204) }
        defer { server.stop() }
        _ = try run(["--json", "b=x", "--json", "id:=9007199254740993", "--json", "a:=1.10", server.urlString("/j")])
        #expect(server.requests.first?.bodyText == #"{"b":"x","id":9007199254740993,"a":1.10}"#)
    }

    @Test("user info, -a and --auth-type bearer send credentials; -v masks them; the 401 hint names no API key")
    func authentication() throws {
        let server = try TestHTTPServer { _ in .text("nope", status: 401, headers: [("WWW-Authenticate", "Basic")]) }
        defer { server.stop() }
        let password = "hunter2-pass"
        let basic = "Basic " + Data("reader:\(password)".utf8).base64EncodedString()
        let userInfo = try run(["-v", "http://reader:\(password)@127.0.0.1:\(server.port)/private"])
        _ = try run(["-a", "reader:\(password)", server.urlString("/private")])
        _ = try run(["-A", "bearer", "-a", "tok-123456", server.urlString("/private")])
        let requests = server.requests
        #expect(requests.map { $0.header("Authorization") } == [basic, basic, "Bearer tok-123456"])
        #expect(requests[0].target == "/private")
        #expect(!userInfo.allOutput.contains(password))
        #expect(!userInfo.allOutput.contains(basic.dropFirst(6)))
        #expect(userInfo.stdout.contains("Authorization: [redacted]"))
        #expect(userInfo.status == 4)
        #expect(!userInfo.stderr.contains("API key"))
    }

    @Test("~/.netrc gives credentials for its host unless --ignore-netrc")
    func netrc() throws {
        let server = try TestHTTPServer { _ in .text("ok") }
        defer { server.stop() }
        let home = try BylineProcess.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        try "machine 127.0.0.1\n  login alice\n  password wonder-land\n".write(
            to: home.appendingPathComponent(".netrc"),
            atomically: true, encoding: .utf8)
        _ = try run([server.urlString("/n")], home: home)
        _ = try run(["--ignore-netrc", server.urlString("/n")], home: home)
        #expect(server.requests.map { $0.header("Authorization") } == ["Basic " + Data("alice:wonder-land".utf8).base64EncodedString(), nil])
    }

    @Test("any method name, a body on GET, the :PORT shorthand, @file, --data-raw and @- for stdin")
    func methodsAndBodies() throws {
        let server = try TestHTTPServer { _ in .status(204) }
        defer { server.stop() }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("byline-data-\(UUID().uuidString)")
        try Data("from file".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        _ = try run(["-X", "PROPFIND", server.urlString("/dav")])
        _ = try run(["OPTIONS", server.urlString("/opt")])
        _ = try run(["-X", "GET", "--data", "q=1", ":\(server.port)/search"])
        _ = try run(["--data", "@\(file.path)", server.urlString("/file")])
        _ = try run(["--data-raw", "@\(file.path)", server.urlString("/raw")])
        _ = try run(["--data", "@-", server.urlString("/stdin")], stdin: Data("piped in".utf8))
        let requests = server.requests
        #expect(requests.map(\.method) == ["PROPFIND", "OPTIONS", "GET", "POST", "POST", "POST"])
        #expect(requests[2].target == "/search" && requests[2].bodyText == "q=1")
        #expect(requests[3].bodyText == "from file")
        #expect(requests[4].bodyText == "@\(file.path)")
        #expect(requests[5].bodyText == "piped in")
    }

    @Test("--session keeps cookies and credentials between runs in a private file")
    func session() throws {
        let server = try TestHTTPServer { request in
            request.path == "/login"
                ? .respond(status: 302, headers: [("Location", "/after"), ("Set-Cookie", "sid=s-42; Path=/")], body: Data())
                : .text("ok")
        }
        defer { server.stop() }
        let home = try BylineProcess.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        _ = try run(["--session", "work", "-a", "bob:pw-session", server.urlString("/login")], home: home)
        _ = try run(["--session", "work", server.urlString("/later")], home: home)
        _ = try run(["--session", "work", server.urlString("/again")], home: home)
        let requests = server.requests
        #expect(requests.map(\.path) == ["/login", "/after", "/later", "/again"])
        #expect(requests[1].header("Cookie") == "sid=s-42")
        #expect(requests[2].header("Cookie") == "sid=s-42" && requests[3].header("Cookie") == "sid=s-42")
        #expect(requests[3].header("Authorization") == "Basic " + Data("bob:pw-session".utf8).base64EncodedString())
        let file = home.appendingPathComponent(".local/share/byline/sessions/127.0.0.1_\(server.port)/work.json")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test("--max-size caps the body; -o streams to disk without the cap; --download -c resumes with a Range")
    func sizesAndFiles() throws {
        let content = Data((0..<5000).map { UInt8($0 % 251) })
        let server = try TestHTTPServer { request in
            if let range = request.header("Range"), range.hasPrefix("bytes="), let start = Int(range.dropFirst(6).dropLast()) {
                return .respond(status: 206, headers: [("Content-Range", "bytes \(start)-4999/5000")], body: content.dropFirst(start))
            }
            return .respond(status: 200, headers: [("Content-Type", "application/octet-stream")], body: content)
        }
        defer { server.stop() }
        let capped = try run(["--max-size", "1K", server.urlString("/big.bin")])
        #expect(capped.status == 1 && capped.stderr.contains("larger than"))
        let folder = try BylineProcess.temporaryHome()
        defer { try? FileManager.default.removeItem(at: folder) }
        let saved = folder.appendingPathComponent("whole.bin")
        let whole = try run(["-o", saved.path, server.urlString("/big.bin")])
        #expect(whole.status == 0)
        #expect(try Data(contentsOf: saved) == content)
        let partial = folder.appendingPathComponent("part.bin")
        try content.prefix(1200).write(to: partial)
        let resumed = try run(["--download", "-c", "-o", partial.path, server.urlString("/big.bin")])
        #expect(resumed.status == 0)
        #expect(server.requests.last?.header("Range") == "bytes=1200-")
        #expect(try Data(contentsOf: partial) == content)
    }

    @Test("--timeout bounds each wait: a slow steady body is not a timeout")
    func slowSteadyBody() throws {
        let server = try TestHTTPServer { _ in
            .trickle(status: 200, headers: [("Content-Type", "text/plain")], body: Data("0123456789".utf8), chunkSize: 1, interval: 0.3)
        }
        defer { server.stop() }
        let result = try run(["--timeout", "1", server.urlString("/slow")])
        #expect(result.status == 0)
        #expect(result.stdout == "0123456789")
    }

    @Test("http_proxy sends plain-http requests through the proxy it names; no_proxy hosts go direct")
    func proxyVariable() throws {
        let proxy = try TestHTTPServer { _ in .text("via proxy") }
        defer { proxy.stop() }
        let result = try run(["http://feeds.example.invalid/rss"], extra: ["http_proxy": proxy.urlString()])
        #expect(result.stdout == "via proxy")
        #expect(proxy.requests.first?.target == "http://feeds.example.invalid/rss")
        let server = try TestHTTPServer { _ in .text("direct") }
        defer { server.stop() }
        let bypassed = try run([server.urlString("/d")], extra: ["http_proxy": proxy.urlString(), "no_proxy": "127.0.0.1"])
        #expect(bypassed.stdout == "direct")
        #expect(proxy.requests.count == 1)
    }
}
