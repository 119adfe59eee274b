import BylineTestSupport
import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("The download queue: kept in the cache, claimed once, shared by two writers")
struct DownloadQueueTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("byline-dq-\(UUID().uuidString)").path

    func fetcher() -> DownloadFetcher {
        DownloadFetcher(
            transport: CurlTransport(configuration: TransportConfiguration(timeout: 0, maxResponseBytes: Int.max, stallTimeout: 10)),
            reserve: 0)
    }

    @Test("two runners on two connections to one cache, at once, fetch each queued file exactly once")
    func twoRunnersShareTheQueue() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = EnclosureServer.bytes(64_000)
        let server = try TestHTTPServer { request in .delay(0.05, then: EnclosureServer.answer(request, file: file)) }
        defer { server.stop() }
        let cache = "\(folder)/cache.db"
        let first = try ArticleStore.open(at: cache)
        let second = try ArticleStore.open(at: cache)
        let namer = DownloadFileName(folder: "\(folder)/files")
        for number in 0..<8 {
            let store = number % 2 == 0 ? first : second
            try DownloadRequest(url: server.url("/ep\(number).mp3"), title: "에피소드 \(number)").enqueue(in: store, namer: namer)
        }
        // The same process claims for both, so each runner's claims are told apart by the row's state alone.
        async let one = DownloadRunner(store: first, fetcher: fetcher(), limit: 2).run { _ in }
        async let two = DownloadRunner(store: second, fetcher: fetcher(), limit: 2).run { _ in }
        let ended = await one + two
        #expect(ended.count == 8)
        #expect(Set(ended.map(\.0.id)).count == 8)
        #expect(server.requests.count == 8)
        let jobs = try first.downloads()
        #expect(jobs.allSatisfy { $0.state == .finished && $0.bytesDone == 64_000 })
        for job in jobs { #expect(try Data(contentsOf: URL(fileURLWithPath: job.targetPath)) == file) }
        #expect(Set(jobs.map(\.targetPath)).count == 8)
    }

    @Test("queueing a URL twice keeps one row; a failed one is queued again")
    func enqueueTwice() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = try ArticleStore.open(at: "\(folder)/cache.db")
        let namer = DownloadFileName(folder: "\(folder)/files")
        let request = DownloadRequest(url: URL(string: "https://example.org/a/ep.mp3")!, title: "Ep")
        let (job, changed) = try request.enqueue(in: store, namer: namer)
        #expect(changed)
        #expect(try request.enqueue(in: store, namer: namer).changed == false)
        try store.setDownloadState([job.id], .failed)
        #expect(try request.enqueue(in: store, namer: namer).changed)
        #expect(try store.downloads().map(\.state) == [.queued])
        let other = DownloadRequest(url: URL(string: "https://example.org/b/ep.mp3")!, title: "Ep")
        #expect(try other.enqueue(in: store, namer: namer).job.targetPath.hasSuffix("/ep (2).mp3"))
    }

    @Test("a job left downloading by a process that is gone is taken over; one whose owner lives is not")
    func staleClaimTakenOver() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = try ArticleStore.open(at: "\(folder)/cache.db")
        let namer = DownloadFileName(folder: "\(folder)/files")
        try DownloadRequest(url: URL(string: "https://example.org/ep.mp3")!).enqueue(in: store, namer: namer)
        let claimed = try #require(try store.claimNextDownload(owner: 111, isAlive: { _ in true }))
        #expect(try store.claimNextDownload(owner: 222, isAlive: { _ in true }) == nil)
        let taken = try store.claimNextDownload(owner: 222, isAlive: { _ in false })
        #expect(taken?.id == claimed.id)
        #expect(try store.recordDownloadProgress(claimed.id, owner: 111, done: 5, total: 10) == false)
        #expect(try store.recordDownloadProgress(claimed.id, owner: 222, done: 5, total: 10))
    }
}

@Suite("download-filename-format: newsboat's placeholders, each value one safe path component")
struct DownloadFileNameTests {
    @Test("placeholders are filled, and slashes, dots and control characters from a feed cannot climb out")
    func placeholders() {
        let namer = DownloadFileName(format: "%n/%F %H-%M %t - %u", folder: "/d")
        let date = Date(timeIntervalSince1970: 1_750_000_000)
        let path = namer.path(
            for: URL(string: "https://user:pw@cdn.example/p/ep%2012.mp3?token=SECRET")!, title: "../../etc/passwd\u{1B}[2J",
            feedTitle: "라디오/News", date: date, timeZone: TimeZone(identifier: "UTC")!)
        #expect(path == "/d/라디오_News/2025-06-15 15-06 _.._etc_passwd_[2J - ep 12.mp3")
        #expect(!path.contains("SECRET") && !path.contains("pw"))
        #expect(DownloadFileName.component("..") == "_")
        #expect(
            DownloadFileName(format: "%h/%m%b%d%S%%", folder: "/d").path(
                for: URL(string: "https://cdn.example/x")!, title: nil, feedTitle: nil, date: date,
                timeZone: TimeZone(identifier: "UTC")!) == "/d/cdn.example/06Jun1540%")
    }
}

@Suite("player: argv with %f and %u as inert words")
struct PlayerCommandTests {
    @Test("a file name a feed chose is one word, never shell syntax; no placeholder appends it; no file streams the URL")
    func inertWords() throws {
        let file = "/d/$(rm -rf ~); echo `x`.mp3"
        #expect(try PlayerCommand.arguments("mpv --no-video %f", file: file, url: "https://e.org/a.mp3") == ["mpv", "--no-video", file])
        #expect(try PlayerCommand.arguments("mpv", file: file, url: "https://e.org/a.mp3") == ["mpv", file])
        #expect(try PlayerCommand.arguments("mpv %f", file: nil, url: "https://e.org/a.mp3") == ["mpv", "https://e.org/a.mp3"])
        let wrapped = try #require(try PlayerCommand.arguments("sh -c 'play %f'", file: file, url: "u"))
        #expect(wrapped.count == 3 && !wrapped[2].contains("$(") && !wrapped[2].contains("`"))
    }
}
