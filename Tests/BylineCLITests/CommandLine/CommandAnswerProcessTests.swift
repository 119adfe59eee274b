import BylineTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Commands that used to answer a mistake with silence or a library's raw words: a
/// `--source` nobody has, an address typed without its scheme, and config warnings repeated
/// by every command whatever it uses.
@Suite("commands answer mistakes in words, once", .serialized)
struct CommandAnswerProcessTests {
    static let items = (1...2).map { FeedItem(id: "a\($0)", title: "Answer \($0)", link: "https://answers.example/\($0)") }

    /// A loopback server with one feed at /feed.xml.
    static func server() throws -> TestHTTPServer {
        try TestHTTPServer(routes: ["/feed.xml": .text(FeedBuilder.rss(title: "Answers", items: items), contentType: "application/rss+xml")])
    }

    @Test("list --source with a name no source has exits 1 and says so; a known source's empty list is an answer")
    func listUnknownSource() throws {
        let server = try Self.server()
        defer { server.stop() }
        let folder = try CacheFolder()
        defer { folder.remove() }
        try folder.writeURLs([server.urlString("/feed.xml") + " \"~Answers\"", server.urlString("/empty.xml") + " \"~Quiet\""])
        _ = try folder.run(["refresh"])
        let known = try folder.run(["list", "--source", "answers"])
        #expect(known.status == 0, "\(known.stderr)")
        #expect(known.stdout.contains("Answer 1"))
        // Configured, but nothing cached: an empty list, not a mistake.
        let empty = try folder.run(["list", "--source", "Quiet"])
        #expect(empty.status == 0, "\(empty.stderr)")
        #expect(empty.stdout.isEmpty)
        for _ in 1...2 {
            let unknown = try folder.run(["list", "--source", "Nobody"])
            #expect(unknown.status == 1)
            #expect(unknown.stdout.isEmpty)
            #expect(
                unknown.stderr == "byline: no source 'Nobody' in your urls file or the cache "
                    + "(give a source's title or URL as the sources view shows it)\n", "\(unknown.stderr)")
        }
    }

    @Test("add with a loopback address and no scheme uses http://, as request does")
    func addLoopbackWithoutScheme() throws {
        let server = try Self.server()
        defer { server.stop() }
        let folder = try CacheFolder()
        defer { folder.remove() }
        let typed = "127.0.0.1:\(server.port)/feed.xml"
        let added = try folder.run(["add", typed])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.hasPrefix("added Answers (RSS) http://\(typed) to \(folder.urls)\n"), "\(added.stdout)")
        let urls = try String(contentsOfFile: folder.urls, encoding: .utf8)
        #expect(urls == "http://\(typed)\n")
        let again = try folder.run(["add", typed])
        #expect(again.stdout == "already in your urls file: http://\(typed)\n")
    }

    @Test("add without a scheme whose https:// meets a plain-HTTP server says http:// may be meant, not OpenSSL's words")
    func addPlainHTTPServerWithoutScheme() throws {
        // A plain-HTTP server answers a TLS hello as any web server does: 400, in plain text.
        let server = try PlainHTTPListener()
        defer { server.stop() }
        let folder = try CacheFolder()
        defer { folder.remove() }
        // 0.0.0.0 reaches this machine (Linux connects it to the loopback listener) but is not
        // a loopback name, so the guessed scheme is https:// and the handshake fails.
        let typed = "0.0.0.0:\(server.port)/feed.xml"
        for _ in 1...2 {
            let failed = try folder.run(["add", typed])
            #expect(failed.status == 1)
            #expect(
                failed.stderr == "byline: secure connection to 0.0.0.0:\(server.port) failed: the address had no scheme, "
                    + "so https:// was tried; if the server speaks plain HTTP, give http://\(typed)\n", "\(failed.stderr)")
            #expect(!failed.stderr.contains("SSL"))
        }
        #expect(!FileManager.default.fileExists(atPath: folder.urls))
    }

    @Test("list and show do not repeat warnings about settings they do not use; refresh and list report the killfile's")
    func configWarningsWhereTheSettingIsUsed() throws {
        let server = try Self.server()
        defer { server.stop() }
        let folder = try CacheFolder()
        defer { folder.remove() }
        try folder.writeURLs([server.urlString("/feed.xml")])
        try folder.writeConfig(
            """
            colour listfocus black yellow
            color listfocus nocolor yellow
            bind-key j
            ignore-mode sometimes

            """)
        let refresh = try folder.run(["refresh"])
        #expect(refresh.status == 0, "\(refresh.stderr)")
        // The commands that use the whole config report every line, misspelt settings too.
        for line in ["config:1: unknown setting 'colour'", "config:2:", "config:3:", "config:4:"] {
            #expect(refresh.stderr.contains("warning: \(line)"), "\(line) in \(refresh.stderr)")
        }
        for _ in 1...2 {
            let list = try folder.run(["list"])
            #expect(list.status == 0)
            #expect(list.stdout.contains("Answer 1"))
            // Only the killfile's line concerns what list prints.
            #expect(list.stderr.hasPrefix("byline: warning: config:4: "), "\(list.stderr)")
            #expect(list.stderr.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1, "\(list.stderr)")
        }
        let id = try #require(try folder.run(["list"]).stdout.split(separator: "\n").first?.split(separator: "\t").last)
        let show = try folder.run(["show", String(id)])
        #expect(show.status == 0)
        #expect(show.stderr.isEmpty, "\(show.stderr)")
    }
}

/// A listener on 127.0.0.1 that answers whatever arrives with a plain-text `400 Bad
/// Request`, as a plain-HTTP server answers a TLS hello.
private final class PlainHTTPListener: @unchecked Sendable {
    /// The port it listens on.
    let port: Int
    private let listener: Int32
    private let ended = DispatchSemaphore(value: 0)

    init() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && listen(listener, 16) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        try #require(listener >= 0 && bound, "cannot listen on 127.0.0.1: errno \(errno)")
        self.listener = listener
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread { [ended] in
            defer { ended.signal() }
            while true {
                let client = accept(listener, nil, nil)
                guard client >= 0 else { return }
                var buffer = [UInt8](repeating: 0, count: 4096)
                _ = read(client, &buffer, buffer.count)
                let answer = Array("HTTP/1.1 400 Bad Request\r\nContent-Length: 11\r\nConnection: close\r\n\r\nBad Request".utf8)
                _ = write(client, answer, answer.count)
                close(client)
            }
        }.start()
    }

    /// Stops accepting and closes the listener once the thread has ended: closed earlier, its
    /// number could be reused by another test's socket, which the thread would then accept on.
    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        _ = ended.wait(timeout: .now() + 10)
        close(listener)
    }
}
