import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineRefresh
@testable import BylineSystem
@testable import BylineXML

@Suite("Validating responses (pure)")
struct ResponseValidatorTests {
    private func response(
        _ status: Int, _ body: String = "", type: String = "application/json",
        headers: [(String, String)] = []
    ) -> Response {
        Response(status: status, headers: HTTPHeaders([("Content-Type", type)] + headers), body: Data(body.utf8))
    }

    @Test("2xx passes through unchanged", arguments: [200, 201, 204, 299])
    func success(status: Int) throws {
        let answer = response(status, "{}")
        #expect(try ResponseValidator.validate(answer) == answer)
    }

    @Test(
        "each status becomes its own error",
        arguments: [
            (304, NetworkError.unexpectedStatus(status: 304, location: nil)),
            (400, .clientError(status: 400, serverMessage: nil)),
            (401, .unauthorized(serverMessage: nil)),
            (403, .forbidden(serverMessage: nil)),
            (404, .notFound(serverMessage: nil)),
            (429, .rateLimited(retryAfter: nil, serverMessage: nil)),
            (500, .serverError(status: 500, serverMessage: nil)),
            (503, .serverError(status: 503, serverMessage: nil))
        ])
    func statuses(status: Int, expected: NetworkError) {
        #expect(ResponseValidator.error(for: response(status)) == expected)
    }

    @Test("NewsAPI's error body surfaces its message")
    func newsAPIMessage() {
        let body = #"{"status":"error","code":"apiKeyInvalid","message":"Your API key is invalid or incorrect."}"#
        let error = ResponseValidator.error(for: response(401, body))
        #expect(error == .unauthorized(serverMessage: "Your API key is invalid or incorrect."))
        #expect(error.message == "401 Unauthorized: Your API key is invalid or incorrect.")
    }

    @Test("Retry-After is read as seconds or as an HTTP date")
    func retryAfter() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let seconds = ResponseValidator.error(for: response(429, headers: [("Retry-After", "120")]), now: now)
        #expect(seconds == .rateLimited(retryAfter: 120, serverMessage: nil))
        #expect(seconds.message.contains("try again in 2 minutes"))
        let later = Date(timeIntervalSince1970: 1_700_000_090)
        let httpDate = later.formatted(.iso8601)
        let dated = ResponseValidator.error(for: response(429, headers: [("Retry-After", httpDate)]), now: now)
        #expect(dated == .rateLimited(retryAfter: 90, serverMessage: nil))
        #expect(RetryAfter.seconds(from: "Tue, 14 Nov 2023 22:13:50 GMT", now: now) == 30)
        #expect(RetryAfter.seconds(from: "soon", now: now) == nil)
    }

    @Test("a 503 keeps its Retry-After and says when to come back; other 5xx do not take one")
    func serviceUnavailableRetryAfter() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let body = #"{"message":"down for maintenance"}"#
        let unavailable = ResponseValidator.error(for: response(503, body, headers: [("Retry-After", "300")]), now: now)
        #expect(unavailable == .serverError(status: 503, serverMessage: "down for maintenance", retryAfter: 300))
        #expect(unavailable.message == "503 Service Unavailable: down for maintenance (try again in 5 minutes)")
        #expect(SourceError.network(unavailable).retryAfter == 300)
        #expect(!SourceError.network(unavailable).isRateLimited)
        let failed = ResponseValidator.error(for: response(500, headers: [("Retry-After", "300")]), now: now)
        #expect(failed == .serverError(status: 500, serverMessage: nil))
        #expect(SourceError.network(failed).retryAfter == nil)
        let unreadable = ResponseValidator.error(for: response(503, headers: [("Retry-After", "soon")]), now: now)
        #expect(unreadable == .serverError(status: 503, serverMessage: nil))
        #expect(unreadable.message.hasSuffix("try again later"))
    }

    @Test("HTML error pages are not shown as messages; long and hostile text is cleaned")
    func messagesCleaned() {
        #expect(ServerMessage.extract(from: response(500, "<html><body>Oops</body></html>", type: "text/html")) == nil)
        let hostile = ServerMessage.extract(from: response(400, "bad\u{1B}]2;owned\u{07} request\nsecond line", type: "text/plain"))
        #expect(hostile == "bad request")
        let long = ServerMessage.extract(from: response(400, #"{"message":"\#(String(repeating: "x", count: 500))"}"#))
        #expect((long?.count ?? 0) <= ServerMessage.maximumLength)
    }

    @Test(
        "every message is one line",
        arguments: [
            NetworkError.invalidURL("x"), .transport(.timedOut(seconds: 5)),
            .transport(.cannotConnect(host: "127.0.0.1:9", reason: "connection refused")),
            .rateLimited(retryAfter: 30, serverMessage: "slow down"), .serverError(status: 503, serverMessage: nil),
            .serverError(status: 503, serverMessage: "down", retryAfter: 90),
            .decodingFailed(DecodingFailure(what: "feed", path: "articles[2].title", reason: "expected a string")),
            .responseTooLarge(limit: 32 << 20), .tooManyRedirects(limit: 10)
        ])
    func oneLine(error: NetworkError) {
        #expect(!error.message.contains("\n"))
        #expect(!error.message.isEmpty)
        #expect(error.localizedDescription == error.message)
    }
}
