import BylineTestSupport
import Foundation
import Synchronization
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

/// Redirect method rewriting, cookies across redirects, header forms, streaming and waits,
/// for both transports, against a loopback server.
@Suite("HTTP exchanges: redirects, cookies, headers, streaming", .serialized)
struct HTTPExchangeTests {
    private func send(
        _ kind: TransportKind, _ request: HTTPRequest, _ configuration: TransportConfiguration = .init(timeout: 5),
        cookies: inout CookieJar, stream: ResponseStream? = nil
    ) async throws -> Response {
        try await kind.make(configuration).send(request, cookies: &cookies, stream: stream)
    }

    private func send(
        _ kind: TransportKind, _ request: HTTPRequest,
        _ configuration: TransportConfiguration = .init(timeout: 5)
    ) async throws -> Response {
        var cookies = CookieJar()
        return try await send(kind, request, configuration, cookies: &cookies)
    }

    @Test(
        "303 turns any method into a body-less GET; 301/302 do so after POST only; 307/308 keep method and body",
        arguments: TransportKind.allCases,
        [
            ("PUT", 303, "GET"), ("POST", 303, "GET"), ("DELETE", 303, "GET"), ("POST", 302, "GET"), ("POST", 301, "GET"),
            ("PUT", 302, "PUT"), ("PATCH", 301, "PATCH"), ("POST", 307, "POST"), ("PUT", 308, "PUT")
        ])
    func methodRewriting(kind: TransportKind, step: (method: String, status: Int, expected: String)) async throws {
        let server = try TestHTTPServer(routes: ["/start": .redirect("/end", status: step.status), "/end": .text("done")])
        defer { server.stop() }
        let request = HTTPRequest(
            method: step.method, url: server.url("/start"),
            headers: ["Content-Type": "application/json"], body: Data(#"{"a":1}"#.utf8))
        let response = try await send(kind, request)
        #expect(response.status == 200)
        let second = try #require(server.requests.dropFirst().first)
        #expect(second.method == step.expected)
        if step.expected == "GET" {
            #expect(second.body.isEmpty)
            #expect(second.header("Content-Type") == nil)
        } else {
            #expect(second.bodyText == #"{"a":1}"#)
            #expect(second.header("Content-Type") == "application/json")
        }
    }

    @Test("cookies set on the way are sent to the next hops of the same request", arguments: TransportKind.allCases)
    func cookiesAcrossRedirects(kind: TransportKind) async throws {
        let server = try TestHTTPServer(routes: [
            "/login": .respond(
                status: 302,
                headers: [
                    ("Location", "/home"), ("Set-Cookie", "session=abc123; Path=/"),
                    ("Set-Cookie", "theme=dark")
                ], body: Data()),
            "/home": .text("welcome")
        ])
        defer { server.stop() }
        var cookies = CookieJar()
        for _ in 0..<2 {
            _ = try await send(kind, HTTPRequest(url: server.url("/login")), cookies: &cookies)
        }
        let homes = server.requests.filter { $0.path == "/home" }
        #expect(homes.count == 2)
        #expect(homes.allSatisfy { $0.header("Cookie") == "session=abc123; theme=dark" })
        #expect(server.requests.first?.header("Cookie") == nil)
    }

    @Test("user info in the URL is sent as Basic auth and never as part of the URL", arguments: TransportKind.allCases)
    func userInfo(kind: TransportKind) async throws {
        let server = try TestHTTPServer { _ in .text("ok") }
        defer { server.stop() }
        let url = try #require(URL(string: "http://reader:s3cr%40t@127.0.0.1:\(server.port)/feed"))
        let response = try await send(kind, HTTPRequest(url: url))
        let received = try #require(server.requests.first)
        #expect(received.header("Authorization") == "Basic " + Data("reader:s3cr@t".utf8).base64EncodedString())
        #expect(received.target == "/feed")
        #expect(response.url?.absoluteString.contains("s3cr") == false)
    }

    @Test("the body streams to the caller as it arrives, and the head comes first", arguments: TransportKind.allCases)
    func streaming(kind: TransportKind) async throws {
        let server = try TestHTTPServer { _ in
            .trickle(status: 200, headers: [("Content-Type", "text/plain")], body: Data("abcdef".utf8), chunkSize: 2, interval: 0.2)
        }
        defer { server.stop() }
        let events = Mutex<[String]>([])
        let stream = ResponseStream(
            head: { head in events.withLock { $0.append("head \(head.status)") } },
            body: { piece in
                events.withLock { $0.append(String(decoding: piece, as: UTF8.self)) }
                return true
            })
        var cookies = CookieJar()
        let response = try await send(kind, HTTPRequest(url: server.url("/s")), cookies: &cookies, stream: stream)
        let seen = events.withLock { $0 }
        #expect(seen.first == "head 200")
        #expect(seen.dropFirst().joined() == "abcdef")
        #expect(seen.count >= 3, "the pieces arrived separately: \(seen)")
        #expect(response.body.isEmpty)
    }

    @Test(
        "a stall timeout bounds each wait: a slow steady body finishes, a silent server times out",
        arguments: TransportKind.allCases)
    func stallTimeout(kind: TransportKind) async throws {
        let server = try TestHTTPServer(routes: [
            "/steady": .trickle(
                status: 200, headers: [("Content-Type", "text/plain")], body: Data("0123456789".utf8),
                chunkSize: 1, interval: 0.3),
            "/silent": .hang
        ])
        defer { server.stop() }
        let configuration = TransportConfiguration(timeout: 0, stallTimeout: 2)
        let steady = try await send(kind, HTTPRequest(url: server.url("/steady")), configuration)
        #expect(steady.body == Data("0123456789".utf8))
        await #expect(throws: NetworkError.transport(.timedOut(seconds: 2))) {
            _ = try await send(kind, HTTPRequest(url: server.url("/silent")), configuration)
        }
    }
}

/// What only libcurl's transport can send or read (URLSession joins repeated fields and
/// keeps no reason phrase).
@Suite("curl exchanges: header forms, reason phrases, header bytes", .serialized)
struct CurlExchangeTests {
    @Test("repeated headers are both sent, an empty one is sent empty, a suppressed default is left out")
    func headerForms() async throws {
        let server = try TestHTTPServer { _ in .text("ok") }
        defer { server.stop() }
        let request = HTTPRequest(
            url: server.url("/h"), headers: HTTPHeaders([("X-Dup", "1"), ("X-Dup", "2"), ("X-Empty", "")]),
            suppressedHeaders: ["User-Agent", "Accept-Encoding"])
        var cookies = CookieJar()
        _ = try await CurlTransport(configuration: .init(timeout: 5)).send(request, cookies: &cookies)
        let received = try #require(server.requests.first)
        #expect(received.headers.filter { $0.name == "X-Dup" }.map(\.value) == ["1", "2"])
        #expect(received.headers.contains { $0.name == "X-Empty" && $0.value.isEmpty })
        #expect(received.header("User-Agent") == nil)
        #expect(received.header("Accept-Encoding") == nil)
    }

    @Test("the server's own reason phrase is kept, and Latin-1 header bytes read as Latin-1")
    func reasonAndLatin1() async throws {
        var raw = Data("HTTP/1.1 200 Fine Thanks\r\nContent-Length: 2\r\nX-Name: caf".utf8)
        raw.append(0xE9)
        raw.append(contentsOf: Data("\r\nConnection: close\r\n\r\nok".utf8))
        let answer = raw
        let server = try TestHTTPServer { _ in .raw(answer) }
        defer { server.stop() }
        var cookies = CookieJar()
        let response = try await CurlTransport(configuration: .init(timeout: 5)).send(HTTPRequest(url: server.url("/r")), cookies: &cookies)
        #expect(response.statusLine == "200 Fine Thanks")
        #expect(response.headers["X-Name"] == "café")
    }
}
