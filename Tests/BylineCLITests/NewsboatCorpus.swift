import BylineTestSupport
import Foundation

/// A small newsboat world for the migration tests: three feeds on a loopback server, a
/// newsboat folder (urls, config) and the real newsboat, run hermetically (HOME and the
/// XDG folders inside the test's folder).
struct NewsboatCorpus {
    /// The test's folder (Byline's files, HOME).
    let folder: CacheFolder
    /// The loopback server with the feeds.
    let server: TestHTTPServer
    /// newsboat's folder (urls, config, cache.db).
    let newsboatFolder: String
    /// The newsboat binary.
    let newsboat: String

    /// Feed A: RSS with four items.
    static let alpha = FeedBuilder.rss(title: "Alpha", items: FeedItem.numbered("a", count: 4))
    /// Feed B: Atom with three items.
    static let beta = FeedBuilder.atom(title: "Beta", items: FeedItem.numbered("b", count: 3))
    /// Feed C: hand-written RSS, one item without a guid (newsboat names it by link and date) and a Korean one.
    static let gamma = """
        <?xml version="1.0" encoding="UTF-8"?>
        <rss version="2.0"><channel><title>Gamma</title><link>http://example.org/c/</link><description>c</description>
        <item><title>No guid here</title><link>http://example.org/c/plain</link><pubDate>Mon, 16 Jun 2025 10:00:00 GMT</pubDate><description>plain</description></item>
        <item><title>한국어 제목</title><link>http://example.org/c/ko</link><guid>c-ko</guid><pubDate>Mon, 16 Jun 2025 09:00:00 GMT</pubDate><description>본문</description></item>
        </channel></rss>

        """

    /// Starts the server and writes newsboat's urls and `config` into a new folder.
    init(config: String) throws {
        newsboat = try ExternalProgram.find(["/usr/bin/newsboat", "/usr/local/bin/newsboat"])
        folder = try CacheFolder()
        server = try TestHTTPServer(routes: [
            "/a.rss": .text(Self.alpha, contentType: "application/rss+xml"),
            "/b.atom": .text(Self.beta, contentType: "application/atom+xml"),
            "/c.rss": .text(Self.gamma, contentType: "application/rss+xml")
        ])
        newsboatFolder = folder.root.appendingPathComponent("newsboat").path
        try FileManager.default.createDirectory(atPath: newsboatFolder, withIntermediateDirectories: true)
        let urls = """
            \(server.urlString("/a.rss")) tech "~Alpha news"
            \(server.urlString("/b.atom")) !
            \(server.urlString("/c.rss")) korean
            "query:Unread tech:unread = \\"yes\\" and tags # \\"tech\\""

            """
        try Data(urls.utf8).write(to: URL(fileURLWithPath: newsboatFolder + "/urls"))
        try Data(config.utf8).write(to: URL(fileURLWithPath: newsboatFolder + "/config"))
    }

    /// newsboat's cache.
    var cache: String { newsboatFolder + "/cache.db" }

    /// Runs newsboat on its folder's files with `arguments` after them; throws unless it succeeds.
    @discardableResult
    func runNewsboat(_ arguments: [String], urls: String? = nil, cache: String? = nil, config: String? = nil) throws -> ExternalProgram.Result {
        let files = ["-u", urls ?? newsboatFolder + "/urls", "-c", cache ?? self.cache, "-C", config ?? newsboatFolder + "/config"]
        let result = try ExternalProgram.run(newsboat, files + arguments, environment: folder.environment)
        guard result.status == 0 else {
            throw ExternalProgram.Missing(description: "newsboat \(arguments) exited \(result.status): \(result.stdout) \(result.stderr)")
        }
        return result
    }

    /// newsboat's articles as `title → (read, starred)`.
    func newsboatStates() throws -> [String: [Bool]] {
        let rows = try ExternalProgram.sqlite(
            cache, "SELECT title || char(31) || unread || char(31) || ifnull(flags, '') FROM rss_item WHERE deleted = 0")
        return Dictionary(
            uniqueKeysWithValues: rows.split(separator: "\n").map { row in
                // Fields end with the unit separator, which the shell's output trimming leaves alone.
                let parts = row.split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init) + ["", ""]
                return (parts[0], [parts[1] == "0", parts[2].contains("s")])
            })
    }

    /// newsboat's unread count per feed URL.
    func newsboatUnreadCounts() throws -> [String: Int] {
        try counts(ExternalProgram.sqlite(cache, "SELECT feedurl || char(31) || sum(unread) FROM rss_item WHERE deleted = 0 GROUP BY feedurl"))
    }

    /// Byline's unread count per source, from its cache's counters.
    func bylineUnreadCounts() throws -> [String: Int] {
        try counts(ExternalProgram.sqlite(folder.cache, "SELECT key || char(31) || unread_count FROM feeds WHERE article_count > 0"))
    }

    private func counts(_ rows: String) -> [String: Int] {
        Dictionary(
            uniqueKeysWithValues: rows.split(separator: "\n").map { row in
                let parts = row.split(separator: "\u{1F}").map(String.init) + [""]
                return (parts[0], Int(parts[1]) ?? -1)
            })
    }

    /// The bytes of every file in newsboat's folder, by name, for "only ever read" checks.
    func newsboatFiles() throws -> [String: Data] {
        let names = try FileManager.default.contentsOfDirectory(atPath: newsboatFolder)
        return Dictionary(uniqueKeysWithValues: names.map { ($0, FileManager.default.contents(atPath: newsboatFolder + "/" + $0) ?? Data()) })
    }

    /// Stops the server and removes the folder.
    func remove() {
        server.stop()
        folder.remove()
    }
}
