import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

/// Throughput and latency figures for the cache, printed, never asserted (the machine is shared).
///
/// Run in release:
/// `BYLINE_MEASURE=1 swift test -c release -Xswiftc -enable-testing --filter CacheMeasurement`
@Suite("Cache measurement", .enabled(if: ProcessInfo.processInfo.environment["BYLINE_MEASURE"] != nil))
struct CacheMeasurement {
    /// A deterministic pseudo-random generator, so every run stores the same text.
    private struct Generator {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    private static let english =
        ("the a of and to in is for on that with as by at from news market report city "
        + "government policy weather storm rain swift compiler concurrency actor server network cache article "
        + "reader terminal browser search index budget election minister council school hospital energy").split(separator: " ")
    private static let korean = "정부는 오늘 새로운 정책을 발표했다 서울시 경제 시장 날씨 교육 병원 에너지 선거 국회 예산".split(separator: " ")
    private static let japanese = ["東京で大雨", "政府は新しい政策を発表した", "経済の見通し", "選挙の結果", "地震の情報", "天気予報"]

    /// About 3.9 KB of HTML: paragraphs of words with links, some Korean and Japanese.
    private static func html(_ random: inout Generator) -> String {
        var html = "<div class=\"article-body\">"
        while html.utf8.count < 3800 {
            html += "<p>"
            for _ in 0..<40 {
                switch random.next(20) {
                case 0: html += korean[random.next(korean.count)] + " "
                case 1: html += japanese[random.next(japanese.count)] + "。"
                case 2: html += "<a href=\"https://example.com/\(random.next(100_000))\">link</a> "
                default: html += english[random.next(english.count)] + " "
                }
            }
            html += "</p>\n"
        }
        return html + "</div>"
    }

    /// Articles for feed `feed`, `count` of them, the first numbered `first`.
    private static func articles(feed: Int, count: Int, random: inout Generator) -> (Source, [Article]) {
        let source = CacheSamples.source("feed\(feed)")
        let articles = (0..<count).map { number in
            var title = (0..<8).map { _ in String(english[random.next(english.count)]) }.joined(separator: " ")
            if number % 10 == 0 { title += " " + korean[random.next(korean.count)] }
            if number % 10 == 5 { title += " " + japanese[random.next(japanese.count)] }
            return Article(
                sourceKey: source.key, sourceName: source.displayName, guid: "urn:\(feed):\(number)",
                title: title, summary: "<p>Summary of item \(number) in feed \(feed)</p>",
                content: html(&random), url: URL(string: "https://example.com/\(feed)/\(number)"),
                published: CacheSamples.baseDate.addingTimeInterval(TimeInterval(random.next(10_000_000))))
        }
        return (source, articles)
    }

    /// Seconds taken by `body`, and its result.
    private static func time<T>(_ body: () throws -> T) rethrows -> (Double, T) {
        let start = ContinuousClock.now
        let value = try body()
        let elapsed = ContinuousClock.now - start
        return (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18, value)
    }

    /// Milliseconds, for printing.
    private static func ms(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1000) }

    /// The database and WAL sizes in MB.
    private static func megabytes(_ path: String) -> String {
        let sizes = [path, path + "-wal"].map {
            Double((try? FileManager.default.attributesOfItem(atPath: $0))?[.size] as? Int ?? 0) / 1_000_000
        }
        return String(format: "%.1f MB + %.1f MB WAL", sizes[0], sizes[1])
    }

    @Test func storeListAndSearchAtScale() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("cache.db")
        let store = try ArticleStore.open(at: path)
        var random = Generator()
        let batches = (0..<300).map { Self.articles(feed: $0, count: 100, random: &random) }
        var bytes = 0
        for (_, items) in batches {
            for item in items { bytes += item.content?.utf8.count ?? 0 }
        }

        let (insert, _) = try Self.time { for (source, items) in batches { try store.store(items, for: source) } }
        print(
            "store 30,000 new articles (\(bytes / 1_000_000) MB HTML, 300 transactions): \(Self.ms(insert)),"
                + String(format: " %.1f MB/s", Double(bytes) / 1_000_000 / insert) + ", file \(Self.megabytes(path))")
        let (again, _) = try Self.time { for (source, items) in batches { try store.store(items, for: source) } }
        print("store the same 30,000 again (all unchanged): \(Self.ms(again))")
        try report(store, label: "30,000")

        for chunk in 0..<7 {
            let more = (0..<100).map { Self.articles(feed: 300 + chunk * 100 + $0, count: 100, random: &random) }
            for (source, items) in more { try store.store(items, for: source) }
        }
        print("file with 100,000 articles: \(Self.megabytes(path))")
        try report(store, label: "100,000")
        #expect(try store.count(.all) == 100_000)
    }

    /// Prints the read-side timings at the current size.
    private func report(_ store: ArticleStore, label: String) throws {
        let all = try store.count(.all)
        let (first, page) = try Self.time { try store.summaries(.all, offset: 0, limit: 50) }
        let (unread, _) = try Self.time { try store.summaries(ArticleQuery(unreadOnly: true), offset: 0, limit: 50) }
        let (deep, _) = try Self.time { try store.summaries(.all, offset: all - 50, limit: 50) }
        let cursorRow = try store.summaries(.all, offset: all - 100, limit: 1)
        let (keyset, _) = try Self.time { try store.summaries(.all, after: cursorRow.first?.cursor, limit: 50) }
        let (count, _) = try Self.time { try store.count(.all) }
        let (unreadCount, _) = try Self.time { try store.unreadCount(.all) }
        let last = try store.summaries(.all, offset: all - 1, limit: 1).first?.id ?? 0
        let (position, _) = try Self.time { try store.index(of: last, in: .all) }
        print("[\(label)] first page of 50: \(Self.ms(first)) (\(page.count) rows); unread first page: \(Self.ms(unread))")
        print("[\(label)] page at offset \(all - 50): \(Self.ms(deep)); keyset page near the end: \(Self.ms(keyset))")
        print("[\(label)] count: \(Self.ms(count)); unread count: \(Self.ms(unreadCount)); index(of: last): \(Self.ms(position))")
        for text in ["compiler", "s", "the", "정부", "東京", "大雨", "budget election", "zyzzyva"] {
            let query = ArticleQuery(search: text)
            let (search, rows) = try Self.time { try store.summaries(query, offset: 0, limit: 50) }
            let (counted, matches) = try Self.time { try store.count(query) }
            print(
                "[\(label)] search \"\(text)\": first page \(Self.ms(search)) (\(rows.count) rows), "
                    + "count \(Self.ms(counted)) (\(matches) matches)")
        }
        let unreadSearch = ArticleQuery(unreadOnly: true, search: "government")
        let (filtered, _) = try Self.time { try store.summaries(unreadSearch, offset: 0, limit: 50) }
        let (filteredCount, _) = try Self.time { try store.count(unreadSearch) }
        print("[\(label)] unread + search \"government\": first page \(Self.ms(filtered)), count \(Self.ms(filteredCount))")
    }
}
