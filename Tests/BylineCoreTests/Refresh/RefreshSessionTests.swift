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

/// One whole refresh: its steps in their fixed order, each waiting for the one before, with
/// one stream of events and one report (`byline refresh` and the browser both run this).
@Suite("a refresh session", .serialized)
struct RefreshSessionTests {
    private static func service() throws -> APIService {
        APIService(
            transport: CurlTransport(configuration: .init(timeout: 20)))
    }

    /// The events' shape, in order: steps by name, a run of one kind of event said once.
    private static func outline(_ events: [RefreshSession.Event]) -> [String] {
        events.map { event in
            switch event {
            case .stepStarted(let step): step.rawValue
            case .sourceDone: "source"
            case .accountDone: "account"
            case .refreshed: "refreshed"
            case .notifyFailed: "notifyFailed"
            case .fullTextPage: "page"
            case .fullTextDone: "fullTextDone"
            }
        }.reduce(into: []) { outline, word in
            if outline.last != word { outline.append(word) }
        }
    }

    @Test("fetch, expiry, notify, sync, then the full-text pages, in that order, with one report")
    func stepsInOrder() async throws {
        let site = try FullTextSite(published: 2)
        defer { site.stop() }
        let reader = try GReaderTestServer(user: "alice", password: "correct horse 42")
        defer { reader.stop() }
        reader.addFeed("feed/1", title: "Synced news", folder: "work", items: 1)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let account = SyncAccount(
            name: "fresh", service: .greader, url: try #require(URL(string: reader.baseURL)), user: "alice",
            password: .command(["printf", "correct horse 42"]))
        try AccountsFile(accounts: [account]).save(path: AccountsFile.path(inConfigDirectory: folder.path))
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let service = try Self.service()
        let source = Source(kind: .feed(site.feedURL), key: site.feedURL.absoluteString)
        let notified = folder.file("notified")

        var session = RefreshSession(fetcher: SourceFetcher(service: service), store: store, sources: [source], policy: RefreshPolicy())
        session.notify = NotifyStep(command: "sh -c 'echo \"$1\" > \(notified)' notify", timeout: 20, environment: [:])
        session.sync = SyncStep(
            accountsFolder: folder.path, transport: CurlTransport(configuration: .init(timeout: 20)),
            limits: SyncLimits())
        session.fullText = FullTextStep(sources: [source], harvester: FullTextHarvester(service: service))
        #expect(session.steps == RefreshSession.Step.allCases.filter { $0 != .downloadNew })

        let events = LockedValue<[RefreshSession.Event]>([])
        let report = await session.run { event in events.update { $0.append(event) } }
        #expect(
            Self.outline(events.current) == [
                "fetch", "source", "expiry", "notify", "sync", "account", "refreshed",
                "fullText", "page", "fullTextDone"
            ])
        #expect(report.sources.count == 1 && report.newArticles == 2)
        #expect(report.accounts.map(\.isFailure) == [false])
        #expect(report.notifyFailure == nil)
        #expect(try String(contentsOfFile: notified, encoding: .utf8) == "2\n", "the notice counts the feed's articles, not the synced ones")
        #expect(report.fullText == "Full text: 2 pages stored")
        #expect(report.statusSummary() == "Refreshed 1 source: 2 new; synced 1 of 1 account")
        #expect(report.commandLine == "refreshed 1 source: 2 new articles")
    }

    @Test("with no notify-program, account or full-text source, it fetches and expires only")
    func onlyTheStepsItHas() async throws {
        let site = try FullTextSite(published: 1)
        defer { site.stop() }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = Source(kind: .feed(site.feedURL), key: site.feedURL.absoluteString)
        let session = RefreshSession(fetcher: SourceFetcher(service: try Self.service()), store: store, sources: [source], policy: RefreshPolicy())
        #expect(session.steps == [.fetch, .expiry])
        let events = LockedValue<[RefreshSession.Event]>([])
        let report = await session.run { event in events.update { $0.append(event) } }
        #expect(Self.outline(events.current) == ["fetch", "source", "expiry", "refreshed"])
        #expect(report.fullText.isEmpty && report.accounts.isEmpty)
        #expect(site.pageRequests(0) == 0)
    }

    @Test("full-text runs that share turns never overlap: a second waits for the first to end")
    func turnsOneAtATime() async {
        let turns = FullTextTurns()
        let log = LockedValue<[String]>([])
        async let first: Void = turns.take {
            log.update { $0.append("first starts") }
            try? await Task.sleep(for: .milliseconds(200))
            log.update { $0.append("first ends") }
        }
        try? await Task.sleep(for: .milliseconds(50))
        async let second: Void = turns.take {
            log.update { $0.append("second starts") }
            log.update { $0.append("second ends") }
        }
        _ = await (first, second)
        #expect(log.current == ["first starts", "first ends", "second starts", "second ends"])
    }
}
