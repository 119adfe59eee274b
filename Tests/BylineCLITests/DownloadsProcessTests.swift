import BylineTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("byline downloads: the real binary queues, resumes after SIGKILL, and plays with mpv", .serialized)
struct DownloadsProcessTests {
    /// A server of `file` whose answer to a plain GET trickles (`chunk` bytes every 20 ms) and
    /// whose answer to a Range request is immediate.
    static func slowFirstTry(_ file: Data, chunk: Int) throws -> TestHTTPServer {
        try TestHTTPServer { request in
            guard request.header("Range") == nil else { return EnclosureServer.answer(request, file: file) }
            return .trickle(status: 200, headers: [("Content-Type", "audio/mpeg")], body: file, chunkSize: chunk, interval: 0.02)
        }
    }

    @Test("a download killed with SIGKILL resumes with Range at the next start and ends byte-identical, twice")
    func killAndResume() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let big = EnclosureServer.bytes(3_000_000)
        // The first try is slow, so the test can kill byline half-way through.
        let server = try Self.slowFirstTry(big, chunk: 32_768)
        defer { server.stop() }
        let downloads = folder.root.appendingPathComponent("dl").path
        try folder.writeConfig("download-path \(downloads)\n")
        for round in 1...2 {
            let added = try folder.run(["downloads", "add", server.urlString("/show/ep\(round).mp3")])
            #expect(added.status == 0, "\(added.stderr)")
            #expect(added.stdout.hasPrefix("queued \(round)\t"))
            let part = "\(downloads)/127.0.0.1/ep\(round).mp3.part"
            let running = try folder.start(["downloads", "start"])
            let deadline = Date().addingTimeInterval(30)
            while (try? FileManager.default.attributesOfItem(atPath: part)[.size] as? Int) ?? 0 < 300_000, Date() < deadline {
                usleep(20_000)
            }
            running.kill(SIGKILL)
            _ = running.wait()
            let killedAt = (try FileManager.default.attributesOfItem(atPath: part)[.size] as? Int) ?? 0
            #expect(killedAt >= 300_000 && killedAt < big.count)
            let listed = try folder.run(["downloads", "list"])
            #expect(listed.stdoutLines.contains { $0.hasPrefix("\(round)\tdownloading\t") }, "\(listed.stdout)")
            let resumed = try folder.run(["downloads", "start"])
            #expect(resumed.status == 0, "\(resumed.stderr)")
            let ranges = server.requests.compactMap { $0.header("Range") }
            let resumedFrom = ranges.last.flatMap { Int($0.dropFirst(6).dropLast()) } ?? -1
            #expect(resumedFrom >= killedAt, "ranges asked: \(ranges)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: "\(downloads)/127.0.0.1/ep\(round).mp3")) == big)
            #expect(!FileManager.default.fileExists(atPath: part))
            #expect(resumed.stdout.contains("saved \(round)\t"), "\(resumed.stdout)")
        }
        let final = try folder.run(["downloads", "list"])
        #expect(final.stdoutLines.count == 2)
        #expect(final.stdoutLines.allSatisfy { $0.contains("\tfinished\t") })
    }

    @Test("404, refused and a broken body each fail with one line; the exit status says so; the rest download")
    func failuresOneLineEach() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let good = EnclosureServer.bytes(50_000)
        let server = try TestHTTPServer { request in
            switch request.path {
            case "/good.mp3": EnclosureServer.answer(request, file: good)
            case "/broken.mp3": .resetMidBody(declaredLength: 50_000, sentBytes: 10_000)
            default: .text("no", status: 404)
            }
        }
        defer { server.stop() }
        try folder.writeConfig("download-path \(folder.root.appendingPathComponent("dl").path)\nmax-downloads 3\n")
        // A port nothing listens on: connection refused.
        let refused = "http://127.0.0.1:9/refused.mp3"
        let added = try folder.run([
            "downloads", "add", server.urlString("/good.mp3"), server.urlString("/gone.mp3?token=SECRET42"),
            server.urlString("/broken.mp3"), refused
        ])
        #expect(added.status == 0)
        let run = try folder.run(["downloads", "start"])
        #expect(run.status == 1)
        #expect(!run.allOutput.contains("SECRET42"))
        #expect(run.stdoutLines.filter { $0.hasPrefix("failed ") }.count == 3, "\(run.stdout)")
        #expect(run.stdout.contains("the server answered 404"))
        #expect(run.stdoutLines.contains { $0.hasPrefix("saved 1\t") })
        #expect(run.stderr.contains("1 downloaded, 3 failed"))
        let json = try folder.run(["downloads", "list", "--json"])
        let listed = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(listed.map { $0["state"] as? String } == ["finished", "failed", "failed", "failed"])
        #expect(!json.stdout.contains("SECRET42"))
        let again = try folder.run(["downloads", "start"])
        #expect(again.status == 0)
        #expect(again.stderr.contains("nothing is waiting"))
    }

    @Test("play runs the real mpv on the downloaded file, twice, and remembers it played; no player names the option")
    func playWithMPV() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/mpv") else {
            Issue.record("mpv is not installed: scripts/test installs it")
            return
        }
        let folder = try CacheFolder()
        defer { folder.remove() }
        let wav = EnclosureServer.silentWAV(seconds: 0.3)
        let server = try TestHTTPServer { EnclosureServer.answer($0, file: wav) }
        defer { server.stop() }
        let downloads = folder.root.appendingPathComponent("dl").path
        try folder.writeConfig("download-path \(downloads)\n")
        _ = try folder.run(["downloads", "add", server.urlString("/tone.wav")])
        let unset = try folder.run(["downloads", "play", "1"])
        #expect(unset.status == 1)
        #expect(unset.stderr.contains("(player)"))
        try folder.writeConfig("download-path \(downloads)\nplayer mpv --no-video --ao=null %f\ndelete-played-files no\n")
        #expect(try folder.run(["downloads", "start"]).status == 0)
        for _ in 1...2 {
            let played = try folder.run(["downloads", "play", "1"])
            #expect(played.status == 0, "\(played.allOutput)")
            #expect(played.stdout.contains("played 1\t"))
        }
        #expect(try folder.run(["downloads", "list"]).stdout.contains("finished,played"))
        try folder.writeConfig("download-path \(downloads)\nplayer mpv --no-video --ao=null %f\ndelete-played-files yes\n")
        #expect(try folder.run(["downloads", "play", "1"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: "\(downloads)/127.0.0.1/tone.wav"))
        #expect(try folder.run(["downloads", "list"]).stdout.contains("deleted,played"))
    }

    @Test("two byline downloads start at once on one cache, while a third process queues more, fetch each file once")
    func twoProcessesAtOnce() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let file = EnclosureServer.bytes(400_000)
        let server = try Self.slowFirstTry(file, chunk: 65_536)
        defer { server.stop() }
        let downloads = folder.root.appendingPathComponent("dl").path
        try folder.writeConfig("download-path \(downloads)\nmax-downloads 2\n")
        let first = (1...6).map { server.urlString("/a/ep\($0).mp3") }
        #expect(try folder.run(["downloads", "add"] + first).status == 0)
        let one = try folder.start(["downloads", "start"])
        let two = try folder.start(["downloads", "start"])
        // A third writer while both run: four more, each queued in its own command.
        for number in 7...10 {
            #expect(try folder.run(["downloads", "add", server.urlString("/a/ep\(number).mp3")]).status == 0)
        }
        let results = [one.wait(), two.wait()]
        #expect(results.allSatisfy { $0.status == 0 }, "\(results.map(\.allOutput))")
        // Whatever the two runs left (added after they ended) a third start fetches.
        #expect(try folder.run(["downloads", "start"]).status == 0)
        let asked = server.requests.map(\.path)
        #expect(asked.count == 10, "\(asked)")
        #expect(Set(asked).count == 10)
        for number in 1...10 {
            #expect(try Data(contentsOf: URL(fileURLWithPath: "\(downloads)/127.0.0.1/ep\(number).mp3")) == file)
        }
        let listed = try folder.run(["downloads", "list"])
        #expect(listed.stdoutLines.count == 10 && listed.stdoutLines.allSatisfy { $0.contains("\tfinished\t") })
    }

    @Test("add ID takes a refreshed podcast episode's audio enclosure, not its image, and names it by the feed")
    func addsAnArticlesEnclosure() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let audio = EnclosureServer.bytes(80_000)
        let holder = LockedValue("")
        let server = try TestHTTPServer { request in
            switch request.path {
            case "/feed.xml": .text(holder.current, contentType: "application/rss+xml")
            case "/ep1.mp3", "/ep2.mp3": EnclosureServer.answer(request, file: audio)
            default: .text("no", status: 404)
            }
        }
        defer { server.stop() }
        holder.update { value in
            value = """
                <?xml version="1.0" encoding="UTF-8"?>
                <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel>
                <title>라디오 Show</title><link>\(server.urlString("/"))</link>
                <item><title>Episode 1</title><guid>ep1</guid>
                <enclosure url="\(server.urlString("/cover1.jpg"))" type="image/jpeg" length="100"/>
                <enclosure url="\(server.urlString("/ep1.mp3"))" type="audio/mpeg" length="80000"/>
                <itunes:duration>1:02:03</itunes:duration></item>
                <item><title>Episode 2</title><guid>ep2</guid>
                <enclosure url="\(server.urlString("/ep2.mp3"))" type="audio/mpeg" length="80000"/></item>
                </channel></rss>
                """
        }
        let downloads = folder.root.appendingPathComponent("dl").path
        try folder.writeConfig("download-path \(downloads)\n")
        try folder.writeURLs([server.urlString("/feed.xml")])
        #expect(try folder.run(["refresh", "--quiet"]).status == 0)
        let articles = try folder.list()
        for title in ["Episode 1", "Episode 2"] {
            let id = try #require(articles.first { $0.title == title }?.id)
            let added = try folder.run(["downloads", "add", String(id)])
            #expect(added.status == 0, "\(added.stderr)")
            #expect(added.stdout.contains("\t\(title)\t"))
        }
        #expect(try folder.run(["downloads", "start"]).status == 0)
        for number in 1...2 {
            #expect(try Data(contentsOf: URL(fileURLWithPath: "\(downloads)/라디오 Show/ep\(number).mp3")) == audio)
        }
        #expect(!server.requests.contains { $0.path == "/cover1.jpg" })
    }
}
