import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Building requests (pure)")
struct EndpointTests {
    @Test("every method has its wire name and carries its body")
    func methodNames() {
        let body = RequestBody.raw(Data("x".utf8), contentType: "text/plain")
        let methods: [(HTTPMethod<RequestBody>, String, Bool)] = [
            (.get, "GET", false), (.head, "HEAD", false), (.post(body), "POST", true),
            (.put(body), "PUT", true), (.patch(body), "PATCH", true), (.delete(body), "DELETE", true),
            (.delete(nil), "DELETE", false)
        ]
        for (method, name, hasBody) in methods {
            #expect(method.name == name)
            #expect((method.body != nil) == hasBody)
        }
        #expect(HTTPMethod<RequestBody>(name: "patch", body: body)?.name == "PATCH")
        #expect(HTTPMethod<RequestBody>(name: "TRACE", body: nil) == nil)
    }

    @Test("map turns an Encodable body into a JSON request body")
    func methodMap() throws {
        struct Note: Encodable, Sendable { var text: String }
        let method = try HTTPMethod<Note>.post(Note(text: "hi")).map { try RequestBody.json(encoding: $0) }
        #expect(method.body == .json(Data(#"{"text":"hi"}"#.utf8)))
    }

    @Test("query values with reserved characters, Korean and emoji are encoded exactly once")
    func queryEncoding() throws {
        let value = "a b&c=d+e/f?g#h%i 한국 🇰🇷"
        let endpoint = Endpoint(
            scheme: "http", host: "example.com", path: "/search",
            query: [
                URLQueryItem(name: "q", value: value), URLQueryItem(name: "", value: "skipped"),
                URLQueryItem(name: "flag", value: nil)
            ])
        let url = try endpoint.url()
        #expect(
            url.absoluteString == "http://example.com/search?q=a%20b%26c%3Dd%2Be%2Ff%3Fg%23h%25i%20%ED%95%9C%EA%B5%AD%20%F0%9F%87%B0%F0%9F%87%B7&flag"
        )
        let decoded = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first?.value
        #expect(decoded == value)
    }

    @Test("a URL's own query is kept byte for byte and new items are appended")
    func baseQueryKept() throws {
        var endpoint = try Endpoint(urlString: "http://127.0.0.1:8080/p%20ath?a=1+2&b=%2F")
        endpoint.query = [URLQueryItem(name: "c", value: "3 4")]
        #expect(try endpoint.url().absoluteString == "http://127.0.0.1:8080/p%20ath?a=1+2&b=%2F&c=3%204")
    }

    @Test("headers are applied to the request and win over the body's defaults")
    func headersApplied() throws {
        let endpoint = Endpoint(
            method: .post(.json(Data("{}".utf8))), host: "example.com", path: "/x",
            headers: ["X-Trace": "42", "Accept": "text/csv"])
        let request = try endpoint.urlRequest()
        #expect(request.httpMethod == "POST")
        #expect(request.value(forHTTPHeaderField: "x-trace") == "42")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(request.value(forHTTPHeaderField: "Accept") == "text/csv")
        #expect(request.httpBody == Data("{}".utf8))
    }

    @Test("JSON bodies from fields keep strings as strings, raw values as JSON, and the order given")
    func jsonFields() throws {
        let body = try RequestBody.json(fields: [
            ("name", .string("이름 🙂")), ("count", .number(3)),
            ("ok", .bool(true)), ("", .string("skipped"))
        ])
        #expect(String(decoding: body.data ?? Data(), as: UTF8.self) == #"{"name":"이름 🙂","count":3,"ok":true}"#)
        #expect(body.contentType == "application/json")
        #expect(body.accept.hasPrefix("application/json"))
    }

    @Test("raw JSON values keep their exact text: big numbers keep every digit, nested keys their order")
    func jsonExactNumbers() throws {
        let id = try #require(JSONValue(parsing: "9007199254740993"))
        let nested = try #require(JSONValue(parsing: #" {"z":1,"a":1.10} "#))
        let body = try RequestBody.json(fields: [("z", .string("first")), ("id", id), ("n", nested), ("z", .string("last"))])
        #expect(String(decoding: body.data ?? Data(), as: UTF8.self) == #"{"z":"last","id":9007199254740993,"n":{"z":1,"a":1.10}}"#)
        #expect(JSONValue(parsing: "{nope") == nil)
    }

    @Test("form bodies follow the HTML form rules")
    func formBody() {
        let body = RequestBody.form([.init("q", "a b+c&d=é"), .init("", "x"), .init("star", "*-._~")])
        #expect(String(decoding: body.data ?? Data(), as: UTF8.self) == "q=a+b%2Bc%26d%3D%C3%A9&star=*-._%7E")
        #expect(body.contentType == "application/x-www-form-urlencoded; charset=utf-8")
    }

    @Test("a raw body keeps its bytes and its content type")
    func rawBody() throws {
        let request = try Endpoint(
            method: .put(.raw(Data([0, 1, 2]), contentType: "application/octet-stream")),
            host: "h.example"
        ).urlRequest()
        #expect(request.httpBody == Data([0, 1, 2]))
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/octet-stream")
    }

    @Test(
        "invalid URLs are refused with the reason",
        arguments: [
            ("", "empty"), ("ftp://example.com/x", "unsupported scheme"), ("http://", "no host"),
            ("http://exa mple.com", "not a valid URL"), ("javascript:alert(1)", "not a valid URL")
        ])
    func invalidURLs(input: String, reason: String) {
        #expect {
            _ = try Endpoint(urlString: input)
        } throws: { error in
            guard case .invalidURL(let message) = error as? NetworkError else { return false }
            return message.contains(reason)
        }
    }

    @Test("a URL without a scheme gets http for loopback and https elsewhere")
    func defaultScheme() throws {
        #expect(try Endpoint(urlString: "localhost:8080/x").url().absoluteString == "http://localhost:8080/x")
        #expect(try Endpoint(urlString: "127.0.0.1/x").scheme == "http")
        #expect(try Endpoint(urlString: "example.com/news").url().absoluteString == "https://example.com/news")
        // `byline add` guesses the same way.
        #expect(Endpoint.withGuessedScheme("127.0.0.1:8765/feed.xml") == "http://127.0.0.1:8765/feed.xml")
        #expect(Endpoint.withGuessedScheme("[::1]:8765/feed.xml") == "http://[::1]:8765/feed.xml")
        #expect(Endpoint.withGuessedScheme("example.com:8765/feed.xml") == "https://example.com:8765/feed.xml")
        #expect(Endpoint.withGuessedScheme("http://example.com/x") == "http://example.com/x")
    }

    @Test("secrets in URLs are masked before they are shown")
    func urlRedaction() {
        let shown = URLRedaction.redacted("https://user:pw@example.com/x?apiKey=SECRET123&q=swift&token=abc")
        #expect(!shown.contains("SECRET123") && !shown.contains("pw@") && !shown.contains("abc"))
        #expect(shown.contains("q=swift"))
        #expect(SecretRedactor(secrets: ["k3y-value"]).redact("echo k3y-value back") == "echo [redacted] back")
    }
}
