import BylineCore
import BylineTestSupport
import BylineText
import Foundation
import Testing

@Suite("byline list, show and mark, run as a process", .serialized)
struct ListShowMarkProcessTests {
    @Test("list prints one line per article: date, source, title and id, separated by tabs")
    func plainLines() throws {
        let folder = try NewsCorpus.refreshed()
        defer { folder.remove() }
        let articles = try folder.list()
        let result = try folder.run(["list"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        let rows = result.stdoutLines.map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.count == 6)
        #expect(rows.allSatisfy { $0.count == 4 })
        let korean = try NewsCorpus.id("정부는 오늘 새 예산안을 발표했다", in: articles)
        #expect(rows.contains(["2025-06-15 09:30", "World Desk", "정부는 오늘 새 예산안을 발표했다", String(korean)]))
        let undated = try NewsCorpus.id("Undated note from the wire", in: articles)
        #expect(rows.contains(["-", "Tech Wire", "Undated note from the wire", String(undated)]))
        // Newest first; the undated article is placed by when it was first seen (now).
        #expect(rows.map { $0[2] } == articles.map(\.title))
        #expect(
            Array(rows.map { $0[2] }.dropFirst()) == [
                "정부는 오늘 새 예산안을 발표했다", "東京で大雨、交通に乱れ", "Markets rally as rates hold",
                "Swift 6 ships with data-race safety", "Rust and Swift compared"
            ])
    }

    @Test("list prints dates on the local clock that TZ names, summer time included")
    func localClockDates() throws {
        let folder = try NewsCorpus.refreshed()
        defer { folder.remove() }
        // 2025-06-15 09:30 and 08:00 UTC: +9 in Seoul, and in June -4 (not -5) in New York
        // and +1 (not 0) in London.
        for (zone, expected) in [
            ("Asia/Seoul", ["2025-06-15 18:30", "2025-06-15 17:00"]),
            ("America/New_York", ["2025-06-15 05:30", "2025-06-15 04:00"]),
            ("Europe/London", ["2025-06-15 10:30", "2025-06-15 09:00"])
        ] {
            let result = try folder.run(["list", "--limit", "3"], extra: ["TZ": zone])
            #expect(result.status == 0 && result.stderr.isEmpty)
            let dates = result.stdoutLines.compactMap { $0.split(separator: "\t").first.map(String.init) }
            #expect(Array(dates.dropFirst().prefix(2)) == expected, "TZ=\(zone)")
        }
    }

