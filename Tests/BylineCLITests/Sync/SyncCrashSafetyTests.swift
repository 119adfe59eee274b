import BylineTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("crash safety: byline sync killed with SIGKILL", .serialized)
struct SyncCrashSafetyTests {
    @Test("syncs killed at random moments lose no journal entry and duplicate no article", .timeLimit(.minutes(3)))
    func killedSyncs() throws {
        let seed = ProcessInfo.processInfo.environment["BYLINE_CRASH_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 1...UInt64.max)
        print("SyncCrashSafetyTests seed: \(seed); set BYLINE_CRASH_SEED=\(seed) to repeat")
        var random = SeededGenerator(seed: seed)
        let server = try GReaderTestServer(user: "alice", password: "api-password-123")
        defer { server.stop() }
        for feed in 1...3 { server.addFeed("feed/\(feed)", title: "Feed \(feed)", folder: "F", items: 600) }
        server.delay.current = 0.03
        let folder = try CacheFolder()
        defer { folder.remove() }
        let added = try BylineProcess.run(
            [
                "account", "add", "fresh", "--type", "greader", "--url", server.baseURL, "--user", "alice",
                "--password-stdin"
            ] + folder.fileOptions, environment: folder.environment,
            stdin: Data("api-password-123".utf8))
        try #require(added.status == 0)

        var marked: [Int64: String] = [:]  // article id → its server item title, for the marks made
        var killed = 0
        // A sync that only sends marks finishes quickly; the moments to kill at
        // shrink to the length of the last sync that ended on its own, so most
        // kills land while a sync is running, whatever the seed.
        var latest = 1.0
        var iteration = 0
        while iteration < 8 || (killed < 4 && iteration < 16) {
            iteration += 1
            let articles = try folder.list()
            for article in articles.shuffled(using: &random).prefix(3) where marked[article.id] == nil {
                #expect(try folder.run(["mark", String(article.id), "--read"]).status == 0)
                marked[article.id] = article.title
            }
            let started = Date()
            let sync = try folder.start(["sync"])
            let moment = started.addingTimeInterval(Double.random(in: 0.02...latest, using: &random))
            while sync.isRunning, Date() < moment { usleep(5_000) }
            let ranFor = Date().timeIntervalSince(started)
            sync.kill(SIGKILL)
            if sync.wait().status == 128 + SIGKILL {
                killed += 1
            } else {
                latest = max(0.03, min(latest, ranFor * 0.8))
            }

            // Every mark is either still journalled or already on the server.
            let onServer = Set(server.state.current.items.filter(\.read).map(\.title))
            let journalled = try folder.sqlite("SELECT count(*) FROM sync_journal").flatMap { Int($0) } ?? -1
            let unconfirmed = marked.values.filter { !onServer.contains($0) }.count
            #expect(journalled >= unconfirmed, "seed \(seed), kill \(iteration): \(unconfirmed) marks neither journalled nor sent")
            #expect(try folder.list().filter { marked[$0.id] != nil }.allSatisfy(\.read), "seed \(seed), kill \(iteration)")
            let duplicates = try folder.sqlite("SELECT count(*) FROM (SELECT 1 FROM articles GROUP BY source_key, guid HAVING count(*) > 1)")
            #expect(duplicates == "0", "seed \(seed), kill \(iteration)")
            #expect(try folder.integrityCheck() == ["ok"], "seed \(seed), kill \(iteration)")
        }
        #expect(killed >= 4, "seed \(seed): only \(killed) of \(iteration) syncs were still running when killed")

        server.delay.current = 0
        let last = try folder.run(["sync"], timeout: 120)
        #expect(last.status == 0, "seed \(seed): \(last.stderr)")
        let articles = try folder.list()
        #expect(articles.count == 1800, "seed \(seed)")
        #expect(Set(articles.map(\.title)).count == 1800)
        #expect(try folder.sqlite("SELECT count(*) FROM sync_journal") == "0")
        let onServer = Set(server.state.current.items.filter(\.read).map(\.title))
        #expect(Set(marked.values).isSubset(of: onServer), "seed \(seed)")
    }
}
