import BylineTestSupport
import Foundation
import Testing

/// What a fresh machine of the project's kind has: the runtime libzstd.so.1 and libcurl, but
/// neither's -dev package. The build must not need them, and the program must still pack
/// bodies with zstd and fetch with libcurl, loading both when first used.
@Suite("a fresh machine: the binary needs no -dev package beyond the base image")
struct FreshMachineProcessTests {
    /// The shared libraries the binary asks the dynamic loader for at start (its NEEDED entries).
    static func neededLibraries() throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/readelf")
        process.arguments = ["-d", BylineProcess.binary.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n").filter { $0.contains("(NEEDED)") }.compactMap { line in
            guard let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]") else { return nil }
            return String(line[line.index(after: open)..<close])
        }
    }

    @Test("the binary links neither libzstd nor libcurl: both are opened at run time")
    func noZstdOrCurlAtStart() throws {
        let needed = try Self.neededLibraries()
        #expect(needed.contains { $0.hasPrefix("libsqlite3") }, "readelf found no NEEDED entries: \(needed)")
        #expect(!needed.contains { $0.hasPrefix("libzstd") }, "\(needed)")
        #expect(!needed.contains { $0.hasPrefix("libcurl") }, "\(needed)")
    }

    @Test("a refreshed article's body is stored zstd-packed and reads back whole, twice")
    func refreshPacksWithZstd() throws {
        let body = String(repeating: "A long paragraph of the story, told at length. ", count: 80)
        let items = [FeedItem(id: "long-1", title: "A long story", link: "http://example.org/long", contentHTML: "<p>\(body)</p>")]
        let server = try TestHTTPServer(routes: ["/feed": .text(FeedBuilder.rss(title: "Long", items: items), contentType: "application/rss+xml")])
        defer { server.stop() }
        let folder = try CacheFolder()
        defer { folder.remove() }
        try folder.writeURLs([server.urlString("/feed")])
        for _ in 0..<2 {
            let refresh = try folder.run(["refresh"])
            #expect(refresh.status == 0, "\(refresh.stderr)")
        }
        // Format byte 3 or 4: a zstd frame (Sources/CBodyCodec/include/packed_body.h).
        let format = try folder.sqlite("SELECT unicode(substr(CAST(packed_body AS TEXT), 1, 1)) FROM articles")
        #expect(format == "3" || format == "4", "format byte \(format ?? "none")")
        let article = try #require(try folder.list(["--json"]).first)
        let show = try folder.run(["show", String(article.id), "--width", "200"])
        #expect(show.stdout.components(separatedBy: "paragraph").count - 1 == 80, "\(show.stdout.prefix(300))")
    }

    @Test("the README's test command is the one CI runs")
    func readmeTestCommandIsCIs() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let ci = try String(contentsOf: root.appendingPathComponent(".ci/run"), encoding: .utf8)
        #expect(readme.contains("scripts/test           # run the tests"))
        #expect(ci.split(separator: "\n").contains("exec scripts/test"))
    }
}
