import BylineCore
import BylineTestSupport
import Foundation
import Testing

/// `byline extract` and `byline show --full`, run as a process against pages on a
/// loopback server and in files.
@Suite("byline extract and show --full, run as a process", .serialized)
struct ExtractProcessTests {
    static let page = """
        <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>New tide tables for the winter | Harbour News</title></head>
        <body><nav><a href="/">Home</a> <a href="/sport">Sport</a></nav>
        <div class="article-body">
        <p>The harbour office has published new tide tables for the winter, after a survey found the channel deeper than charted.</p>
        <p>Skippers should read the <a href="/tides.pdf">new tables</a> before sailing, the office said, and report any shallows they meet.</p>
        <p>The survey, the first in ten years, also found two wrecks, which are now marked with buoys for everyone's safety.</p>
        <p>Harbour staff will be on the quay on Saturday morning, from eight until noon, to answer questions about the changes.</p>
        </div><footer>Harbour News, all rights reserved, contact, privacy, terms.</footer></body></html>
        """

    @Test("extract --plain prints the title, then the article's text without navigation or link numbers")
    func plainFromAFile() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let path = try folder.write("page.html", Data(Self.page.utf8))
        let result = try folder.run(["extract", "--plain", "--url", "https://harbour.example/news/tides", path])
        #expect(result.status == 0)
        #expect(result.stdoutLines.first == "New tide tables for the winter")
        #expect(result.stdout.contains("Skippers should read the new tables before sailing"))
        #expect(!result.stdout.contains("Home") && !result.stdout.contains("all rights reserved"))
        #expect(!result.stdout.contains("[1]"))
    }

    @Test("extract URL fetches the page through the network layer, twice in a row, with numbered links")
    func fromAURLTwice() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let server = try TestHTTPServer(routes: ["/story": .text(Self.page, contentType: "text/html; charset=utf-8")])
        defer { server.stop() }
        for _ in 0..<2 {
            let result = try folder.run(["extract", "--width", "80", server.urlString("/story")])
            #expect(result.status == 0)
            #expect(result.stdoutLines.first == "New tide tables for the winter")
            #expect(result.stdout.contains("new tables[1]"))
            #expect(result.stdout.contains("[1] \(server.urlString("/tides.pdf"))"))
        }
        #expect(server.requests.filter { $0.path == "/story" }.count == 2)
    }

    @Test("a page that cannot be fetched or holds no article fails with one line saying why")
    func failures() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let server = try TestHTTPServer(routes: [
            "/login": .text("<html><body><form><input name=u></form></body></html>", contentType: "text/html"),
            "/image": .text("GIF89a", contentType: "image/gif")
        ])
        defer { server.stop() }
        let empty = try folder.run(["extract", server.urlString("/login")])
        #expect(empty.status == 1)
        #expect(empty.stderr.contains("no article text found on the page"))
        let image = try folder.run(["extract", server.urlString("/image")])
        #expect(image.status == 1 && image.stderr.contains("not a web page (image/gif)"))
        let missing = try folder.run(["extract", server.urlString("/gone")])
        #expect(missing.status == 1 && missing.stderr.split(separator: "\n").count == 1)
    }

    @Test("show --full prints the stored page, and says how to get one when none is stored")
    func showFull() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let server = try TestHTTPServer(routes: [
            "/rss": .text(
                FeedBuilder.rss(
                    title: "Harbour",
                    items: [
                        FeedItem(
                            id: "t1", title: "Tides", link: "https://harbour.example/t1",
                            summary: "Short teaser.")
                    ]),
                contentType: "application/rss+xml")
        ])
        defer { server.stop() }
        try folder.writeURLs([server.urlString("/rss")])
        #expect(try folder.run(["refresh"]).status == 0)
        let id = try #require(try folder.list().first?.id)
        let none = try folder.run(["show", String(id), "--full"])
        #expect(none.status == 1 && none.stderr.contains("has no stored full text"))
        let page = try ArticleExtractor.extract(Data(Self.page.utf8), url: URL(string: "https://harbour.example/t1"))
        try ArticleStore.open(at: folder.cache).saveFullText(page, forArticle: id, pageURL: URL(string: "https://harbour.example/t1"))
        let shown = try folder.run(["show", String(id), "--full", "--width", "80"])
        #expect(shown.status == 0)
        #expect(shown.stdoutLines.first == "New tide tables for the winter")
        #expect(shown.stdout.contains("two wrecks"))
        #expect(try folder.run(["list", "--search", "wrecks"]).stdout.contains("Tides"))
    }
}

/// libxml2 never writes to stderr (in the browser that would be the screen).
@Suite("byline extract stays quiet on bad bytes")
struct ExtractQuietTests {
    @Test("bytes invalid in the declared charset give no libxml2 messages")
    func badBytesAreQuiet() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        var page = Data("<html><head><meta charset=\"iso-8859-8\"><title>Bytes</title></head><body><div><p>".utf8)
        page.append(contentsOf: [0x9D, 0x20, 0xD7, 0x94, 0xFF, 0xFE])
        page.append(Data(String(repeating: " Words after the bad bytes, with commas, and more.", count: 12).utf8))
        page.append(Data("</p></div></body></html>".utf8))
        let path = try folder.write("bad.html", page)
        let result = try folder.run(["extract", "--plain", path])
        #expect(!result.stderr.contains("encoding error") && !result.stderr.contains("I/O error"), "\(result.stderr)")
    }
}
