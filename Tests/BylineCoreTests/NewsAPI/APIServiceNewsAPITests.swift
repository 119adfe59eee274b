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

@Suite("APIService and NewsAPI against a loopback server", .serialized)
struct APIServiceNewsAPITests {
    private let key = "test-key-5d41402abc4b2a76"

    private func service(_ server: TestHTTPServer, key: String? = "test-key-5d41402abc4b2a76", prefix: String = "") throws -> NewsAPIClient {
        let configuration = try NewsAPIConfiguration(baseURL: server.urlString(prefix), apiKey: key)
        return NewsAPIClient(service: APIService(transport: CurlTransport(configuration: .init(timeout: 5))), configuration: configuration)
    }

    @Test("top-headlines sends every parameter, and the key only in X-Api-Key")
    func topHeadlinesRequest() async throws {
        let body = try Fixture.data("newsapi/top-headlines-ko.json")
        let server = try TestHTTPServer { _ in .respond(status: 200, headers: [("Content-Type", "application/json")], body: body) }
        defer { server.stop() }
        let query = TopHeadlinesQuery(country: "kr", category: "technology", q: "반도체 AI", pageSize: 20, page: 2)
        let articles = try await service(server, prefix: "/mirror").topHeadlines(query)
        #expect(articles.count == 3)
        let request = try #require(server.requests.first)
        #expect(request.path == "/mirror/v2/top-headlines")
        #expect(request.queryItems().map(\.0) == ["country", "category", "q", "pageSize", "page"])
        #expect(request.queryItems().map(\.1) == ["kr", "technology", "반도체 AI", "20", "2"])
        #expect(request.header("X-Api-Key") == key)
        #expect(!request.target.contains(key))
        #expect(request.header("User-Agent") == BylineVersion.userAgent)
    }

    @Test("everything sends every parameter NewsAPI documents")
    func everythingRequest() async throws {
        let server = try TestHTTPServer { _ in .json(#"{"status":"ok","totalResults":0,"articles":[]}"#) }
        defer { server.stop() }
        let query = EverythingQuery(
            q: "\"swift 6\" +linux -apple", searchIn: ["title", "content"], sources: ["bbc-news"],
            domains: ["example.com", "swift.org"], excludeDomains: ["spam.example"],
            from: "2026-11-01", to: "2026-11-28T10:00:00", language: "en",
            sortBy: "publishedAt", pageSize: 100, page: 1)
        let articles = try await service(server).everything(query)
        #expect(articles.isEmpty)
        let items = try #require(server.requests.first).queryItems()
        #expect(
            items.map(\.0) == [
                "q", "searchIn", "sources", "domains", "excludeDomains", "from", "to", "language",
                "sortBy", "pageSize", "page"
            ])
        #expect(items.first?.1 == "\"swift 6\" +linux -apple")
        #expect(items[1].1 == "title,content")
    }

    @Test(
        "NewsAPI's error bodies surface their message",
        arguments: [
            (
                401, #"{"status":"error","code":"apiKeyInvalid","message":"Your API key is invalid or incorrect."}"#,
                "401 Unauthorized: Your API key is invalid or incorrect."
            ),
            (
                429, #"{"status":"error","code":"rateLimited","message":"You have made too many requests."}"#,
                "429 Too Many Requests: You have made too many requests. (try again in 60 seconds)"
            ),
            (
                400, #"{"status":"error","code":"parametersMissing","message":"Required parameters are missing."}"#,
                "400 Bad Request: Required parameters are missing."
            ),
            (500, "oops", "500 Internal Server Error: the server failed; try again later")
        ])
    func errorBodies(status: Int, body: String, message: String) async throws {
        let server = try TestHTTPServer { _ in
            .respond(
                status: status,
                headers: [
                    ("Content-Type", status == 500 ? "text/html" : "application/json"),
                    ("Retry-After", "60")
                ], body: Data(body.utf8))
        }
        defer { server.stop() }
        await #expect {
            _ = try await service(server).topHeadlines(TopHeadlinesQuery(country: "us"))
        } throws: { error in
            (error as? NetworkError)?.message == message
        }
    }

