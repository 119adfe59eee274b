import BylineTestSupport
import Foundation
import Testing

@Suite("the urls, config and cache files, through the real command", .serialized)
struct FilesProcessTests {
    @Test("bad lines in the urls and config files are named with their line numbers; the other lines still apply")
    func badLinesAreNamed() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let server = try TestHTTPServer(routes: [
            "/small": .text(FeedBuilder.rss(title: "Small", items: FeedItem.numbered("s", count: 2)), contentType: "application/rss+xml"),
            "/big": .text(FeedBuilder.rss(title: "Big", items: [FeedItem(id: "b", title: "Big", summary: String(repeating: "b", count: 2 << 20))]))
        ])
        defer { server.stop() }
        try folder.writeConfig("# settings\ndownload-timeout soon\nbogus-key 1\nmax-response-size 1\n")
        try folder.writeURLs([
            "# sources", server.urlString("/small"), "ftp://files.example.com/feed", "\"unterminated",
            "newsapi:everything?sortBy=newest", server.urlString("/big")
        ])

        let result = try folder.run(["refresh"])

        #expect(result.status == 1)
        let warnings = result.stderrLines.filter { $0.hasPrefix("byline: warning: ") }
        for prefix in ["config:2: download-timeout", "config:3: unknown setting 'bogus-key'", "urls:3: 'ftp://", "urls:4: ", "urls:5: "] {
            #expect(warnings.filter { $0.hasPrefix("byline: warning: \(prefix)") }.count == 1, "\(prefix): \(result.stderr)")
        }
        #expect(warnings.count == 5)
        // max-response-size on line 4 still applies after the bad lines above it.
        #expect(result.stderrLines.contains { $0.hasSuffix("error: the response is larger than the 1 MiB limit; not read") })
        #expect(result.stdoutLines.contains("127.0.0.1:\(server.port)/small: 2 new of 2"), "\(result.stdout)")
    }

    @Test("a damaged cache file is reported and moved aside byte for byte, and a new cache is started")
    func damagedCacheIsMovedAside() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let server = try TestHTTPServer(routes: [
            "/feed": .text(FeedBuilder.rss(title: "Feed", items: FeedItem.numbered("f", count: 2)), contentType: "application/rss+xml")
        ])
        defer { server.stop() }
        try folder.writeURLs([server.urlString("/feed")])
        let garbage = Data((0..<40_000).map { UInt8(truncatingIfNeeded: $0 &* 7919 >> 3) })
        try garbage.write(to: URL(fileURLWithPath: folder.cache))

        let result = try folder.run(["refresh"])

        #expect(result.status == 0)
        let notice = try #require(result.stderrLines.first, "no notice on stderr")
        #expect(result.stderrLines.count == 1)
        #expect(notice.hasPrefix("byline: the cache at \(folder.cache) was damaged ("), "\(notice)")
        let moved = try #require(notice.components(separatedBy: "; the damaged file is at ").last)
        #expect(FileManager.default.contents(atPath: moved) == garbage)
        #expect(try folder.list().count == 2)
        #expect(try folder.integrityCheck() == ["ok"])
    }

    @Test("a folder given as the cache is refused in words, and left where it is", arguments: ["list", "refresh", "mark"])
    func folderAsCache(command: String) throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.cache, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder.cache + "/keep.txt"))
        let arguments = command == "mark" ? ["mark", "1", "--read"] : [command]

        let result = try folder.run(arguments)

        #expect(result.status == 1)
        #expect(result.stderr == "byline: cannot open the cache at \(folder.cache): it is a folder, not a file\n")
        #expect(FileManager.default.contents(atPath: folder.cache + "/keep.txt") == Data("mine".utf8))
        let siblings = try FileManager.default.contentsOfDirectory(atPath: folder.root.path)
        #expect(!siblings.contains { $0.contains("corrupt") })
    }
}
