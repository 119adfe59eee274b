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

/// The network boundary masks every credential a request carried in everything that came
/// back from that exchange: status line, headers, body (whole or streamed) and errors.
@Suite("credentials masked in what a server sends back", .serialized)
struct ExchangeRedactionTests {
    static let password = "pa ss/wörd+1"
    /// Percent-encoding of everything but ASCII letters and digits, as many servers write it.
    static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(
            withAllowedCharacters: CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")) ?? text
    }
    static var basic: String { Data("bob:\(password)".utf8).base64EncodedString() }

    /// A server that answers with everything it was sent, in several encodings.
    static func echoServer(status: Int = 500) throws -> TestHTTPServer {
        try TestHTTPServer { request in
            let authorization = request.header("Authorization") ?? ""
            let form = request.bodyText
            let encoded = encoded(password)
            let json = authorization.replacingOccurrences(of: "/", with: "\\/")
            let body =
                "echo \(authorization) | \(form) | \(encoded) | \(encoded.lowercased()) | \(json) | "
                + "\(password.replacingOccurrences(of: " ", with: "+")) | \(request.header("X-Api-Key") ?? "")\n"
            let head =
                "HTTP/1.1 \(status) denied \(authorization)\r\nContent-Type: text/plain\r\n"
                + "X-Echo: \(authorization)\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n"
            return .raw(Data((head + body).utf8))
        }
    }

    static func request(_ server: TestHTTPServer) -> HTTPRequest {
        var components = URLComponents(url: server.url("/echo"), resolvingAgainstBaseURL: false)
        components?.user = "bob"
        components?.password = password
        return HTTPRequest(
            method: "POST", url: components?.url ?? server.url("/echo"),
            headers: ["Content-Type": "application/x-www-form-urlencoded", "X-Api-Key": "key-0123456789"],
            body: Data("Passwd=\(encoded(password))&T=tok-abcdef".utf8),
            declaredSecrets: ["tok-abcdef"])
    }

    static func expectMasked(_ text: String, _ place: String) {
        let encoded = encoded(password)
        for secret in [
            basic, password, encoded, encoded.lowercased(), "key-0123456789", "tok-abcdef",
            basic.replacingOccurrences(of: "/", with: "\\/"), password.replacingOccurrences(of: " ", with: "+")
        ] {
            #expect(!text.contains(secret), "\(place) holds \(secret): \(text)")
        }
    }

    @Test("the status line, headers and body of an echo come back with every credential masked", arguments: TransportKind.allCases)
    func wholeAnswer(kind: TransportKind) async throws {
        let server = try Self.echoServer()
        defer { server.stop() }
        var cookies = CookieJar()
        let response = try await kind.make(.init(timeout: 5)).send(Self.request(server), cookies: &cookies)
        #expect(server.requests.first?.header("Authorization") == "Basic \(Self.basic)", "the request itself is unchanged")
        let body = String(decoding: response.body, as: UTF8.self)
        #expect(body.hasPrefix("echo Basic [redacted] | Passwd=[redacted]&T=[redacted] | [redacted]"), "\(body)")
        Self.expectMasked(body, "the body")
        Self.expectMasked(response.statusLine, "the status line")
        Self.expectMasked(response.headers["X-Echo"] ?? "", "a header")
        let message = ResponseValidator.error(for: response).message
        #expect(message.hasPrefix("500 Internal Server Error: echo Basic [redacted]"), "\(message)")
        Self.expectMasked(message, "the error")
    }

    @Test("a streamed echo is masked even where a credential is split between two pieces", arguments: TransportKind.allCases)
    func streamedAnswer(kind: TransportKind) async throws {
        let text = "token tok-abcdef and Basic \(Self.basic) and again tok-abcdef.\n"
        let server = try TestHTTPServer { _ in
            .trickle(status: 200, headers: [("Content-Type", "text/plain")], body: Data(text.utf8), chunkSize: 3, interval: 0.002)
        }
        defer { server.stop() }
        let pieces = Mutex([Data]())
        let stream = ResponseStream(body: { piece in
            pieces.withLock { $0.append(piece) }
            return true
        })
        var request = Self.request(server)
        request.method = "GET"
        request.body = nil
        var cookies = CookieJar()
        _ = try await kind.make(.init(timeout: 5)).send(request, cookies: &cookies, stream: stream)
        let received = String(decoding: pieces.withLock { $0.reduce(Data(), +) }, as: UTF8.self)
        #expect(received == "token [redacted] and Basic [redacted] and again [redacted].\n")
    }

    @Test("a stream that asks for the bytes unchanged gets them, and its error is still masked")
    func verbatimStream() async throws {
        let server = try Self.echoServer(status: 403)
        defer { server.stop() }
        let pieces = Mutex([Data]())
        let stream = ResponseStream(
            body: { piece in
                pieces.withLock { $0.append(piece) }
                return true
            }, verbatim: true)
        var cookies = CookieJar()
        var response = try await CurlTransport(configuration: .init(timeout: 5)).send(Self.request(server), cookies: &cookies, stream: stream)
        let received = pieces.withLock { $0.reduce(Data(), +) }
        #expect(String(decoding: received, as: UTF8.self).contains(Self.basic), "the bytes are as sent")
        response.body = received
        let message = ResponseValidator.error(for: response).message
        #expect(message.hasPrefix("403 Forbidden: echo Basic [redacted]"), "\(message)")
        Self.expectMasked(message, "the error")
    }

    @Test("a request knows its secrets: Basic and its parts, tokens, key headers, secret query and form fields, declared ones")
    func requestSecrets() throws {
        let url = try #require(URL(string: "https://example.org/feed?api_key=qk-123456&page=2"))
        let request = HTTPRequest(
            method: "POST", url: url,
            headers: HTTPHeaders([
                ("Authorization", "GoogleLogin auth=alice/a1b2c3d4"), ("Proxy-Authorization", "Basic \(Self.basic)"),
                ("X-Api-Key", "hk-7654321"), ("X-Auth-Token", "tk-0000001"), ("Content-Type", "application/x-www-form-urlencoded")
            ]), body: Data("Email=alice&Passwd=pw%2F1234&api_key=0123456789abcdef".utf8), declaredSecrets: ["declared-1"])
        let secrets = Set(request.secrets)
        for expected in [
            "alice/a1b2c3d4", Self.basic, "bob:\(Self.password)", Self.password, "hk-7654321", "tk-0000001",
            "qk-123456", "pw/1234", "0123456789abcdef", "declared-1"
        ] {
            #expect(secrets.contains(expected), "\(expected) is not among \(secrets)")
        }
        #expect(!secrets.contains("alice") && !secrets.contains("2"))
    }

    @Test("a redactor masks a secret in its percent-encoded, form, JSON and HTML forms, longest first")
    func forms() {
        let redactor = SecretRedactor(secrets: ["a/b c&d", "bob:a/b c&d"])
        let text = #"1 a/b c&d 2 a%2Fb%20c%26d 3 a%2fb%20c%26d 4 a%2Fb+c%26d 5 a\/b c&d 6 a/b c&amp;d 7 bob:a/b c&d"#
        #expect(redactor.redact(text) == "1 [redacted] 2 [redacted] 3 [redacted] 4 [redacted] 5 [redacted] 6 [redacted] 7 [redacted]")
        #expect(redactor.redact(Data(text.utf8)) == Data(redactor.redact(text).utf8))
        #expect(SecretRedactor(secrets: ["abc"]).redact("abc") == "abc", "values this short are too common to mask")
    }
}