    @Test("a server that echoes the key never gets it into the error")
    func keyRedacted() async throws {
        let server = try TestHTTPServer { request in
            .json(#"{"status":"error","message":"bad key \#(request.header("X-Api-Key") ?? "")"}"#, status: 401)
        }
        defer { server.stop() }
        await #expect {
            _ = try await service(server).topHeadlines(TopHeadlinesQuery(country: "us"))
        } throws: { error in
            let message = (error as? NetworkError)?.message ?? ""
            return !message.contains(key) && message.contains("[redacted]")
        }
    }

    @Test("a non-JSON body where JSON was expected names what failed")
    func notJSON() async throws {
        let server = try TestHTTPServer { _ in .text("<!DOCTYPE html><html><body>captive portal</body></html>", contentType: "text/html") }
        defer { server.stop() }
        await #expect {
            _ = try await service(server).everything(EverythingQuery(q: "swift"))
        } throws: { error in
            (error as? NetworkError)?.message == "could not read the NewsAPI everything response: the body is an HTML page, not JSON"
        }
    }

    @Test("a missing key and impossible queries fail before anything is sent")
    func refusedBeforeSending() async throws {
        let server = try TestHTTPServer { _ in .status(500) }
        defer { server.stop() }
        await #expect { _ = try await service(server, key: nil).topHeadlines(TopHeadlinesQuery(country: "us")) } throws: { error in
            (error as? NetworkError)?.message.contains("set NEWSAPI_KEY") == true
        }
        await #expect { _ = try await service(server).topHeadlines(TopHeadlinesQuery(country: "us", sources: ["bbc-news"])) } throws: { error in
            (error as? NetworkError)?.message.contains("cannot be combined") == true
        }
        await #expect { _ = try await service(server).everything(EverythingQuery(pageSize: 500)) } throws: { error in
            (error as? NetworkError)?.message.contains("at least one of q, sources or domains") == true
        }
        #expect(server.requests.isEmpty)
    }

    @Test("the base URL comes from BYLINE_NEWSAPI_URL and the key from NEWSAPI_KEY")
    func environment() throws {
        let configuration = try NewsAPIConfiguration.fromEnvironment([
            "BYLINE_NEWSAPI_URL": "http://127.0.0.1:9999/base", "NEWSAPI_KEY": " abc123 \n"
        ])
        #expect(configuration.baseURL.absoluteString == "http://127.0.0.1:9999/base")
        #expect(configuration.apiKey == "abc123")
        #expect(try NewsAPIConfiguration.fromEnvironment([:]).baseURL.absoluteString == "https://newsapi.org/")
        #expect(throws: NetworkError.self) { try NewsAPIConfiguration.fromEnvironment(["BYLINE_NEWSAPI_URL": "ftp://x"]) }
    }

    @Test(
        "newsapi: lines parse into queries, and bad ones say why",
        arguments: [
            ("newsapi:top-headlines?country=us&category=technology", nil as String?),
            ("newsapi:everything?q=swift%20lang&sortBy=publishedAt&pageSize=50", nil),
            ("newsapi:everything?q=한국+경제", nil),
            ("newsapi:top-headlines?apiKey=abc", "set NEWSAPI_KEY"),
            ("newsapi:top-headlines?colour=red", "unknown parameter 'colour'"),
            ("newsapi:sources", "unknown NewsAPI endpoint 'sources'"),
            ("newsapi:everything?pageSize=ten&q=x", "pageSize must be a whole number"),
            ("newsapi:top-headlines?category=cats", "unknown category 'cats'")
        ])
    func sourceLines(line: String, problem: String?) {
        do {
            let query = try NewsAPIQuery(sourceLine: line)
            #expect(problem == nil)
            if case .everything(let everything) = query, line.contains("한국") {
                #expect(everything.q == "한국 경제")
            }
        } catch {
            #expect(problem != nil && error.message.contains(problem ?? ""), "\(error.message)")
        }
    }
}
