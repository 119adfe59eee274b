import BylineCore
import BylineTestSupport
import Foundation
import Testing

@Suite("the bundled demo from an empty home, run as a process", .serialized)
struct DemoProcessTests {
    /// Every proxy variable libcurl reads, pointing at `proxy`: any request Byline makes
    /// would arrive there instead of leaving the machine.
    static func proxied(through proxy: TestHTTPServer) -> [String: String] {
        let address = proxy.urlString()
        return ["http_proxy": address, "HTTPS_PROXY": address, "https_proxy": address, "ALL_PROXY": address, "all_proxy": address]
    }

    @Test("the proxy trap works: a request really goes to it (so an empty trap below means no network)")
    func proxyTrapCatchesRequests() throws {
        let proxy = try TestHTTPServer { _ in .text("trapped") }
        defer { proxy.stop() }
        let folder = try CacheFolder(extra: Self.proxied(through: proxy))
        defer { folder.remove() }
        let result = try folder.runBare(["request", "http://byline-demo.invalid/probe"])
        #expect(result.status == 0)
        #expect(proxy.requests.map(\.target) == ["http://byline-demo.invalid/probe"])
    }

    @Test("list in an empty home shows at least 30 demo articles with no urls file and no network")
    func listShowsTheDemo() throws {
        let proxy = try TestHTTPServer { _ in .status(502) }
        defer { proxy.stop() }
        let folder = try CacheFolder(extra: Self.proxied(through: proxy))
        defer { folder.remove() }
        let list = try folder.runBare(["list"])
        #expect(list.status == 0 && list.stderr.isEmpty, "\(list.stderr)")
        #expect(list.stdoutLines.count >= 30)
        #expect(list.stdoutLines.allSatisfy { $0.split(separator: "\t").count == 4 })
        let articles = try ListedArticle.decode(try folder.runBare(["list", "--json"]).stdout)
        #expect(articles.count >= 30)
        #expect(articles.contains { $0.title.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } })
        let first = try #require(articles.first)
        let show = try folder.runBare(["show", String(first.id), "--width", "60"])
        #expect(show.status == 0 && show.stdout.contains(first.title))
        #expect(proxy.requests.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.home.appendingPathComponent(".config/byline/urls").path))
    }

    @Test("a copy of the binary far from the build folder still has its demo (it is embedded)")
    func copiedBinaryHasTheDemo() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let installed = folder.home.appendingPathComponent("bin/byline")
        try FileManager.default.createDirectory(at: installed.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: BylineProcess.binary, to: installed)
        let process = Process()
        process.executableURL = installed
        process.arguments = ["list", "--limit", "100"]
        process.currentDirectoryURL = folder.home
        process.environment = BylineProcess.environment(home: folder.home)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text.split(separator: "\n").count >= 30)
    }

    @Test("refresh with no sources stores the demo, exits 0 and touches no network")
    func refreshStoresTheDemo() throws {
        let proxy = try TestHTTPServer { _ in .status(502) }
        defer { proxy.stop() }
        let folder = try CacheFolder(extra: Self.proxied(through: proxy))
        defer { folder.remove() }
        let refresh = try folder.runBare(["refresh"])
        #expect(refresh.status == 0 && refresh.stderr.isEmpty, "\(refresh.stderr)")
        #expect(refresh.stdoutLines.last?.hasPrefix("refreshed 1 source: ") == true, "\(refresh.stdout)")
        let cache = folder.home.appendingPathComponent(".local/share/byline/cache.db").path
        #expect(FileManager.default.fileExists(atPath: cache))
        let articles = try ListedArticle.decode(try folder.runBare(["list", "--json", "--cache", cache]).stdout)
        #expect(articles.count >= 30)
        #expect(Set(articles.map(\.url)).count == articles.count)
        #expect(try folder.runBare(["refresh"]).status == 0)
        #expect(try ListedArticle.decode(try folder.runBare(["list", "--json"]).stdout).count == articles.count)
        #expect(proxy.requests.isEmpty)
    }

    @Test("once a source is configured the demo leaves the cache: All counts only the user's articles, and no demo row is left")
    func demoLeavesOnceASourceIsConfigured() throws {
        let server = try TestHTTPServer(routes: [
            "/feed": .text(FeedBuilder.rss(title: "Mine", items: FeedItem.numbered("mine", count: 3)), contentType: "application/rss+xml")
        ])
        defer { server.stop() }
        let folder = try CacheFolder()
        defer { folder.remove() }
        try folder.writeURLs([])
        #expect(try folder.list().count >= 30)
        try folder.writeURLs([server.urlString("/feed")])
        for _ in 0..<2 {
            #expect(try folder.run(["refresh"]).status == 0)
            let articles = try folder.list()
            #expect(articles.map(\.source) == ["Mine", "Mine", "Mine"], "\(articles.map(\.source))")
        }
        #expect(try ArticleStore.open(at: folder.cache).feeds().map(\.key) == [server.urlString("/feed")])
        // Back to an empty urls file: the user's articles are there, and the demo is not stored again.
        try folder.writeURLs([])
        #expect(try folder.list().map(\.source) == ["Mine", "Mine", "Mine"])
    }
}
