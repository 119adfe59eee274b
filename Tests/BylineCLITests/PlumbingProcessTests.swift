import BylineTestSupport
import Foundation
import Testing

/// `notify-program` and `exec:` sources through `byline refresh`, run as a process, with
/// small shell scripts standing for the user's programs.
@Suite("notify-program and exec: sources through byline refresh", .serialized)
struct PlumbingProcessTests {
    private static func rss(_ titles: [String]) -> String {
        "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Local</title>"
            + titles.map { "<item><title>\($0)</title><link>https://local.example.com/\($0.filter(\.isLetter))</link></item>" }.joined()
            + "</channel></rss>"
    }

    private static func script(_ name: String, _ body: String, in folder: CacheFolder) throws -> String {
        let path = folder.root.appendingPathComponent(name).path
        try ("#!/bin/sh\n" + body + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o755)
        return path
    }

    @Test("notify-program gets the count and each new title as arguments, and runs only when something is new")
    func notifyRunsOnlyAfterNewArticles() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let feed = folder.root.appendingPathComponent("feed.xml").path
        let log = folder.root.appendingPathComponent("notified.txt").path
        let notify = try Self.script("notify.sh", "{ echo \"ARGC=$#\"; for a in \"$@\"; do echo \"ARG=$a\"; done; } >> '\(log)'", in: folder)
        try folder.writeConfig("notify-program \"\(notify) --from byline\"\n")
        try folder.writeURLs([URL(fileURLWithPath: feed).absoluteString])
        func calls() -> String { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }

        try Self.rss(["First story", "Second; $(rm -rf ~) story"]).write(toFile: feed, atomically: true, encoding: .utf8)
        let first = try folder.run(["refresh"], timeout: 30)
        #expect(first.status == 0, "\(first.allOutput)")
        #expect(calls() == "ARGC=5\nARG=--from\nARG=byline\nARG=2\nARG=Second; $(rm -rf ~) story\nARG=First story\n")

        let unchanged = try folder.run(["refresh"], timeout: 30)
        #expect(unchanged.status == 0)
        #expect(calls().components(separatedBy: "ARGC=").count == 2, "no notification without new articles")

        try Self.rss(["First story", "Second; $(rm -rf ~) story", "Third story"]).write(toFile: feed, atomically: true, encoding: .utf8)
        let third = try folder.run(["refresh"], timeout: 30)
        #expect(third.status == 0)
        #expect(calls().hasSuffix("ARGC=4\nARG=--from\nARG=byline\nARG=1\nARG=Third story\n"))
    }

    @Test("a failing notify-program is a warning with its stderr, not a failed refresh")
    func failingNotifyIsAWarning() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let feed = folder.root.appendingPathComponent("feed.xml").path
        try Self.rss(["Only story"]).write(toFile: feed, atomically: true, encoding: .utf8)
        let notify = try Self.script("notify-fail", "echo 'no display to notify on' >&2; exit 1", in: folder)
        try folder.writeConfig("notify-program \(notify)\n")
        try folder.writeURLs([URL(fileURLWithPath: feed).absoluteString])
        let result = try folder.run(["refresh"], timeout: 30)
        #expect(result.status == 0)
        #expect(result.stderr.contains("warning: notify-program: 'notify-fail' failed with status 1: no display to notify on"))
    }

    @Test("an exec: source's failure names its stderr in byline refresh's output and exit status")
    func execFailureIsReported() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let good = try Self.script("good-feed", "cat <<'EOF'\n\(Self.rss(["From a command"]))\nEOF", in: folder)
        let bad = try Self.script("bad-feed", "echo 'token expired: run login' >&2; exit 2", in: folder)
        try folder.writeURLs(["exec:\(good) \"~Good\"", "exec:\(bad) \"~Bad\""])
        for round in 1...2 {
            let result = try folder.run(["refresh", "--force"], timeout: 30)
            #expect(result.status == 1, "round \(round)")
            #expect(result.stderr.contains("Bad: error: 'bad-feed' failed with status 2: token expired: run login"), "\(result.stderr)")
            #expect(result.stdout.contains(round == 1 ? "Good: 1 new of 1" : "Good: no new articles (1 in the feed)"), "\(result.stdout)")
        }
    }
}
