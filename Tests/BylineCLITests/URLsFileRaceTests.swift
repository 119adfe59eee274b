import BylineCore
import BylineTestSupport
import Foundation
import Testing

/// Writers of the urls file at the same time, as processes: two refreshes that both find
/// every feed moved for good (301), while eight `byline add` and two `byline remove` run
/// beside them. Nothing may be lost or doubled: every line, every article, every flag,
/// exactly once; and nothing of a removed feed comes back.
@Suite("the urls file under concurrent writers, run as processes", .serialized)
struct URLsFileRaceTests {
    static let rounds = 20
    static let feeds = 8
    static let adds = 8
    /// Feeds (`/extra/R/100`…) listed at first and removed while the refreshes run.
    static let removes = 2

    @Test(
        "two refreshes moving the same feeds, eight adds and two removes at once lose no line, article or flag, double none, and bring nothing removed back",
        .timeLimit(.minutes(3)))
    func refreshesMovingFeedsWithAddsBeside() throws {
        let farm = try MovingFeeds()
        defer { farm.stop() }
        var problems: [String] = []
        for round in 0..<Self.rounds {
            problems += try runRound(round, farm: farm)
            if !problems.isEmpty { break }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// One round in a fresh folder; returns what went wrong, each with the round's number.
    private func runRound(_ round: Int, farm: MovingFeeds) throws -> [String] {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let items = farm.items
        let removed = (0..<Self.removes).map { farm.url("extra", round: round, number: 100 + $0) }
        try folder.writeURLs((0..<Self.feeds).map { "\(farm.url("mv", round: round, number: $0)) news" } + removed)
        let first = try folder.run(["refresh"])
        guard first.status == 0 else { return ["round \(round): first refresh exited \(first.status): \(first.stderr)"] }
        // The first story of every feed is read and starred before the feeds move.
        let before = try folder.list()
        let flagged = before.filter { $0.title.hasPrefix("feed ") && $0.title.hasSuffix(" story 0") }
        let marked = try folder.run(["mark", "--read", "--star"] + flagged.map { String($0.id) })
        guard marked.status == 0, flagged.count == Self.feeds else { return ["round \(round): mark failed: \(marked.allOutput)"] }

        farm.move(round: round)
        let refreshes = try (0..<2).map { _ in try folder.start(["refresh"]) }
        let adds = try (0..<Self.adds).map { number in
            try folder.start(["add", farm.url("extra", round: round, number: number), "--tag", "extra"])
        }
        let removes = try removed.map { try folder.start(["remove", $0]) }
        var problems: [String] = []
        for (index, result) in (refreshes + adds + removes).map({ $0.wait(timeout: 120) }).enumerated() {
            let what = index < 2 ? "refresh" : index < 2 + Self.adds ? "add" : "remove"
            if result.status != 0 { problems.append("\(what) exited \(result.status): \(result.allOutput)") }
            if what == "add" && !result.stdout.contains("added ") { problems.append("add printed: \(result.allOutput)") }
        }

        let expectedLines =
            (0..<Self.feeds).map { "\(farm.url("new", round: round, number: $0)) news" }
            + (0..<Self.adds).map { "\(farm.url("extra", round: round, number: $0)) extra" }
        let lines = try String(contentsOfFile: folder.urls, encoding: .utf8).split(separator: "\n").map(String.init)
        if lines.sorted() != expectedLines.sorted() { problems.append("urls file: \(lines)") }

        let store = try ArticleStore.open(at: folder.cache)
        let keys = try store.feeds().filter { $0.total > 0 }.map(\.key)
        if keys.contains(where: { $0.contains("/mv/") }) { problems.append("old keys left in the cache: \(keys)") }
        if keys.contains(where: removed.contains) { problems.append("removed feeds left in the cache: \(keys)") }

        // The next refresh fetches the added feeds too, and must double nothing.
        let last = try folder.run(["refresh"])
        if last.status != 0 { problems.append("last refresh exited \(last.status): \(last.stderr)") }
        let after = try folder.list()
        let titles = after.map(\.title)
        if titles.count != Set(titles).count { problems.append("\(titles.count - Set(titles).count) articles listed twice") }
        if after.count != (Self.feeds + Self.adds) * items {
            problems.append("\(after.count) articles, expected \((Self.feeds + Self.adds) * items)")
        }
        let lostFlags = flagged.filter { old in !after.contains { $0.title == old.title && $0.read && $0.starred } }
        if !lostFlags.isEmpty { problems.append("flags lost on \(lostFlags.map(\.title))") }
        let counted = try store.feeds().reduce(0) { $0 + $1.total }
        if counted != after.count { problems.append("the sources' counts add up to \(counted), the list has \(after.count)") }
        return problems.map { "round \(round): \($0)" }
    }
}
