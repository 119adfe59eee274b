import BylineTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("crash safety: byline refresh killed with SIGKILL while byline mark runs beside it", .serialized)
struct CrashSafetyTests {
    /// Runs `byline mark` on the given ids, one process at a time, until stopped, and
    /// remembers every mark that completed (exit 0) and every output that was not clean.
    final class MarkLoop: @unchecked Sendable {
        /// The flags completed marks set, by article id (only ever set, never cleared).
        let completed = LockedValue<[Int64: Set<String>]>([:])
        /// Outputs of marks that failed or printed anything.
        let problems = LockedValue<[String]>([])
        private let stopped = LockedValue(false)
        private let finished = DispatchSemaphore(value: 0)

        /// Starts marking `ids` in order, alternating `--read` and `--star`, round and round.
        init(folder: CacheFolder, ids: [Int64]) {
            let thread = Thread { [self] in
                var step = 0
                while !stopped.current && !ids.isEmpty {
                    let id = ids[step % ids.count]
                    let flag = (step / ids.count) % 2 == 0 ? "read" : "star"
                    step += 1
                    guard let result = try? folder.run(["mark", String(id), "--\(flag)"]) else { continue }
                    if result.status == 0 {
                        completed.update { $0[id, default: []].insert(flag) }
                    }
                    if result.status != 0 || !result.allOutput.isEmpty {
                        problems.update { $0.append("mark \(id) --\(flag) exited \(result.status): \(result.allOutput)") }
                    }
                }
                finished.signal()
            }
            thread.start()
        }

        /// Stops after the mark in flight and waits for it.
        func stop() {
            stopped.current = true
            finished.wait()
        }
    }

