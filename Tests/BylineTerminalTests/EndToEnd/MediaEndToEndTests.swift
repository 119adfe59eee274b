import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// Podcast episodes: the list's media marker, the article pane's enclosure lines, and the
    /// same enclosures in `list --json` and `show`.
    @Suite("media") struct Media {
        /// A podcast feed written as real ones are: iTunes namespace, enclosure and
        /// media:content naming one file, odd durations, a text post between.
        static let podcast = """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:media="http://search.yahoo.com/mrss/">
            <channel><title>The Byline Hour</title><link>https://pod.example/</link>
            <itunes:author>Byline Radio</itunes:author><itunes:explicit>false</itunes:explicit>
            <item><title>612: The long one</title><guid isPermaLink="false">pod-612</guid>
            <pubDate>Thu, 03 Dec 2026 08:00:00 +0000</pubDate><description>Three hours of feeds.</description>
            <enclosure url="https://cdn.pod.example/ep612.mp3" length="46137344" type="audio/mpeg"/>
            <media:content url="https://cdn.pod.example/ep612.mp3" fileSize="46137344" type="audio/mpeg"/>
            <itunes:duration>1:02:03</itunes:duration><itunes:episode>612</itunes:episode></item>
            <item><title>Show notes, no audio</title><guid isPermaLink="false">notes</guid>
            <pubDate>Wed, 02 Dec 2026 08:00:00 +0000</pubDate><description>Only words.</description></item>
            <item><title>611: Minutes only</title><guid isPermaLink="false">pod-611</guid>
            <pubDate>Tue, 01 Dec 2026 08:00:00 +0000</pubDate>
            <enclosure url="/files/ep611.m4a" length="31000000" type="audio/x-m4a"/>
            <itunes:duration>48:12</itunes:duration></item>
            </channel></rss>
            """

        @Test("the list marks episodes, the pane lists their files, both unchanged after two refreshes")
        func markerAndPaneAcrossRefreshes() throws {
            let server = try TestHTTPServer(routes: ["/pod.xml": .text(Self.podcast, contentType: "application/rss+xml")])
            defer { server.stop() }
            let home = try EndToEndHome()
            try home.writeURLs([server.urlString("/pod.xml")])
            let session = try home.launch(width: 120, height: 30)
            defer { session.kill() }
            try session.waitFor("3 unread · 3 articles")
            for round in 0..<3 {
                if round > 0 {
                    let before = server.requests.count
                    try session.sendKeys("r")
                    _ = try session.waitUntil("refresh \(round) fetched the feed", timeout: 20) { _ in server.requests.count > before }
                }
                let screen = ScreenText(
                    try session.waitUntil("the pane lists episode 612's file, round \(round)") {
                        $0.contains("[m1] [audio] 1:02:03 · 44 MB · mp3") && $0.contains("♪")
                    })
                let episode = try #require(screen.list.first { $0.contains("612: The long one") })
                let notes = try #require(screen.list.first { $0.contains("Show notes, no audio") })
                let older = try #require(screen.list.first { $0.contains("611: Minutes only") })
                #expect(episode.contains("♪"), "\(episode)")
                #expect(older.contains("♪"), "\(older)")
                #expect(!notes.contains("♪"), "\(notes)")
                #expect(!screen.body.contains { $0.contains("[m2]") }, "one file named twice is one enclosure")
                // The marker sits in its own column: titles still start in one column.
                #expect(episode.range(of: "612")?.lowerBound.utf16Offset(in: episode) == notes.range(of: "Show")?.lowerBound.utf16Offset(in: notes))
                let colored = try session.capture(escapes: true)
                #expect(colored.contains("♪"))
                #expect(colored.contains("https://cdn.pod.example/ep612.mp3"))
            }
            try session.sendKeys("G")
            try session.waitFor("[m1] [audio] 48:12 · 30 MB · m4a")
        }

        @Test("list --json and show give the enclosures, twice the same")
        func listJSONAndShow() throws {
            let server = try TestHTTPServer(routes: ["/pod.xml": .text(Self.podcast, contentType: "application/rss+xml")])
            defer { server.stop() }
            let home = try EndToEndHome()
            try home.writeURLs([server.urlString("/pod.xml")])
            for _ in 0..<2 {
                try home.refresh()
                let listed = try home.byline(["list", "--json"] + home.options)
                #expect(listed.status == 0)
                let articles = try ListedArticle.decode(listed.stdout)
                #expect(articles.count == 3)
                let episode = try #require(articles.first { $0.title == "612: The long one" })
                #expect(
                    episode.enclosures == [
                        ListedEnclosure(
                            url: "https://cdn.pod.example/ep612.mp3", type: "audio/mpeg", length: 46_137_344, duration: 3723, kind: "audio",
                            title: nil, episode: 612, season: nil, explicit: nil)
                    ])
                #expect(articles.first { $0.title == "Show notes, no audio" }?.enclosures == [])
                let older = try #require(articles.first { $0.title == "611: Minutes only" })
                #expect(older.enclosures.map(\.url) == [server.urlString("/files/ep611.m4a")])
                let object = try #require(JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
                for entry in object.flatMap({ $0["enclosures"] as? [[String: Any]] ?? [] }) {
                    #expect(Set(entry.keys) == ListedEnclosure.keys)
                }
                let shown = try home.byline(["show", String(episode.id)] + home.options)
                #expect(shown.status == 0)
                #expect(shown.stdout.contains("Media:"))
                #expect(shown.stdout.contains("[m1] [audio] 1:02:03 · 44 MB · mp3"))
                let filtered = try home.byline(["list", "--filter", "enclosure_type =~ \"audio\""] + home.options)
                #expect(filtered.stdoutLines.map { $0.split(separator: "\t")[2] } == ["612: The long one", "611: Minutes only"])
            }
        }
    }
}
