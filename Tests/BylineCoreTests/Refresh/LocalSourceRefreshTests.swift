import BylineTestSupport
import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineRefresh
@testable import BylineSystem
@testable import BylineXML

/// `exec:`, `filter:` and `file://` sources through the real refresh and cache, with small
/// shell scripts standing for the user's commands.
@Suite("refresh of exec, filter and file sources", .serialized)
struct LocalSourceRefreshTests {
    private static func feed(_ titles: [String]) -> String {
        "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Local</title>"
            + titles.map { "<item><title>\($0)</title><link>https://local.example.com/\($0)</link></item>" }.joined()
            + "</channel></rss>"
    }

    private func fetcher(timeout: TimeInterval = 10, maxBytes: Int = 1 << 20) throws -> SourceFetcher {
        SourceFetcher(
            service: APIService(
                transport: CurlTransport(configuration: .init(timeout: 5))),
            localLimits: LocalSourceLimits(timeout: timeout, maxBytes: maxBytes))
    }

    private func source(_ line: String) throws -> Source {
        let parsed = URLsFile.parse(line, allowingCommands: true)
        #expect(parsed.errors == [])
        return try #require(parsed.sources.first)
    }

    private func refresh(_ source: Source, _ store: ArticleStore, fetcher: SourceFetcher) async throws -> SourceRefreshResult {
        try #require(
            await RefreshSession(fetcher: fetcher, store: store, sources: [source], policy: RefreshPolicy(intent: .forced)).run().sources.first)
    }

    @Test("an exec: source is its command's stdout, run again on each refresh")
    func execSourceRunsEachRefresh() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let feedFile = folder.file("feed.xml")
        try Self.feed(["First"]).write(toFile: feedFile, atomically: true, encoding: .utf8)
        let script = try ChildProcessTests.script("feed.sh", "cat \"$1\"", in: folder)
        let source = try source("\"exec:\(script) '\(feedFile)'\" local")
        let fetcher = try fetcher()

        let first = try await refresh(source, store, fetcher: fetcher)
        #expect(first.outcome == .updated(new: 1, received: 1))
        try Self.feed(["First", "Second"]).write(toFile: feedFile, atomically: true, encoding: .utf8)
        let second = try await refresh(source, store, fetcher: fetcher)
        #expect(second.outcome == .updated(new: 1, received: 2))
        #expect(try store.summaries(ArticleQuery(), offset: 0, limit: 10).map(\.title).sorted() == ["First", "Second"])
        #expect(try store.feedState(for: source.key)?.title == "Local")
    }

    @Test("a filter: source fetches its URL and reads what the command makes of the body")
    func filterSourceTransformsTheDownload() async throws {
        let feed = try LoopbackFeed(.text(Self.feed(["raw title"]), contentType: "application/rss+xml"))
        defer { feed.stop() }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = try ChildProcessTests.script("upper.sh", "sed 's/raw title/Filtered title/'", in: folder)
        let source = try source("\"filter:\(script):\(feed.server.urlString("/feed.xml"))\"")
        let fetcher = try fetcher()
        for round in 1...2 {
            let result = try await refresh(source, feed.store, fetcher: fetcher)
            #expect(result.outcome == .updated(new: round == 1 ? 1 : 0, received: 1), "round \(round)")
        }
        #expect(try feed.store.summaries(ArticleQuery(), offset: 0, limit: 10).map(\.title) == ["Filtered title"])
        // The filter's fetch is unconditional: no validators are kept for it.
        #expect(feed.server.requests.count == 2)
        #expect(feed.server.requests.allSatisfy { $0.header("If-None-Match") == nil })
    }

    @Test("a file:// source reads the file, again on each refresh")
    func fileSourceIsRead() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let path = folder.file("local feed.xml")
        try Self.feed(["One"]).write(toFile: path, atomically: true, encoding: .utf8)
        let source = try source(URL(fileURLWithPath: path).absoluteString)
        let fetcher = try fetcher()
        #expect(try await refresh(source, store, fetcher: fetcher).outcome == .updated(new: 1, received: 1))
        try Self.feed(["One", "Two"]).write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try await refresh(source, store, fetcher: fetcher).outcome == .updated(new: 1, received: 2))
        try FileManager.default.removeItem(atPath: path)
        let gone = try await refresh(source, store, fetcher: fetcher)
        #expect(gone.outcome == .failed("the file \(path) does not exist"))
    }

    @Test("a command that hangs is killed at download-timeout and the source's error says so")
    func hangingCommandIsKilled() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let script = try ChildProcessTests.script("slow-feed", "sleep 60", in: folder)
        let source = try source("exec:\(script)")
        let result = try await refresh(source, store, fetcher: try fetcher(timeout: 1))
        let message = "'slow-feed' took longer than 1 second and was stopped (download-timeout)"
        #expect(result.outcome == .failed(message))
        #expect(try store.feedState(for: source.key)?.lastError == message)
    }

    @Test("a command that floods its output is stopped at max-response-size")
    func floodingCommandIsCapped() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = try source("\"exec:/bin/sh -c 'yes item'\"")
        let result = try await refresh(source, store, fetcher: try fetcher(maxBytes: 1 << 20))
        #expect(result.outcome == .failed("'sh' printed more than 1 MiB and was stopped (max-response-size)"))
    }

    @Test("a command that fails puts its stderr's first line, cleaned, into the source's error")
    func failingCommandReportsItsStderr() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let script = try ChildProcessTests.script("broken-feed", "printf 'login expired \\033[2J for you\\nmore detail\\n' >&2; exit 4", in: folder)
        let source = try source("exec:\(script)")
        let result = try await refresh(source, store, fetcher: try fetcher())
        let message = "'broken-feed' failed with status 4: login expired for you"
        #expect(result.outcome == .failed(message))
        #expect(result.summary == "error: \(message)")
        #expect(try store.feedState(for: source.key)?.lastError == message)
    }
}
