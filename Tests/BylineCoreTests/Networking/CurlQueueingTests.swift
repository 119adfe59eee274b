import BylineTestSupport
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

@Suite("curl transport: requests waiting for a connection", .serialized)
struct CurlQueueingTests {
    private func send(_ transport: CurlTransport, _ url: URL, timeout: TimeInterval) async -> Result<Response, NetworkError> {
        var request = URLRequest(url: url)
        request.timeoutInterval = timeout
        do {
            return .success(try await transport.send(request))
        } catch {
            return .failure(error)
        }
    }

    @Test("a request queued behind a host's busy connections keeps its whole timeout for the server")
    func queuedRequestsAreNotTimedOutBeforeTheyAreSent() async throws {
        let server = try TestHTTPServer { request in request.path.hasPrefix("/hang") ? .hang : .text("fine") }
        defer { server.stop() }
        let transport = CurlTransport(configuration: .init(timeout: 10, maxConnectionsPerHost: 2))
        // Two requests the server never answers hold both connections to the host for 3 s...
        async let hung1 = send(transport, server.url("/hang/1"), timeout: 3)
        async let hung2 = send(transport, server.url("/hang/2"), timeout: 3)
        for _ in 0..<200 where server.requests.count < 2 {
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        #expect(server.requests.count == 2)
        // ...so these wait longer than their own 1 s timeout before they can even be sent.
        async let fine1 = send(transport, server.url("/fine/1"), timeout: 1)
        async let fine2 = send(transport, server.url("/fine/2"), timeout: 1)
        let results = await [hung1, hung2, fine1, fine2]
        for result in results.prefix(2) {
            #expect(throws: NetworkError.transport(.timedOut(seconds: 3))) { try result.get() }
        }
        for result in results.suffix(2) {
            #expect(try result.get().status == 200)
        }
        #expect(server.requests.map(\.path).filter { $0.hasPrefix("/fine") }.count == 2)
    }
}
