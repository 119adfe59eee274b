import BylineTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension EndToEndTests {
    /// The browser's side of the download queue: `e` (newsboat's enqueue) puts episodes in
    /// the cache's queue, the one `byline downloads` lists and runs.
    @Suite("downloads in the browser") struct DownloadsBrowser {
        /// A podcast feed like real ones (iTunes namespace, a cover image before the audio),
        /// whose files the test's server holds, with a text post between the episodes.
        static func podcast(_ server: TestHTTPServer) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel>
            <title>The Byline Hour</title><link>\(server.urlString("/"))</link>
            <item><title>Episode 3</title><guid>ep3</guid><pubDate>Fri, 04 Dec 2026 08:00:00 +0000</pubDate>
            <enclosure url="\(server.urlString("/cover3.jpg"))" type="image/jpeg" length="100"/>
            <enclosure url="\(server.urlString("/ep3.mp3"))" type="audio/mpeg" length="30000"/>
            <itunes:duration>62:03</itunes:duration></item>
            <item><title>Show notes</title><guid>notes</guid><pubDate>Thu, 03 Dec 2026 08:00:00 +0000</pubDate>
            <description>Only words.</description></item>
            <item><title>Episode 2</title><guid>ep2</guid><pubDate>Wed, 02 Dec 2026 08:00:00 +0000</pubDate>
            <enclosure url="\(server.urlString("/ep2.mp3"))" type="audio/mpeg" length="20000"/>
            <itunes:duration>3723</itunes:duration></item>
            <item><title>Episode 1</title><guid>ep1</guid><pubDate>Tue, 01 Dec 2026 08:00:00 +0000</pubDate>
            <enclosure url="\(server.urlString("/ep1.mp3"))" type="audio/mpeg" length="10000"/>
            <itunes:duration>1:02:03</itunes:duration></item>
            </channel></rss>
            """
        }

        /// The three episodes' bytes, each its own length so a mix-up shows.
        static let files = [1: EnclosureServer.bytes(10_000), 2: EnclosureServer.bytes(20_000), 3: EnclosureServer.bytes(30_000)]

        static func serve() throws -> TestHTTPServer {
            let feed = LockedValue("")
            let server = try TestHTTPServer { request in
                switch request.path {
                case "/pod.xml": return .text(feed.current, contentType: "application/rss+xml")
                case "/ep1.mp3", "/ep2.mp3", "/ep3.mp3":
                    let number = Int(request.path.dropFirst(3).prefix(1)) ?? 0
                    return EnclosureServer.answer(request, file: files[number] ?? Data())
                default: return .text("no", status: 404)
                }
            }
            feed.update { $0 = podcast(server) }
            return server
        }

        /// The browser, subscribed to the served podcast, its four articles listed.
        static func browse() throws -> (TestHTTPServer, EndToEndHome, TmuxSession) {
            let server = try serve()
            let home = try EndToEndHome()
            try home.writeURLs([server.urlString("/pod.xml")])
            let session = try home.launch(width: 160, height: 30)
            do {
                try session.waitFor("4 unread · 4 articles")
            } catch {
                session.kill()
                server.stop()
                throw error
            }
            return (server, home, session)
        }

        /// The podcast, each episode `file`, trickled (32 KiB every 20 ms) to a plain GET and
        /// sent at once to a Range request.
        static func slowServer(_ file: Data) throws -> TestHTTPServer {
            let feed = LockedValue("")
            let server = try TestHTTPServer { request in
                switch request.path {
                case "/pod.xml": return .text(feed.current, contentType: "application/rss+xml")
                case "/ep1.mp3", "/ep2.mp3", "/ep3.mp3":
                    guard request.header("Range") == nil else { return EnclosureServer.answer(request, file: file) }
                    return .trickle(status: 200, headers: [("Content-Type", "audio/mpeg")], body: file, chunkSize: 32_768, interval: 0.02)
                default: return .text("no", status: 404)
                }
            }
            feed.update { $0 = podcast(server) }
            return server
        }

        /// The queue as `byline downloads list --json` gives it.
        static func queue(_ home: EndToEndHome) throws -> [[String: Any]] {
            let listed = try home.byline(["downloads", "list", "--json"] + home.options)
            #expect(listed.status == 0, "\(listed.stderr)")
            return try #require(JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        }

        @Test("e queues three episodes once each, says so, and the queue downloads them; twice")
        func enqueueThreeEpisodes() throws {
            let (server, home, session) = try Self.browse()
            defer {
                session.kill()
                server.stop()
            }
            let folder = home.folder.appendingPathComponent("Downloads/byline/The Byline Hour").path
            for round in 0..<2 {
                try session.sendKeys("g")
                // Episode 3, the notes, episode 2, episode 1, in the list's (newest first) order.
                try session.sendKeys("e")
                try session.waitFor(round == 0 ? "Queued for download: Episode 3 → " : "Already in the download queue: Episode 3")
                try session.sendKeys("j", "e")
                try session.waitFor("This article has no enclosure to download")
                for number in [2, 1] {
                    try session.sendKeys("j", "e")
                    try session.waitFor(
                        round == 0
                            ? "Queued for download: Episode \(number) → \(folder)/ep\(number).mp3"
                            : "Already in the download queue: Episode \(number)")
                }
                let jobs = try Self.queue(home)
                #expect(jobs.count == 3, "\(jobs)")
                #expect(Set(jobs.compactMap { $0["url"] as? String }) == Set([3, 2, 1].map { server.urlString("/ep\($0).mp3") }))
                #expect(Set(jobs.compactMap { $0["path"] as? String }) == Set([3, 2, 1].map { "\(folder)/ep\($0).mp3" }))
                if round == 0 {
                    #expect(jobs.allSatisfy { $0["state"] as? String == "queued" }, "\(jobs)")
                    let started = try home.byline(["downloads", "start"] + home.options)
                    #expect(started.status == 0, "\(started.stderr)")
                }
                // What the browser queued, the queue fetched: the files hold the served bytes.
                for number in [1, 2, 3] {
                    #expect(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/ep\(number).mp3")) == Self.files[number])
                }
                #expect(try Self.queue(home).allSatisfy { $0["state"] as? String == "finished" })
            }
            #expect(!server.requests.contains { $0.path == "/cover3.jpg" })
        }

        @Test("e in the browser and downloads add in another process share one queue")
        func enqueueBesideAnotherProcess() throws {
            let (server, home, session) = try Self.browse()
            defer {
                session.kill()
                server.stop()
            }
            // Another process adds episode 2 by URL while the browser queues episode 3 and then 2.
            let other = try home.byline(["downloads", "add", server.urlString("/ep2.mp3")] + home.options)
            #expect(other.status == 0, "\(other.stderr)")
            try session.sendKeys("e")
            try session.waitFor("Queued for download: Episode 3")
            try session.sendKeys("j", "j", "e")
            try session.waitFor("Already in the download queue: ")
            let jobs = try Self.queue(home)
            #expect(jobs.count == 2, "\(jobs)")
        }

        /// Presses `e` on the three episodes (skipping the notes between).
        static func enqueueAll(_ session: TmuxSession) throws {
            try session.sendKeys("g", "e")
            try session.waitFor("Queued for download: Episode 3")
            for number in [2, 1] {
                try session.sendKeys("j", "j", "e")
                try session.waitFor("Queued for download: Episode \(number)")
            }
        }

        @Test("D shows the three queued episodes; a downloads them with bars to done; again after D and d on each")
        func downloadsViewRunsTheQueue() throws {
            let (server, home, session) = try Self.browse()
            defer {
                session.kill()
                server.stop()
            }
            try Self.enqueueAll(session)
            let folder = home.folder.appendingPathComponent("Downloads/byline/The Byline Hour").path
            try session.sendKeys("D")
            try session.waitFor("Downloads · 3 in the queue · 0 done · 1 at once · a starts")
            try session.waitFor("d download  a start/stop all")
            for round in 0..<2 {
                if round == 0 {
                    try session.sendKeys("a")
                } else {
                    // D deletes each file, d queues it again and starts the queue.
                    try session.sendKeys("g")
                    for _ in 0..<3 { try session.sendKeys("D", "d", "j") }
                }
                let screen = try session.waitFor("Downloads · 3 in the queue · 3 done", timeout: 20)
                try session.waitFor("Total  [####################] 100%")
                #expect(screen.contains("a starts") || screen.contains("downloading"))
                for number in [1, 2, 3] {
                    #expect(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/ep\(number).mp3")) == Self.files[number], "round \(round)")
                    #expect(ScreenText(try session.capture()).body.contains { $0.contains("finished") && $0.contains("Episode \(number)") })
                }
                #expect(try Self.queue(home).allSatisfy { $0["state"] as? String == "finished" })
            }
            try session.sendKeys("q")
            try session.waitFor("4 unread · 4 articles")
        }

        @Test("a browser SIGKILLed mid-download leaves the file queued; byline again resumes it with Range, twice")
        func killAndResumeInTheBrowser() throws {
            let big = EnclosureServer.bytes(2_000_000)
            // The first try trickles, so the test can kill byline half-way; a Range answers at once.
            let server = try Self.slowServer(big)
            defer { server.stop() }
            let home = try EndToEndHome()
            try home.writeURLs([server.urlString("/pod.xml")])
            let folder = home.folder.appendingPathComponent("Downloads/byline/The Byline Hour").path
            for (round, number) in [(0, 3), (1, 2)] {
                let first = try home.launch(width: 160, height: 30)
                defer { first.kill() }
                try first.waitFor("4 unread")
                try first.sendKeys("g")
                if round == 1 { try first.sendKeys("j", "j") }
                try first.sendKeys("e", "D", "a")
                try first.waitFor(matching: "downloading +\\[#+\\.+\\] +[1-9][0-9]?% +[0-9.]+ [KM]iB/1.9 MiB", timeout: 20)
                let part = "\(folder)/ep\(number).mp3.part"
                let deadline = Date().addingTimeInterval(20)
                while (try? FileManager.default.attributesOfItem(atPath: part)[.size] as? Int) ?? 0 < 300_000, Date() < deadline {
                    usleep(20_000)
                }
                let pidText = try String(contentsOf: home.folder.appendingPathComponent("byline.pid"), encoding: .utf8)
                let pid = try #require(Int32(pidText.trimmingCharacters(in: .whitespacesAndNewlines)))
                #expect(kill(pid, SIGKILL) == 0)
                try first.waitFor("EXIT=137")
                let killedAt = (try FileManager.default.attributesOfItem(atPath: part)[.size] as? Int) ?? 0
                #expect(killedAt >= 300_000 && killedAt < big.count, "\(killedAt)")
                first.kill()
                let second = try home.launch(width: 160, height: 30)
                defer { second.kill() }
                try second.waitFor("4 unread")
                try second.sendKeys("D")
                try second.waitFor("Downloads · \(round + 1) in the queue · \(round) done")
                try second.sendKeys("a")
                try second.waitFor("Downloads · \(round + 1) in the queue · \(round + 1) done", timeout: 20)
                let ranges = server.requests.filter { $0.path == "/ep\(number).mp3" }.compactMap { $0.header("Range") }
                let resumedFrom = ranges.last.flatMap { Int($0.dropFirst(6).dropLast()) } ?? -1
                #expect(resumedFrom >= killedAt, "ranges asked: \(ranges)")
                #expect(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/ep\(number).mp3")) == big)
                #expect(!FileManager.default.fileExists(atPath: part))
                second.kill()
            }
        }

        @Test("p in the downloads view hands the terminal to the real mpv, twice, and remembers it played")
        func playWithMPV() throws {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/mpv") else {
                Issue.record("mpv is not installed: scripts/test installs it")
                return
            }
            let audio = EnclosureServer.silentWAV(seconds: 1.5)
            let feed = LockedValue("")
            let server = try TestHTTPServer { request in
                switch request.path {
                case "/pod.xml": return .text(feed.current, contentType: "application/rss+xml")
                case "/ep1.mp3", "/ep2.mp3", "/ep3.mp3": return EnclosureServer.answer(request, file: audio)
                default: return .text("no", status: 404)
                }
            }
            defer { server.stop() }
            feed.update { $0 = Self.podcast(server) }
            let home = try EndToEndHome(config: "player mpv --no-video --ao=null %f\n")
            try home.writeURLs([server.urlString("/pod.xml")])
            let session = try home.launch(width: 160, height: 30)
            defer { session.kill() }
            try session.waitFor("4 unread")
            try session.sendKeys("G", "e", "D", "a")
            try session.waitFor("Downloads · 1 in the queue · 1 done", timeout: 20)
            for round in 0..<2 {
                try session.sendKeys("p")
                // mpv has the terminal: its own status line, not Byline's screen.
                try session.waitFor(matching: "A: 00:00:0[0-9]", timeout: 10)
                let back = try session.waitFor("Played Episode 1", timeout: 15)
                #expect(back.contains("finished,played"), "round \(round)")
                #expect(!back.contains("A: 00:00:0"))
            }
            let jobs = try Self.queue(home)
            #expect(jobs.first?["played"] as? Bool == true)
            let file = home.folder.appendingPathComponent("Downloads/byline/The Byline Hour/ep1.mp3").path
            #expect(FileManager.default.fileExists(atPath: file), "delete-played-files is off by default")
        }

        @Test("p plays with the source's own player (a urls tag) over the global one, twice")
        func playWithTheSourcesPlayer() throws {
            let server = try Self.serve()
            defer { server.stop() }
            // The global player fails; the podcast's own (a detached stand-in) must be the one run.
            let home = try EndToEndHome(config: "player /bin/false %f\n")
            let script = try home.makeBrowserScript()
            try home.writeURLs([server.urlString("/pod.xml") + " \"player=\(script) --from-source %f\""])
            let session = try home.launch(width: 160, height: 30)
            defer { session.kill() }
            try session.waitFor("4 unread")
            try session.sendKeys("G", "e", "D", "a")
            try session.waitFor("Downloads · 1 in the queue · 1 done", timeout: 20)
            let file = home.folder.appendingPathComponent("Downloads/byline/The Byline Hour/ep1.mp3").path
            for round in 1...2 {
                try session.sendKeys("p")
                try session.waitFor("Started browser.sh for Episode 1")
                let calls = try home.waitForBrowserCalls(round)
                #expect(calls.count == round)
                #expect(calls.last == ["--from-source", file], "round \(round)")
            }
        }

        @Test("1 on an image link runs image-viewer with the URL as one word, twice; without one the browser gets it and says so")
        func imageViewer() throws {
            let items = [
                FeedText.Item(
                    title: "Photo post", link: "https://news.example/photo",
                    html:
                        #"<p>Look: <img src="https://img.example/cat.png?a=1&amp;b=$(id);rm" alt="A cat" width="640" height="480"> and <a href="https://docs.example/page">page</a>.</p>"#,
                    age: 1)
            ]
            let (home, server) = try EndToEndFeeds.preparedHome(["/photos.xml": ("Photos", items)])
            defer { server.stop() }
            let script = try home.makeBrowserScript()
            for viewer in [true, false] {
                try home.write(viewer ? "image-viewer \(script) --view %u\n" : "", to: "config")
                let session = try home.launch(extra: viewer ? [:] : ["BROWSER": script])
                defer { session.kill() }
                try session.waitFor("unread · 1 article")
                try session.sendKeys("Enter")
                try session.waitFor("[image: A cat]")
                let before = home.browserCalls().count
                for round in 1...2 {
                    try session.sendKeys("1")
                    try session.waitFor(viewer ? "Opened the image in browser.sh" : "(image-viewer is not set)")
                    let calls = try home.waitForBrowserCalls(before + round)
                    #expect(calls.count == before + round)
                    let call = calls.last ?? []
                    #expect(call.count == (viewer ? 2 : 1), "\(call)")
                    #expect(call.first == (viewer ? "--view" : call.last))
                    #expect(call.last?.hasPrefix("https://img.example/cat.png?a=1&b=$(id);rm") == true, "\(call)")
                }
                session.kill()
            }
        }

        @Test("the browser's queue and byline downloads start in another process at once fetch each file once; the view follows")
        func browserBesideAnotherDownloader() throws {
            let big = EnclosureServer.bytes(600_000)
            let server = try Self.slowServer(big)
            defer { server.stop() }
            let home = try EndToEndHome()
            try home.writeURLs([server.urlString("/pod.xml")])
            let session = try home.launch(width: 160, height: 30)
            defer { session.kill() }
            try session.waitFor("4 unread")
            try session.sendKeys("g", "e", "j", "j", "e")
            try session.waitFor("Queued for download: Episode 2")
            try session.sendKeys("D")
            try session.waitFor("Downloads · 2 in the queue · 0 done")
            // Another process queues episode 1 while the view is open: the view shows it.
            let added = try home.byline(["downloads", "add", server.urlString("/ep1.mp3")] + home.options)
            #expect(added.status == 0, "\(added.stderr)")
            try session.waitFor("Downloads · 3 in the queue · 0 done")
            // Another process starts the same queue; the browser starts it a moment later.
            let other = try RunningByline(["downloads", "start"] + home.options, environment: home.environment)
            try session.sendKeys("a")
            let ended = other.wait()
            #expect(ended.status == 0, "\(ended.stderr)")
            try session.waitFor("Downloads · 3 in the queue · 3 done", timeout: 30)
            let folder = home.folder.appendingPathComponent("Downloads/byline").path
            for number in [1, 2, 3] {
                // Added by URL, episode 1 has no feed title to name its folder: the host does.
                let path = "\(folder)/\(number == 1 ? "127.0.0.1" : "The Byline Hour")/ep\(number).mp3"
                #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == big)
                #expect(server.requests.filter { $0.path == "/ep\(number).mp3" }.count == 1, "ep\(number) fetched once")
            }
        }
    }
}
