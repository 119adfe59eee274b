import BylineTestSupport
import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("DownloadFetcher: streams to NAME.part, resumes with Range, renames when whole")
struct DownloadFetcherTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("byline-dl-\(UUID().uuidString)").path

    func fetcher(reserve: Int64 = 0) -> DownloadFetcher {
        let configuration = TransportConfiguration(timeout: 0, maxResponseBytes: Int.max, stallTimeout: 10)
        return DownloadFetcher(transport: CurlTransport(configuration: configuration), reserve: reserve)
    }

    @Test("a partial file is continued with Range: bytes=N- and ends byte-identical, twice in a row")
    func resumesWithRange() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = EnclosureServer.bytes(300_000)
        let server = try TestHTTPServer { EnclosureServer.answer($0, file: file) }
        defer { server.stop() }
        for round in 1...2 {
            let target = "\(folder)/ep\(round).mp3"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try file.prefix(100_000).write(to: URL(fileURLWithPath: target + ".part"))
            let outcome = await fetcher().fetch(server.url("/ep\(round).mp3"), to: target, control: .init())
            #expect(outcome == .finished(bytes: 300_000))
            #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == file)
            #expect(!FileManager.default.fileExists(atPath: target + ".part"))
            #expect(server.requests.last?.header("Range") == "bytes=100000-")
        }
    }

    @Test("a server that answers a Range request with 200 gets the file from its first byte")
    func restartsOnPlain200() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = EnclosureServer.bytes(200_000)
        let server = try TestHTTPServer { EnclosureServer.answer($0, file: file, honoursRange: false) }
        defer { server.stop() }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let target = "\(folder)/ep.mp3"
        try Data(repeating: 0xEE, count: 50_000).write(to: URL(fileURLWithPath: target + ".part"))
        let outcome = await fetcher().fetch(server.url("/ep.mp3"), to: target, control: .init())
        #expect(outcome == .finished(bytes: 200_000))
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == file)
        #expect(server.requests.first?.header("Range") == "bytes=50000-")
    }

    @Test("404 fails with one line naming the status and leaves no file")
    func notFound() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let server = try TestHTTPServer(routes: [:])
        defer { server.stop() }
        let target = "\(folder)/missing.mp3"
        let outcome = await fetcher().fetch(server.url("/missing.mp3?token=SECRET123"), to: target, control: .init())
        guard case .failed(let error) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(error.message == "the server answered 404 Not Found")
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test("a body broken mid-way keeps the partial file, and the next fetch resumes it to the whole file")
    func brokenMidBodyResumes() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = EnclosureServer.bytes(120_000)
        let broken = LockedValue(true)
        let server = try TestHTTPServer { request in
            if broken.update({ value in
                defer { value = false }
                return value
            }) {
                return .raw(
                    Data("HTTP/1.1 200 OK\r\nContent-Length: 120000\r\nContent-Type: audio/mpeg\r\n\r\n".utf8) + file.prefix(40_000))
            }
            return EnclosureServer.answer(request, file: file)
        }
        defer { server.stop() }
        let target = "\(folder)/ep.mp3"
        let first = await fetcher().fetch(server.url("/ep.mp3"), to: target, control: .init())
        guard case .failed(let error) = first else {
            Issue.record("expected a failure, got \(first)")
            return
        }
        #expect(!error.message.contains("\n"))
        #expect(DownloadFetcher.size(of: target + ".part") == 40_000)
        let second = await fetcher().fetch(server.url("/ep.mp3"), to: target, control: .init())
        #expect(second == .finished(bytes: 120_000))
        #expect(server.requests.last?.header("Range") == "bytes=40000-")
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == file)
    }

    @Test("an endless stream stops at the free-space reserve with a clear error, the partial file kept")
    func endlessStreamBoundedByFreeSpace() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let server = try TestHTTPServer { _ in .endless(status: 200, contentType: "audio/mpeg") }
        defer { server.stop() }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // A reserve 8 MiB below what is free now: the stream may take about 8 MiB of the disk.
        let free = try #require(DiskSpace.available(at: folder))
        var fetcher = fetcher(reserve: free - (8 << 20))
        fetcher.spaceCheckInterval = 256 << 10
        let target = "\(folder)/live.mp3"
        let outcome = await fetcher.fetch(server.url("/live.mp3"), to: target, control: .init())
        guard case .failed(let error) = outcome, case .noSpace = error else {
            Issue.record("expected noSpace, got \(outcome)")
            return
        }
        #expect(error.message.contains("download-free-space"))
        let kept = DownloadFetcher.size(of: target + ".part")
        #expect(kept > 0 && kept < 64 << 20)
        #expect(!FileManager.default.fileExists(atPath: target))
    }
}