    @Test("list --json has exactly the documented keys and types, nulls written out")
    func jsonShape() throws {
        let folder = try NewsCorpus.refreshed()
        defer { folder.remove() }
        let result = try folder.run(["list", "--json"])
        #expect(result.status == 0)
        let objects = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [[String: Any]])
        #expect(objects.count == 6)
        #expect(objects.allSatisfy { Set($0.keys) == ListedArticle.keys })
        let articles = try ListedArticle.decode(result.stdout)
        for article in articles {
            if let published = article.published {
                #expect((try? Date(published, strategy: .iso8601)) != nil, "\(published)")
            }
        }
        let markets = try #require(articles.first { $0.title == "Markets rally as rates hold" })
        #expect(markets.source == "World Desk" && markets.author == "Jane Roe" && markets.url == "http://example.org/w3")
        #expect(markets.published == "2025-06-14T12:00:00Z" && markets.summary == "Stocks rose for a third day.")
        #expect(markets.imageURL == nil && !markets.read && !markets.starred)
        let swift = try #require(articles.first { $0.title.hasPrefix("Swift 6") })
        #expect(swift.imageURL == "http://example.org/img/t1.png" && swift.source == "Tech Wire")
        #expect(swift.summary == "A <b>major</b> release.")
        let undated = try #require(articles.first { $0.title.hasPrefix("Undated") })
        #expect(undated.published == nil && undated.author == nil && undated.summary == nil)
        #expect(result.stdout.contains(#""published" : null"#))
    }

    @Test("--unread, --starred, --source and --limit select what they say")
    func filters() throws {
        let folder = try NewsCorpus.refreshed()
        defer { folder.remove() }
        let all = try folder.list()
        let korean = try NewsCorpus.id("정부는 오늘 새 예산안을 발표했다", in: all)
        let swift = try NewsCorpus.id("Swift 6 ships with data-race safety", in: all)
        #expect(try folder.run(["mark", String(korean), "--read"]).status == 0)
        #expect(try folder.run(["mark", String(swift), "--star"]).status == 0)

        #expect(Set(try folder.list(["--unread"]).map(\.id)) == Set(all.map(\.id)).subtracting([korean]))
        #expect(try folder.list(["--starred"]).map(\.id) == [swift])
        #expect(try folder.list(["--unread", "--starred"]).map(\.id) == [swift])
        let tech = try folder.list(["--source", "tech wire"])
        #expect(tech.count == 3 && tech.allSatisfy { $0.source == "Tech Wire" })
        #expect(try folder.list(["--source", "World Desk", "--unread"]).count == 2)
        // A name no source has is a mistake, said on stderr (status 1), not an empty list.
        let nobody = try folder.run(["list", "--source", "Nobody"])
        #expect(nobody.status == 1 && nobody.stdout.isEmpty && nobody.stderr.contains("no source 'Nobody'"))
        #expect(try folder.list(["--limit", "2"]).map(\.id) == Array(all.prefix(2).map(\.id)))
        #expect(try folder.run(["list", "--limit", "1"]).stdoutLines.count == 1)
    }

    @Test(
        "--search finds Korean word starts, Japanese anywhere (titles and bodies), and English prefixes",
        arguments: [
            ("정부", ["정부는 오늘 새 예산안을 발표했다"]),
            ("東京", ["정부는 오늘 새 예산안을 발표했다", "東京で大雨、交通に乱れ"]),
            ("大雨", ["정부는 오늘 새 예산안을 발표했다", "東京で大雨、交通に乱れ"]),
            ("記録的", ["東京で大雨、交通に乱れ"]),
            ("swi", ["Swift 6 ships with data-race safety", "Rust and Swift compared"]),
            ("rally markets", ["Markets rally as rates hold"]),
            ("nothingmatchesthis", [])
        ])
    func search(words: String, titles: [String]) throws {
        let folder = try NewsCorpus.refreshed()
        defer { folder.remove() }
        #expect(try folder.list(["--search", words]).map(\.title) == titles)
    }

    @Test("show wraps by display width: no line wider than --width, text and links kept")
    func showWraps() throws {
        let folder = try NewsCorpus.refreshed()
        defer { folder.remove() }
        let id = try NewsCorpus.id("정부는 오늘 새 예산안을 발표했다", in: try folder.list())
        for width in [40, 23] {
            let result = try folder.run(["show", String(id), "--width", String(width)])
            #expect(result.status == 0 && result.stderr.isEmpty)
            let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            let wide = lines.filter { DisplayWidth.of($0) > width }
            #expect(wide.isEmpty, "wider than \(width): \(wide)")
            #expect(lines.count > 10)
            let joined = lines.joined()
            #expect(joined.contains("🎉") && joined.contains("👩‍💻"))
            #expect(result.stdout.contains("정부는"))
            #expect(result.stdout.contains("example.org/w1"))
        }
    }

    @Test("show and mark of an unknown id exit 1 with one line")
    func unknownID() throws {
        let folder = try NewsCorpus.refreshed()
        defer { folder.remove() }
        for command in [["show", "999999"], ["mark", "999999", "--read"]] {
            let result = try folder.run(command)
            #expect(result.status == 1)
            #expect(result.stderr == "byline: no article with id 999999 (see 'byline list')\n")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test("mark sets and clears flags that list --json then shows")
    func markFlags() throws {
        let folder = try NewsCorpus.refreshed()
        defer { folder.remove() }
        let id = try NewsCorpus.id("Markets rally as rates hold", in: try folder.list())
        func flags() throws -> (Bool, Bool)? {
            try folder.list().first { $0.id == id }.map { ($0.read, $0.starred) }
        }
        let steps: [([String], (Bool, Bool))] = [
            (["--read"], (true, false)), (["--star"], (true, true)), (["--unread"], (false, true)),
            (["--unstar", "--read"], (true, false)), (["--unread", "--unstar"], (false, false))
        ]
        for (options, expected) in steps {
            let result = try folder.run(["mark", String(id)] + options)
            #expect(result.status == 0 && result.allOutput.isEmpty)
            let found = try flags()
            #expect(found?.0 == expected.0 && found?.1 == expected.1, "after \(options)")
        }
    }

    @Test(
        "bad ids, flags and values exit 2 with one error line and the usage line",
        arguments: [
            ["mark", "abc", "--read"], ["mark", "0", "--read"], ["mark", "-5", "--star"], ["mark", "1"],
            ["mark", "1", "--read", "--unread"], ["mark", "1", "--star", "--unstar"], ["mark", "1", "--bogus"], ["mark", "--read"],
            ["show"], ["show", "abc"], ["show", "1", "2"], ["show", "1", "--width", "0"], ["show", "1", "--width", "wide"],
            ["list", "--limit", "0"], ["list", "--limit", "many"], ["list", "extra"], ["list", "--search"]
        ])
    func usageErrors(arguments: [String]) throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let result = try folder.run(arguments)
        #expect(result.status == 2)
        let lines = result.stderrLines
        #expect(lines.first?.hasPrefix("byline: ") == true)
        #expect(lines.dropFirst().first?.hasPrefix("usage: byline \(arguments[0])") == true, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("global options mean the same before and after the command")
    func globalOptionsAnywhere() throws {
        let folder = try NewsCorpus.refreshed()
        defer { folder.remove() }
        let id = String(try NewsCorpus.id("東京で大雨、交通に乱れ", in: try folder.list()))
        let files = ["--cache", folder.cache, "--urls", folder.urls]
        for command in [["list"], ["list", "--json", "--search", "東京"], ["show", id, "--width", "30"]] {
            let before = try folder.runBare(files + command)
            let after = try folder.runBare(command + files)
            let mixed = try folder.runBare(["--cache", folder.cache] + command + ["--urls", folder.urls])
            #expect(before.status == 0 && !before.stdout.isEmpty)
            #expect(before.stdout == after.stdout && before.stdout == mixed.stdout, "\(command)")
            #expect(before.status == after.status && after.status == mixed.status)
        }
        #expect(try folder.runBare(["--cache", folder.cache, "mark", id, "--star"]).status == 0)
        #expect(try folder.list(["--starred"]).map(\.id) == [Int64(id)])
        // The default cache in HOME was never touched: the options really were used.
        #expect(!FileManager.default.fileExists(atPath: folder.home.appendingPathComponent(".local/share/byline/cache.db").path))
    }
}
