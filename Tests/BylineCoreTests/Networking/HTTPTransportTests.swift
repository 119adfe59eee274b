import BylineTestSupport
import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineText
@testable import BylineXML

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The transports under test: every contract below holds for both.
enum TransportKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case curl, urlSession

    func make(_ configuration: TransportConfiguration) -> any HTTPTransport {
        switch self {
        case .curl: CurlTransport(configuration: configuration)
        case .urlSession: URLSessionTransport(configuration: configuration)
        }
    }

    var testDescription: String { rawValue }
}

@Suite("HTTP transports against a loopback server", .serialized)
struct HTTPTransportTests {
    private func send(_ kind: TransportKind, _ endpoint: Endpoint, _ configuration: TransportConfiguration = .init(timeout: 5)) async throws
        -> Response
    {
        try await kind.make(configuration).send(try endpoint.urlRequest())
    }

    private func endpoint(_ server: TestHTTPServer, _ path: String, method: HTTPMethod<RequestBody> = .get) throws -> Endpoint {
        try Endpoint(url: server.url(path), method: method)
    }

    @Test(
        "every method reaches the server with its body",
        arguments: TransportKind.allCases, ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"])
    func methods(kind: TransportKind, name: String) async throws {
        let server = try TestHTTPServer { _ in .text("hello") }
        defer { server.stop() }
        let body = RequestBody.raw(Data("payload-\(name)".utf8), contentType: "text/plain")
        let method = try #require(HTTPMethod<RequestBody>(name: name, body: body))
        let response = try await send(kind, endpoint(server, "/m", method: method))
        let received = try #require(server.requests.first)
        #expect(received.method == name)
        #expect(response.status == 200)
        if name == "GET" || name == "HEAD" {
            #expect(received.body.isEmpty)
        } else {
            #expect(received.bodyText == "payload-\(name)")
            #expect(received.header("Content-Type") == "text/plain")
        }
        #expect(response.body == (name == "HEAD" ? Data() : Data("hello".utf8)))
    }

    @Test("query values reach the server exactly as given", arguments: TransportKind.allCases)
    func queryExact(kind: TransportKind) async throws {
        let server = try TestHTTPServer { _ in .status(204) }
        defer { server.stop() }
        let values = ["a b", "x&y=z", "1+1", "a/b?c#d", "100%", "한국어 뉴스", "👩‍👩‍👧 🇯🇵", "東京"]
        var request = try endpoint(server, "/q")
        request.query = values.enumerated().map { URLQueryItem(name: "v\($0.offset)", value: $0.element) }
        _ = try await send(kind, request)
        let received = try #require(server.requests.first).queryItems()
        #expect(received.map(\.1) == values.map(Optional.some))
    }

    @Test("JSON and form bodies arrive encoded as promised, with matching headers", arguments: TransportKind.allCases)
    func bodies(kind: TransportKind) async throws {
        let server = try TestHTTPServer { _ in .status(201) }
        defer { server.stop() }
        _ = try await send(kind, endpoint(server, "/j", method: .post(try .json(fields: [("title", .string("뉴스 & more"))]))))
        _ = try await send(kind, endpoint(server, "/f", method: .post(.form([.init("q", "a b+c"), .init("lang", "한")]))))
        let requests = server.requests
        #expect(requests[0].bodyText == #"{"title":"뉴스 & more"}"#)
        #expect(requests[0].header("Content-Type") == "application/json")
        #expect(requests[0].header("Accept")?.hasPrefix("application/json") == true)
        #expect(requests[1].formFields.map(\.0) == ["q", "lang"])
        #expect(requests[1].formFields.map(\.1) == ["a b+c", "한"])
        #expect(requests[1].header("Content-Type")?.hasPrefix("application/x-www-form-urlencoded") == true)
    }

    @Test("headers and the User-Agent reach the server", arguments: TransportKind.allCases)
    func headers(kind: TransportKind) async throws {
        let server = try TestHTTPServer { _ in .status(200) }
        defer { server.stop() }
        var request = try endpoint(server, "/h")
        request.headers["X-Custom"] = "value 1"
        _ = try await send(kind, request)
        let received = try #require(server.requests.first)
        #expect(received.header("x-custom") == "value 1")
        #expect(received.header("User-Agent") == BylineVersion.userAgent)
    }

    @Test("a redirect chain is followed to the end and recorded", arguments: TransportKind.allCases)
    func redirectChain(kind: TransportKind) async throws {
        let server = try TestHTTPServer(routes: [
            "/a": .redirect("/b", status: 301), "/b": .redirect("/c", status: 307), "/c": .text("done")
        ])
        defer { server.stop() }
        let response = try await send(kind, endpoint(server, "/a"))
        #expect(response.status == 200)
        #expect(response.body == Data("done".utf8))
        #expect(response.url?.path == "/c")
        #expect(response.redirects.map(\.path) == ["/a", "/b"])
    }

    @Test(
        "a request carrying the API key is never redirected, so the key cannot be forwarded",
        arguments: TransportKind.allCases, ["X-Api-Key", "Authorization"])
    func credentialsNotRedirected(kind: TransportKind, header: String) async throws {
        let collector = try TestHTTPServer { _ in .text("collected") }
        defer { collector.stop() }
        let server = try TestHTTPServer(routes: ["/v2/top-headlines": .redirect(collector.urlString("/steal"), status: 302)])
        defer { server.stop() }
        var request = try endpoint(server, "/v2/top-headlines")
        request.headers[header] = "secret-key-123"
        let response = try await send(kind, request)
        #expect(response.status == 302)
        #expect(collector.requests.isEmpty)
        #expect(ResponseValidator.error(for: response).message.hasPrefix("unexpected 302 Found to http://127.0.0.1:"))
    }

    @Test("a redirect loop stops at the limit with a clear error", arguments: TransportKind.allCases)
    func redirectLoop(kind: TransportKind) async throws {
        let server = try TestHTTPServer(routes: ["/loop": .redirect("/loop")])
        defer { server.stop() }
        await #expect(throws: NetworkError.tooManyRedirects(limit: 3)) {
            _ = try await send(kind, endpoint(server, "/loop"), .init(timeout: 5, maxRedirects: 3))
        }
        #expect(server.requests.count == 4)
    }

