import BylineTestSupport
import Foundation
import Testing

/// `download-new` and `download-new-max` per source, and a source's own `download-command`
/// and `player`, driven through the real binary against a loopback podcast feed.
@Suite("download-new and per-source download commands: the real binary against a loopback podcast", .serialized)
struct DownloadNewProcessTests {
    /// A podcast feed written as real ones are (iTunes namespace, odd durations), with
    /// episodes `numbers` (a higher number is newer) and one text post without media.
    static func podcast(_ numbers: ClosedRange<Int>, base: String, titles: (Int) -> String = { "Episode \($0)" }) -> String {
        let start = Date(timeIntervalSince1970: 1_760_000_000)
        let items = numbers.reversed().map { number in
            """
            <item><title>\(FeedBuilder.xml(titles(number)))</title><guid>ep-\(number)</guid>
            <link>\(base)/episodes/\(number)</link>
            <pubDate>\(FeedBuilder.rfc822(start.addingTimeInterval(Double(number) * 86_400)))</pubDate>
            <enclosure url="\(base)/media/ep\(number).mp3" length="20000" type="audio/mpeg"/>
            <itunes:duration>\(number % 2 == 0 ? "1:02:03" : "3723")</itunes:duration></item>
            """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
            <channel><title>Loopback Radio</title><link>\(base)/</link><description>test</description>
            <item><title>Show notes only</title><guid>post-1</guid><link>\(base)/post</link>
            <pubDate>\(FeedBuilder.rfc822(start.addingTimeInterval(9_000_000)))</pubDate></item>
            \(items.joined(separator: "\n"))
            </channel></rss>
            """
    }

    /// A cache folder and a loopback server of `/pod.xml` (what ``publish(_:titles:)`` last
    /// put there), `/other.xml` (a podcast without download-new) and the media files.
    final class Station: Sendable {
        let folder: CacheFolder
        let server: TestHTTPServer
        let base: String
        private let feed = LockedValue("")

        init() throws {
            folder = try CacheFolder()
            let file = EnclosureServer.bytes(20_000)
            let holder = LockedValue("")
            let feed = self.feed
            server = try TestHTTPServer { request in
                switch request.path {
                case "/pod.xml": .text(feed.current, contentType: "application/rss+xml")
                case "/other.xml":
                    .text(podcast(1...4, base: holder.current + "/other"), contentType: "application/rss+xml")
                default: EnclosureServer.answer(request, file: file)
                }
            }
            base = server.urlString("")
            holder.update { $0 = base }
        }

        /// Serves episodes `numbers` at `/pod.xml` from now on.
        func publish(_ numbers: ClosedRange<Int>, titles: @escaping (Int) -> String = { "Episode \($0)" }) {
            let text = podcast(numbers, base: base, titles: titles)
            feed.update { $0 = text }
        }

        func stop() {
            server.stop()
            folder.remove()
        }
    }

    /// The queue's URLs, in queue order.
    static func queuedURLs(_ folder: CacheFolder) throws -> [String] {
        let json = try folder.run(["downloads", "list", "--json"])
        let jobs = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        return jobs.compactMap { $0["url"] as? String }
    }

    @Test("two refreshes queue each new episode once, the newest 3 of a back catalogue; a later episode is queued once too")
    func queuesNewEpisodesOnceWithTheCap() throws {
        let station = try Station()
        defer { station.stop() }
        let (folder, server, base) = (station.folder, station.server, station.base)
        station.publish(1...6)
        let downloads = folder.root.appendingPathComponent("dl").path
        try folder.writeConfig("download-path \(downloads)\n")
        try folder.writeURLs([server.urlString("/pod.xml") + " \"download-new=yes\"", server.urlString("/other.xml")])

        let first = try folder.run(["refresh"])
        #expect(first.status == 0, "\(first.allOutput)")
        #expect(first.stdout.contains("queued 3 new episodes (download-new)"), "\(first.stdout)")
        let newest = (4...6).reversed().map { "\(base)/media/ep\($0).mp3" }
        #expect(try Self.queuedURLs(folder) == newest)

        let second = try folder.run(["refresh"])
        #expect(second.status == 0)
        #expect(!second.stdout.contains("queued"), "\(second.stdout)")
        #expect(try Self.queuedURLs(folder) == newest)

        station.publish(1...7)
        for round in 1...2 {
            let later = try folder.run(["refresh"])
            #expect(later.status == 0)
            #expect(later.stdout.contains("queued 1 new episode (download-new)") == (round == 1), "\(later.stdout)")
            #expect(try Self.queuedURLs(folder) == newest + ["\(base)/media/ep7.mp3"])
        }
        #expect(try Self.queuedURLs(folder).allSatisfy { !$0.contains("/other/") }, "a source without download-new queues nothing")

        let fetched = try folder.run(["downloads", "start"])
        #expect(fetched.status == 0, "\(fetched.allOutput)")
        for number in 4...7 {
            #expect(FileManager.default.fileExists(atPath: "\(downloads)/Loopback Radio/ep\(number).mp3"))
        }
        #expect(!FileManager.default.fileExists(atPath: "\(downloads)/Loopback Radio/ep3.mp3"))
    }

    @Test("download-new-max in a source block caps it; a removed episode is not queued again")
    func blockCapAndRemoved() throws {
        let station = try Station()
        defer { station.stop() }
        let (folder, server, base) = (station.folder, station.server, station.base)
        station.publish(1...6)
        try folder.writeConfig(
            """
            download-path \(folder.root.appendingPathComponent("dl").path)
            download-new yes
            source tag:podcasts {
                download-new-max 1
            }
            source "\(base)/other.xml" {
                download-new no
            }

            """)
        try folder.writeURLs([server.urlString("/pod.xml") + " podcasts", server.urlString("/other.xml")])
        #expect(try folder.run(["refresh"]).status == 0)
        #expect(try Self.queuedURLs(folder) == ["\(base)/media/ep6.mp3"])
        let shown = try folder.run(["show-source", server.urlString("/pod.xml")])
        #expect(
            shown.stdoutLines.contains { $0.contains("download-new-max") && $0.contains("1") && $0.contains("(source tag:podcasts)") },
            "\(shown.stdout)")
        #expect(shown.stdoutLines.contains { $0.hasPrefix("  download-new ") && $0.contains("yes") && $0.contains("config:2") }, "\(shown.stdout)")
        #expect(try folder.run(["downloads", "remove", "1"]).status == 0)
        station.publish(1...7)
        for _ in 1...2 {
            #expect(try folder.run(["refresh"]).status == 0)
            #expect(try Self.queuedURLs(folder) == ["\(base)/media/ep7.mp3"])
        }
    }

    @Test("two refreshes at once and a third process queueing files, on one cache: each episode is queued once")
    func concurrentWriters() throws {
        let station = try Station()
        defer { station.stop() }
        let (folder, server, base) = (station.folder, station.server, station.base)
        station.publish(1...30)
        try folder.writeConfig("download-path \(folder.root.appendingPathComponent("dl").path)\ndownload-new-max 10\n")
        try folder.writeURLs([server.urlString("/pod.xml") + " \"download-new=yes\""])
        let one = try folder.start(["refresh"])
        let two = try folder.start(["refresh"])
        let extra = (1...10).map { server.urlString("/extra/file\($0).mp3") }
        for url in extra {
            #expect(try folder.run(["downloads", "add", url]).status == 0)
        }
        #expect(one.wait().status == 0)
        #expect(two.wait().status == 0)
        let urls = try Self.queuedURLs(folder)
        let episodes = urls.filter { $0.contains("/media/") }
        #expect(Set(episodes) == Set((21...30).map { "\(base)/media/ep\($0).mp3" }), "\(urls)")
        #expect(episodes.count == 10)
        #expect(Set(urls.filter { $0.contains("/extra/") }) == Set(extra))
        #expect(try folder.run(["refresh"]).status == 0)
        #expect(try Self.queuedURLs(folder).count == 20)
    }

    /// A script standing in for yt-dlp (or a player): appends its argv to `log`, one
    /// NUL-ended word each and a newline per run, and writes the file after `-o`.
    static func recorder(in folder: CacheFolder, name: String, log: String, status: Int = 0) throws -> String {
        let path = folder.root.appendingPathComponent(name).path
        let script = """
            #!/bin/sh
            printf '%s\\0' "$@" >> '\(log)'
            printf '\\n' >> '\(log)'
            if [ "$1" = "-o" ]; then printf 'video' > "$2"; fi
            if [ \(status) -ne 0 ]; then echo "ERROR: this video is private" >&2; fi
            exit \(status)

            """
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }

    /// The runs a recorder logged: each run's argv.
    static func runs(_ log: String) throws -> [[String]] {
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map { run in run.split(separator: "\0", omittingEmptySubsequences: false).dropLast().map(String.init) }
    }

    @Test("a source's download-command and player run with argv, each placeholder one inert word, twice; show-source names them")
    func perSourceCommands() throws {
        let hostile = "-rf clip; $(touch PWNED) `id` \"x y\""
        let station = try Station()
        defer { station.stop() }
        let (folder, server, base) = (station.folder, station.server, station.base)
        station.publish(1...2, titles: { "\(hostile) \($0)" })
        let fetchLog = folder.root.appendingPathComponent("fetch.log").path
        let playLog = folder.root.appendingPathComponent("play.log").path
        let fetcher = try Self.recorder(in: folder, name: "fake-yt-dlp", log: fetchLog)
        let player = try Self.recorder(in: folder, name: "fake-player", log: playLog)
        let downloads = folder.root.appendingPathComponent("dl").path
        try folder.writeConfig("download-path \(downloads)\ndownload-filename-format %t.mp4\nplayer mpv %f\n")
        try folder.writeURLs([
            server.urlString("/pod.xml") + " \"download-new=yes\" \"download-command=\(fetcher) -o %f %u\" \"player=\(player) --fs %f\"",
            server.urlString("/other.xml")
        ])
        #expect(try folder.run(["refresh"]).status == 0)
        let listed = try folder.run(["downloads", "list", "--json"])
        let jobs = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        let paths = jobs.compactMap { $0["path"] as? String }
        #expect(paths.count == 2)
        for _ in 1...2 {
            #expect(try folder.run(["downloads", "start", "1", "2"]).status == 0)
        }
        let runs = try Self.runs(fetchLog)
        #expect(runs.count == 4, "\(runs)")
        for (index, run) in runs.enumerated() {
            let job = index % 2
            #expect(run == ["-o", paths[job], "\(base)/media/ep\(2 - job).mp3"], "\(run)")
        }
        #expect(paths.allSatisfy { $0.hasPrefix(downloads + "/") && $0.contains("$(touch PWNED)") })
        #expect(!FileManager.default.fileExists(atPath: folder.root.appendingPathComponent("PWNED").path))
        #expect(!FileManager.default.fileExists(atPath: "PWNED"))
        #expect(try folder.run(["downloads", "list"]).stdoutLines.allSatisfy { $0.contains("\tfinished\t") })
        for _ in 1...2 {
            let played = try folder.run(["downloads", "play", "1"])
            #expect(played.status == 0, "\(played.allOutput)")
        }
        #expect(try Self.runs(playLog) == [["--fs", paths[0]], ["--fs", paths[0]]])

        let shown = try folder.run(["show-source", server.urlString("/pod.xml")])
        #expect(
            shown.stdoutLines.contains { $0.hasPrefix("  download-command ") && $0.contains("fake-yt-dlp -o %f %u") && $0.hasSuffix("urls:1") },
            "\(shown.stdout)")
        #expect(shown.stdoutLines.contains { $0.hasPrefix("  player ") && $0.contains("fake-player --fs %f") && $0.hasSuffix("urls:1") })
        let other = try folder.run(["show-source", server.urlString("/other.xml")])
        #expect(other.stdoutLines.contains { $0.hasPrefix("  player ") && $0.contains("mpv %f") && $0.hasSuffix("config:3") }, "\(other.stdout)")
    }

    @Test("a download-command that fails says so in one line with its stderr; the job is failed and retried by start")
    func failingCommand() throws {
        let station = try Station()
        defer { station.stop() }
        let (folder, server) = (station.folder, station.server)
        station.publish(1...1)
        let log = folder.root.appendingPathComponent("fetch.log").path
        let fetcher = try Self.recorder(in: folder, name: "fake-yt-dlp", log: log, status: 3)
        try folder.writeConfig(
            """
            download-path \(folder.root.appendingPathComponent("dl").path)
            source "\(server.urlString("/pod.xml"))" {
                download-new yes
                download-command \(fetcher) %u
            }

            """)
        try folder.writeURLs([server.urlString("/pod.xml")])
        #expect(try folder.run(["refresh"]).status == 0)
        for _ in 1...2 {
            let run = try folder.run(["downloads", "start", "1"])
            #expect(run.status == 1)
            #expect(run.stdout.contains("download-command: 'fake-yt-dlp' failed with status 3: ERROR: this video is private"), "\(run.allOutput)")
        }
        #expect(try Self.runs(log).count == 2)
        #expect(try folder.run(["downloads", "list"]).stdout.contains("\tfailed\t"))
    }
}
