import BylineTestSupport
import Foundation

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineRefresh
@testable import BylineSystem
@testable import BylineXML

/// A loopback server that answers with a handler, a new cache, and a feed source on the
/// server: what each refresh test through the real network and cache starts from.
struct LoopbackFeed {
    /// The server the source points at.
    let server: TestHTTPServer
    /// Where the cache lives.
    let folder: TemporaryFolder
    /// The cache.
    let store: ArticleStore
    /// The feed source at `/feed.xml` on the server.
    let source: Source

    /// A server answering every request with `handler`.
    init(_ handler: @escaping TestHTTPServer.Handler) throws {
        server = try TestHTTPServer(handler: handler)
        folder = try TemporaryFolder()
        store = try ArticleStore.open(at: folder.file("cache.db"))
        source = Source(kind: .feed(server.url("/feed.xml")), key: server.urlString("/feed.xml"))
    }

    /// A server answering every request with `response`.
    init(_ response: TestResponse) throws {
        try self.init { _ in response }
    }

    /// Stops the server and removes the cache.
    func stop() {
        server.stop()
        folder.remove()
    }
}
