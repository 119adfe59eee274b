import BylineTestSupport
import Foundation
import Testing

@Suite("byline import --from-newsboat and export --format newsboat-urls, against the real newsboat", .serialized)
struct NewsboatMigrationProcessTests {
    /// A config newsboat 2.21 itself accepts, with settings Byline carries, one it has no
    /// meaning for, on line 12, a browser that needs a shell, and sort orders with directions.
    static let config = """
        browser "w3m %u"
        reload-time 45
        auto-reload yes
        show-read-articles no
        download-timeout 20
        bind-key j down
        macro v set browser "mpv %u" ; open-in-browser ; set browser "w3m %u"
        color listfocus black yellow bold
        highlight-article "rssurl =~ \\"b.atom\\"" cyan default
        ignore-article "*" "title =~ \\"Sponsored\\""
        confirm-exit yes
        browser "w3m %u | cat"
        article-sort-order date-desc
        feed-sort-order unreadarticlecount-asc
        bind-key ^N next-unread-feed articlelist
        bind-key ^K random-unread

        """

    /// Lets newsboat fill its cache from the corpus, mark four articles read through its
    /// own read-list import, and flags three (newsboat has no command line for flags).
    func newsboatWithHistory() throws -> NewsboatCorpus {
        let corpus = try NewsboatCorpus(config: Self.config)
        try corpus.runNewsboat(["-x", "reload"])
        let plainGuid = try ExternalProgram.sqlite(corpus.cache, "SELECT guid FROM rss_item WHERE title = 'No guid here'")
        let readList = corpus.folder.root.appendingPathComponent("read-list").path
        try Data(["a-1", "b-0", "b-2", plainGuid].map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: readList))
        try corpus.runNewsboat(["-I", readList])
        _ = try ExternalProgram.sqlite(corpus.cache, "UPDATE rss_item SET flags = 's' WHERE guid IN ('a-2', 'b-0', 'c-ko')")
        return corpus
    }

    /// Listed articles as `title → (read, starred)`, and every title once (a second copy counts as a difference).
    static func states(_ listed: [ListedArticle]) -> [String: [Bool]] {
        Dictionary(listed.map { ($0.title, [$0.read, $0.starred]) }) { first, _ in first + [false] }
    }

    @Test("every article comes with newsboat's read and starred state and unread counts, twice the same, and a refresh adds no duplicate")
    func cacheMatchesNewsboat() throws {
        let corpus = try newsboatWithHistory()
        defer { corpus.remove() }
        let states = try corpus.newsboatStates()
        #expect(states.count == 9 && states.values.filter { $0[0] }.count == 4 && states.values.filter { $0[1] }.count == 3)
        let untouched = try corpus.newsboatFiles()
        for _ in 0..<2 {
            let result = try corpus.folder.run(["import", "--from-newsboat", corpus.newsboatFolder])
            #expect(result.status == 0)
            #expect(result.stdoutLines.contains("articles: 9 from 3 feeds (5 unread, 3 starred) in \(corpus.folder.cache)"))
            let listed = try corpus.folder.list()
            #expect(Self.states(listed) == states)
            #expect(try corpus.bylineUnreadCounts() == corpus.newsboatUnreadCounts())
            #expect(try corpus.folder.list(["--unread"]).count == 5)
        }
        #expect(try corpus.newsboatFiles() == untouched)
        // Byline names the articles as a refresh does: refreshing the same feeds adds nothing.
        let refresh = try corpus.folder.run(["refresh"])
        #expect(refresh.status == 0)
        let refreshed = try corpus.folder.list()
        #expect(refreshed.count == states.count)
        #expect(Self.states(refreshed) == states)
    }

    @Test("newsboat's enclosure columns come across as an enclosure, twice the same")
    func enclosuresComeAcross() throws {
        let corpus = try newsboatWithHistory()
        defer { corpus.remove() }
        // As newsboat stores a podcast item's <enclosure> (its one enclosure per item).
        _ = try ExternalProgram.sqlite(
            corpus.cache, "UPDATE rss_item SET enclosure_url = 'https://cdn.example/a2.mp3', enclosure_type = 'Audio/MPEG' WHERE guid = 'a-2'")
        _ = try ExternalProgram.sqlite(corpus.cache, "UPDATE rss_item SET enclosure_url = 'javascript:alert(1)' WHERE guid = 'b-0'")
        for _ in 0..<2 {
            let result = try corpus.folder.run(["import", "--from-newsboat", corpus.newsboatFolder])
            #expect(result.status == 0)
            let listed = try corpus.folder.list()
            let carrying = listed.filter { !$0.enclosures.isEmpty }
            #expect(carrying.count == 1)
            #expect(carrying.first?.enclosures.map(\.url) == ["https://cdn.example/a2.mp3"])
            #expect(carrying.first?.enclosures.map(\.type) == ["audio/mpeg"])
        }
    }

    @Test("importing again keeps every read, unread, star and unstar made in Byline, and brings what changed in newsboat since")
    func importAgainKeepsBylineChanges() throws {
        let corpus = try newsboatWithHistory()
        defer { corpus.remove() }
        let before = try corpus.newsboatStates()
        #expect(try corpus.folder.run(["import", "--from-newsboat", corpus.newsboatFolder]).status == 0)
        let ids = Dictionary(try corpus.folder.list().map { ($0.title, String($0.id)) }) { first, _ in first }
        func mark(_ options: [String], _ title: String) throws {
            let result = try corpus.folder.run(["mark"] + options + [try #require(ids[title])])
            #expect(result.status == 0, "\(result.stderr)")
        }
        // In Byline: a story 1 (read in newsboat) back to unread, a story 2 (starred) unstarred,
        // a story 0 read and starred, a story 3 read.
        try mark(["--unread"], "a story 1")
        try mark(["--unstar"], "a story 2")
        try mark(["--read", "--star"], "a story 0")
        try mark(["--read"], "a story 3")
        // In newsboat meanwhile: b story 1 read and flagged, b story 2 unread again, a story 3
        // flagged, and a new article arrived.
        _ = try ExternalProgram.sqlite(
            corpus.cache,
            """
            UPDATE rss_item SET unread = 0, flags = 's' WHERE guid = 'b-1';
            UPDATE rss_item SET unread = 1 WHERE guid = 'b-2';
            UPDATE rss_item SET flags = 's' WHERE guid = 'a-3';
            INSERT INTO rss_item (guid, title, author, url, feedurl, pubDate, content, unread, flags)
              SELECT 'a-new', 'Arrived in newsboat', author, 'http://example.org/a/new', feedurl, pubDate + 60, '<p>new</p>', 0, 's'
              FROM rss_item WHERE guid = 'a-0';
            """)
        var expected = before
        expected["a story 0"] = [true, true]
        expected["a story 1"] = [false, false]
        expected["a story 2"] = [false, false]
        expected["a story 3"] = [true, true]
        expected["b story 1"] = [true, true]
        expected["b story 2"] = [false, false]
        expected["Arrived in newsboat"] = [true, true]
        for _ in 0..<2 {
            let again = try corpus.folder.run(["import", "--from-newsboat", corpus.newsboatFolder])
            #expect(again.status == 0, "\(again.stderr)")
            #expect(Self.states(try corpus.folder.list()) == expected)
            #expect(try corpus.folder.list(["--unread"]).count == expected.values.filter { !$0[0] }.count)
        }
    }

    @Test("an exec: source's articles come with newsboat's read state, and refreshing it adds no duplicate")
    func execSourcesKeepTheirReadState() throws {
        let corpus = try NewsboatCorpus(config: "")
        defer { corpus.remove() }
        let report = try corpus.folder.write(
            "report.rss",
            Data(
                FeedBuilder.rss(
                    title: "Weekly report",
                    items: FeedItem.numbered("w", count: 3)
                ).utf8))
        let urls = corpus.newsboatFolder + "/urls"
        let line = "\"exec:cat \(report)\" work\n"
        try Data((try String(contentsOfFile: urls, encoding: .utf8) + line).utf8).write(to: URL(fileURLWithPath: urls))
        try corpus.runNewsboat(["-x", "reload"])
        _ = try ExternalProgram.sqlite(corpus.cache, "UPDATE rss_item SET unread = 0 WHERE guid IN ('w-0', 'w-2')")
        let result = try corpus.folder.run(["import", "--from-newsboat", corpus.newsboatFolder])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("does not read that source"), "\(result.stdout)")
        let weekly = try corpus.folder.list(["--source", "Weekly report"])
        #expect(
            Dictionary(weekly.map { ($0.title, $0.read) }) { first, _ in first }
                == ["w story 0": true, "w story 1": false, "w story 2": true])
        #expect(try corpus.folder.run(["refresh"]).status == 0)
        let refreshed = try corpus.folder.list().filter { $0.title.hasPrefix("w story") }
        #expect(refreshed.count == 3 && refreshed.filter(\.read).count == 2)
    }

    @Test("the urls file and the config are carried, the user's own settings kept, and the rest named on one line")
    func urlsAndConfigAreCarried() throws {
        let corpus = try newsboatWithHistory()
        defer { corpus.remove() }
        try corpus.folder.writeConfig("# mine\nrefresh-backoff 90\nreload-time 10\n")
        let first = try corpus.folder.run(["import", "--from-newsboat", corpus.newsboatFolder])
        #expect(
            first.stdoutLines == [
                "sources: 4 added to \(corpus.folder.urls)",
                "settings: 13 carried into \(corpus.folder.config)",
                "articles: 9 from 3 feeds (5 unread, 3 starred) in \(corpus.folder.cache)",
                "not carried over: confirm-exit, bind-key ^K random-unread, reload-time (your Byline config sets it), config:12"
            ])
        #expect(
            first.stderrLines == [
                "byline: warning: \(corpus.newsboatFolder)/config:12: browser 'w3m %u | cat' needs a shell, "
                    + "which Byline does not run; write the command and its arguments without shell operators"
            ])
        let urls = """
            \(corpus.server.urlString("/a.rss")) tech "~Alpha news"
            \(corpus.server.urlString("/b.atom")) !
            \(corpus.server.urlString("/c.rss")) korean
            "query:Unread tech:unread = yes and tags # \\"tech\\""

            """
        let config = """
            # mine
            refresh-backoff 90
            reload-time 10
            # >>> settings imported from newsboat (byline import --from-newsboat replaces this block)
            keymap newsboat
            browser w3m %u
            auto-reload yes
            show-read-articles no
            download-timeout 20
            bind-key j down
            macro v set browser "mpv %u" ; open-in-browser ; set browser "w3m %u"
            color listfocus black yellow bold
            highlight-article "feedurl =~ \\"b.atom\\"" cyan default
            ignore-article * "title =~ \\"Sponsored\\""
            sort-articles date-reversed
            sort-sources unread
            bind-key ^N next-unread-feed articlelist
            # <<< end of the settings imported from newsboat

            """
        #expect(try String(contentsOfFile: corpus.folder.urls, encoding: .utf8) == urls)
        #expect(try String(contentsOfFile: corpus.folder.config, encoding: .utf8) == config)
        let second = try corpus.folder.run(["import", "--from-newsboat", corpus.newsboatFolder])
        #expect(second.stdoutLines.first == "sources: 0 added to \(corpus.folder.urls) (4 already listed)")
        #expect(try String(contentsOfFile: corpus.folder.urls, encoding: .utf8) == urls)
        #expect(try String(contentsOfFile: corpus.folder.config, encoding: .utf8) == config)
    }

    @Test("the exported urls file is one newsboat reads and fetches, query feeds in newsboat's names included")
    func exportRoundTrip() throws {
        let corpus = try NewsboatCorpus(config: "")
        defer { corpus.remove() }
        try corpus.folder.writeURLs([
            "\(corpus.server.urlString("/a.rss")) tech \"~Alpha news\"",
            "\(corpus.server.urlString("/b.atom")) !",
            "\"query:Starred alpha:starred = yes and feedurl =~ \\\"a.rss\\\"\"",
            "newsapi:everything?q=swift"
        ])
        let export = try corpus.folder.run(["export", "--format", "newsboat-urls"])
        #expect(export.status == 0)
        #expect(
            export.stdout == """
                \(corpus.server.urlString("/a.rss")) tech "~Alpha news"
                \(corpus.server.urlString("/b.atom")) !
                "query:Starred alpha:flags # \\"s\\" and rssurl =~ \\"a.rss\\""

                """)
        #expect(export.stderrLines == ["byline: note: left out (newsboat cannot fetch them): 'newsapi:everything?q=swift'"])
        let exported = try corpus.folder.write("exported-urls", Data(export.stdout.utf8))
        let cache = corpus.folder.root.appendingPathComponent("round-trip.db").path
        try corpus.runNewsboat(["-x", "reload"], urls: exported, cache: cache)
        let opml = try corpus.runNewsboat(["-e"], urls: exported, cache: cache).stdout
        #expect(opml.contains("title=\"Alpha news\"") && opml.contains("b.atom"))
        #expect(try ExternalProgram.sqlite(cache, "SELECT count(*) FROM rss_item") == "7")
    }

    @Test("a folder without newsboat's files, or with a cache that is not newsboat's, is refused with a reason")
    func wrongFoldersAreRefused() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let empty = folder.root.appendingPathComponent("empty").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        for _ in 0..<2 {
            let result = try folder.run(["import", "--from-newsboat", empty])
            #expect(result.status == 1)
            #expect(
                result.stderrLines == [
                    "byline: no newsboat files (urls, config, cache.db) in \(empty); "
                        + "name newsboat's folder: byline import --from-newsboat DIR"
                ])
        }
        try Data("https://example.org/feed\n".utf8).write(to: URL(fileURLWithPath: empty + "/urls"))
        try Data("not a database".utf8).write(to: URL(fileURLWithPath: empty + "/cache.db"))
        let result = try folder.run(["import", "--from-newsboat", empty])
        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot read newsboat's cache \(empty)/cache.db"))
        // Nothing of Byline's was written before the cache was found unreadable.
        #expect(!FileManager.default.fileExists(atPath: folder.urls))
        let usage = try folder.run(["import", "--from-newsboat", empty, "extra"])
        #expect(usage.status == 2)
        // In Korean when the locale says so.
        let korean = try folder.run(
            ["import", "--from-newsboat", folder.root.appendingPathComponent("none").path],
            extra: ["LANG": "ko_KR.UTF-8"])
        #expect(korean.stderr.contains("newsboat 파일(urls, config, cache.db)이 없습니다"))
    }

    @Test("without DIR, ~/.newsboat is read when it exists, else newsboat's XDG folders")
    func defaultFolders() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let xdg = folder.home.appendingPathComponent(".config/newsboat")
        try FileManager.default.createDirectory(at: xdg, withIntermediateDirectories: true)
        try Data("https://xdg.example/feed\n".utf8).write(to: xdg.appendingPathComponent("urls"))
        let fromXDG = try folder.run(["import", "--from-newsboat"])
        #expect(fromXDG.stdoutLines.first == "sources: 1 added to \(folder.urls)")
        let dot = folder.home.appendingPathComponent(".newsboat")
        try FileManager.default.createDirectory(at: dot, withIntermediateDirectories: true)
        try Data("https://dot.example/feed\n".utf8).write(to: dot.appendingPathComponent("urls"))
        let fromDot = try folder.run(["import", "--from-newsboat"])
        #expect(fromDot.stdoutLines.first == "sources: 1 added to \(folder.urls)")
        #expect(try String(contentsOfFile: folder.urls, encoding: .utf8) == "https://xdg.example/feed\nhttps://dot.example/feed\n")
        #expect(fromDot.stderrLines.contains("byline: note: \(dot.path)/cache.db is not there; nothing is taken from it"))
    }
}