    /// `$BYLINE_CRASH_SEED`, else a random seed; printed so a failing run can be repeated.
    static func seed(for test: String) -> UInt64 {
        let seed = ProcessInfo.processInfo.environment["BYLINE_CRASH_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 1...UInt64.max)
        print("CrashSafetyTests (\(test)) seed: \(seed); set BYLINE_CRASH_SEED=\(seed) to repeat")
        return seed
    }

    /// Checks that every completed mark is visible, returning what is missing.
    static func missingMarks(_ completed: [Int64: Set<String>], in articles: [ListedArticle]) -> [String] {
        let byID = Dictionary(articles.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var missing: [String] = []
        for (id, flags) in completed {
            guard let article = byID[id] else {
                missing.append("article \(id) is gone")
                continue
            }
            if flags.contains("read") && !article.read { missing.append("\(id) lost its read flag") }
            if flags.contains("star") && !article.starred { missing.append("\(id) lost its star") }
        }
        return missing
    }

    @Test(
        "20 refreshes killed at random moments leave a sound cache, every completed mark, and no duplicates",
        .timeLimit(.minutes(3)))
    func killedRefreshes() throws {
        let seed = Self.seed(for: "killed refreshes")
        var random = SeededGenerator(seed: seed)
        let folder = try CacheFolder()
        defer { folder.remove() }
        let farm = try FeedFarm(feeds: 40, itemsPerFeed: 50, delay: 0.15)
        defer { farm.stop() }
        try folder.writeURLs(farm.urlLines)
        let started = Date()
        let first = try folder.run(["refresh"], timeout: 60)
        print("CrashSafetyTests: a whole refresh took \(Date().timeIntervalSince(started)) s")
        try #require(first.status == 0, "\(first.stderr)")
        let stored = try folder.list()
        try #require(stored.count == farm.corpusSize)
        try #require(try farm.validatorMismatches(in: folder, articles: stored).isEmpty)
        let ids = stored.map(\.id).shuffled(using: &random)

        let marks = MarkLoop(folder: folder, ids: ids)
        var killed = 0
        for iteration in 1...20 {
            farm.edition.current = iteration
            let refresh = try folder.start(["refresh"])
            usleep(UInt32(Double.random(in: 0...1.5, using: &random) * 1_000_000))
            refresh.kill(SIGKILL)
            let ended = refresh.wait(timeout: 60)
            if ended.status == 128 + SIGKILL { killed += 1 }
            #expect(!ended.allOutput.contains("database is locked"), "seed \(seed)")

            let completed = marks.completed.current
            let list = try folder.run(["list", "--json", "--limit", "1000000"])
            #expect(list.status == 0 && list.stderr.isEmpty, "seed \(seed), kill \(iteration): \(list.stderr)")
            let articles = try ListedArticle.decode(list.stdout)
            #expect(articles.count == farm.corpusSize, "seed \(seed), kill \(iteration)")
            let missing = Self.missingMarks(completed, in: articles)
            #expect(missing.isEmpty, "seed \(seed), kill \(iteration): \(missing.prefix(5))")
            // A source is stored in one transaction: all of its articles are in one edition.
            let mixed = FeedFarm.editions(of: articles).filter { $0.value.count != 1 }
            #expect(mixed.isEmpty, "seed \(seed), kill \(iteration): sources half stored: \(mixed.prefix(3))")
            let mismatched = try farm.validatorMismatches(in: folder, articles: articles)
            #expect(mismatched.isEmpty, "seed \(seed), kill \(iteration): \(mismatched.prefix(3))")
            #expect(try folder.integrityCheck() == ["ok"], "seed \(seed), kill \(iteration)")
        }
        marks.stop()
        // The kills must really have interrupted refreshes, or this test proves nothing.
        #expect(killed >= 5, "seed \(seed): only \(killed) of 20 refreshes were still running when killed")

        // The same edition again: a source whose ETag was stored without its articles would now
        // get a 304 and keep old articles for ever.
        let last = try folder.run(["refresh"], timeout: 60)
        #expect(last.status == 0, "seed \(seed): \(last.stderr)")
        let articles = try folder.list()
        #expect(articles.count == farm.corpusSize)
        #expect(Set(articles.map { "\($0.source)\t\($0.url ?? "")" }).count == farm.corpusSize)
        #expect(FeedFarm.editions(of: articles).values.allSatisfy { $0 == [20] }, "seed \(seed)")
        if let duplicates = try folder.sqlite("SELECT count(*) FROM (SELECT 1 FROM articles GROUP BY source_key, guid HAVING count(*) > 1)") {
            #expect(duplicates == "0")
        }
        #expect(try folder.integrityCheck() == ["ok"])
        let completed = marks.completed.current
        #expect(completed.count > 20, "seed \(seed): too few marks completed to mean anything")
        #expect(Self.missingMarks(completed, in: articles).isEmpty, "seed \(seed)")
        let problems = marks.problems.current
        let flagCount = completed.values.reduce(0) { $0 + $1.count }
        print("CrashSafetyTests: \(killed) of 20 refreshes killed mid-run; \(flagCount) marks completed; \(problems.count) not clean")
        #expect(problems.allSatisfy { !$0.contains("database is locked") && $0.contains("the cache is busy") }, "\(problems.prefix(3))")
    }

    @Test("a refresh killed while it creates a new cache leaves one that opens, sound, and fills on the next refresh")
    func killedWhileCreating() throws {
        let seed = Self.seed(for: "killed while creating")
        var random = SeededGenerator(seed: seed)
        let farm = try FeedFarm(feeds: 10, itemsPerFeed: 20, delay: 0.02)
        defer { farm.stop() }
        for attempt in 1...6 {
            let folder = try CacheFolder()
            defer { folder.remove() }
            try folder.writeURLs(farm.urlLines)
            let refresh = try folder.start(["refresh"])
            usleep(UInt32(Double.random(in: 0...0.3, using: &random) * 1_000_000))
            refresh.kill(SIGKILL)
            _ = refresh.wait()
            let list = try folder.run(["list"])
            #expect(list.status == 0 && list.stderr.isEmpty, "seed \(seed), attempt \(attempt): \(list.stderr)")
            #expect(try folder.integrityCheck() == ["ok"], "seed \(seed), attempt \(attempt)")
            #expect(try folder.run(["refresh"]).status == 0, "seed \(seed), attempt \(attempt)")
            #expect(try folder.list().count == farm.corpusSize, "seed \(seed), attempt \(attempt)")
        }
    }
}