    @Test("with redirects off, a 3xx comes back as it is", arguments: TransportKind.allCases)
    func redirectsOff(kind: TransportKind) async throws {
        let server = try TestHTTPServer(routes: ["/r": .redirect("/elsewhere")])
        defer { server.stop() }
        let response = try await send(kind, endpoint(server, "/r"), .init(timeout: 5, maxRedirects: 0))
        #expect(response.status == 302)
        #expect(response.headers["location"] == "/elsewhere")
    }

    @Test("a server that never answers times out", arguments: TransportKind.allCases)
    func timeout(kind: TransportKind) async throws {
        let server = try TestHTTPServer { _ in .hang }
        defer { server.stop() }
        await #expect(throws: NetworkError.transport(.timedOut(seconds: 0.5))) {
            _ = try await send(kind, endpoint(server, "/slow"), .init(timeout: 0.5))
        }
    }

    @Test("a server that trickles its body is cut off at the deadline", arguments: TransportKind.allCases)
    func trickle(kind: TransportKind) async throws {
        let server = try TestHTTPServer { _ in
            .trickle(status: 200, headers: [], body: Data(repeating: 65, count: 100), chunkSize: 1, interval: 0.2)
        }
        defer { server.stop() }
        await #expect(throws: NetworkError.transport(.timedOut(seconds: 1))) {
            _ = try await send(kind, endpoint(server, "/trickle"), .init(timeout: 1))
        }
    }

    @Test("nothing listening gives 'connection refused'", arguments: TransportKind.allCases)
    func refused(kind: TransportKind) async throws {
        let server = try TestHTTPServer { _ in .status(200) }
        let url = server.url("/gone")
        server.stop()
        await #expect {
            _ = try await kind.make(.init(timeout: 5)).send(URLRequest(url: url))
        } throws: { error in
            guard case .transport(.cannotConnect(let host, let reason)) = error as? NetworkError else { return false }
            return host.hasPrefix("127.0.0.1:") && reason == "connection refused"
        }
    }

    // URLSession is left out: it reports the error but cannot stop the download behind it
    // (cancel() from its delegate is not honoured while data keeps arriving), which is one
    // reason CurlTransport is the default.
    @Test("an endless body stops at the size cap", arguments: [TransportKind.curl])
    func endlessBody(kind: TransportKind) async throws {
        let server = try TestHTTPServer { _ in .endless(status: 200, contentType: "application/xml") }
        defer { server.stop() }
        await #expect(throws: NetworkError.responseTooLarge(limit: 1 << 20)) {
            _ = try await send(kind, endpoint(server, "/endless"), .init(timeout: 10, maxResponseBytes: 1 << 20))
        }
    }

    @Test("a declared length over the cap is refused before reading", arguments: TransportKind.allCases)
    func declaredTooLarge(kind: TransportKind) async throws {
        let server = try TestHTTPServer { _ in .respond(status: 200, headers: [], body: Data(repeating: 1, count: 300_000)) }
        defer { server.stop() }
        await #expect(throws: NetworkError.responseTooLarge(limit: 100_000)) {
            _ = try await send(kind, endpoint(server, "/big"), .init(timeout: 5, maxResponseBytes: 100_000))
        }
    }

    @Test("a connection reset mid-body is a transport error, not a crash or a short body", arguments: TransportKind.allCases)
    func resetMidBody(kind: TransportKind) async throws {
        let server = try TestHTTPServer { _ in .resetMidBody(declaredLength: 10_000, sentBytes: 100) }
        defer { server.stop() }
        await #expect {
            _ = try await send(kind, endpoint(server, "/reset"))
        } throws: { error in
            guard case .transport = error as? NetworkError else { return false }
            return true
        }
    }

    @Test("gzip bodies arrive decompressed", arguments: TransportKind.allCases)
    func gzip(kind: TransportKind) async throws {
        let text = String(repeating: "압축된 뉴스 ", count: 200)
        let server = try TestHTTPServer { _ in .gzip(Data(text.utf8), contentType: "text/plain") }
        defer { server.stop() }
        let response = try await send(kind, endpoint(server, "/gz"))
        #expect(String(decoding: response.body, as: UTF8.self) == text)
        #expect(server.requests.first?.header("Accept-Encoding")?.contains("gzip") == true)
    }

    @Test(
        "statuses come back as they are and validation turns them into errors",
        arguments: TransportKind.allCases, [200, 201, 204, 304, 400, 401, 403, 404, 429, 500, 503])
    func statuses(kind: TransportKind, status: Int) async throws {
        let server = try TestHTTPServer { _ in .status(status, headers: status == 429 ? [("Retry-After", "7")] : []) }
        defer { server.stop() }
        let response = try await send(kind, endpoint(server, "/s"), .init(timeout: 5, maxRedirects: 0))
        #expect(response.status == status)
        if (200..<300).contains(status) {
            #expect(throws: Never.self) { try ResponseValidator.validate(response) }
        } else {
            #expect(throws: ResponseValidator.error(for: response)) { try ResponseValidator.validate(response) }
            #expect(ResponseValidator.error(for: response).status == status)
        }
        if status == 429 {
            #expect(ResponseValidator.error(for: response) == .rateLimited(retryAfter: 7, serverMessage: nil))
        }
    }
}
