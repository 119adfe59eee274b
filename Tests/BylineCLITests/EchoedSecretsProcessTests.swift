import BylineTestSupport
import Foundation
import Testing

/// Servers that echo back the credentials Byline sent them (a debugging endpoint, a proxy's
/// error page, a hostile host): whatever they say reaches no output and no byte of the cache.
@Suite("servers echoing the credentials they were sent, run as a process", .serialized)
struct EchoedSecretsProcessTests {
    /// Every form a secret may take in an echo: itself, percent-encoded, JSON-escaped.
    static func forms(of secret: String) -> [String] {
        let encoded = secret.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? secret
        return Array(Set([secret, encoded, secret.replacingOccurrences(of: "/", with: "\\/")]))
    }

    /// Records a failure for every form of every secret found in `text`.
    static func expectNone(of secrets: [String], in text: String, _ place: String) {
        for secret in secrets {
            for form in forms(of: secret) {
                #expect(!text.contains(form), "\(place) holds \(form)")
            }
        }
    }

    /// Records a failure for every form of every secret found in the cache, its -wal and -shm
    /// (after taking out every occurrence of the texts in `except`).
    static func expectNone(of secrets: [String], in folder: CacheFolder, except: [String] = []) {
        var bytes = folder.cacheBytes()
        #expect(!bytes.isEmpty)
        for text in except {
            while let found = bytes.range(of: Data(text.utf8)) { bytes.removeSubrange(found) }
        }
        for secret in secrets {
            for form in forms(of: secret) {
                #expect(bytes.range(of: Data(form.utf8)) == nil, "the cache holds \(form)")
            }
        }
    }

    @Test("a feed server echoing the Basic login of a user:pass@ line shows and stores no password and no base64")
    func feedEchoingBasicAuthorization() throws {
        let password = "s3cret/pa ss!"
        let base64 = Data("bob:\(password)".utf8).base64EncodedString()
        let server = try TestHTTPServer { request in
            let sent = request.header("Authorization") ?? "none"
            let escaped = sent.replacingOccurrences(of: "/", with: "\\/")
            switch request.path {
            case "/plain": return .text("upstream refused auth=\(sent) from \(request.target)", status: 500)
            case "/json": return .json(#"{"error":"login \#(escaped) was refused"}"#, status: 401)
            default: return .text("no route for \(sent)", status: 404)
            }
        }
        defer { server.stop() }
        let folder = try CacheFolder()
        defer { folder.remove() }
        let userInfo = "bob:s3cret%2Fpa%20ss%21@"
        let port = server.url().port ?? 0
        try folder.writeURLs([
            "http://\(userInfo)127.0.0.1:\(port)/plain \"~Plain\"",
            "http://\(userInfo)127.0.0.1:\(port)/json \"~Json\""
        ])
        var outputs: [String] = []
        for _ in 1...2 {
            let refresh = try folder.run(["refresh", "--force"])
            outputs.append(refresh.allOutput)
            #expect(refresh.status == 1)
            #expect(
                refresh.stderrLines.contains("byline: Plain: error: 500 Internal Server Error: upstream refused auth=Basic [redacted] from /plain"),
                "\(refresh.stderr)")
            #expect(
                refresh.stderrLines.contains("byline: Json: error: 401 Unauthorized: login Basic [redacted] was refused"),
                "\(refresh.stderr)")
        }
        #expect(server.requests.map { $0.header("Authorization") }.allSatisfy { $0 == "Basic \(base64)" })
        // The cache knows each feed by its address without the password; the urls file
        // keeps the login, which the requests above carried.
        let feeds = try #require(try folder.sqlite("SELECT key, url, last_error FROM feeds ORDER BY key"))
        #expect(feeds.contains("http://bob@127.0.0.1:\(port)/json"), "\(feeds)")
        #expect(feeds.contains("[redacted]"), "the stored errors: \(feeds)")
        for text in outputs + [feeds] {
            Self.expectNone(of: [base64, password, "bob:\(password)"], in: text, "output or feeds row")
        }
        Self.expectNone(of: [base64, password, "bob:\(password)"], in: folder)
    }

    @Test("a Google Reader server whose errors echo the request shows and stores no token, action token or password")
    func greaderEchoingItsRequest() throws {
        let password = "greader-pass-\(UUID().uuidString.prefix(8))"
        let server = try GReaderTestServer(user: "alice", password: password)
        defer { server.stop() }
        server.addFeed("feed/1", title: "One", folder: "Tech", items: 3)
        let folder = try CacheFolder()
        defer { folder.remove() }
        let added = try BylineProcess.run(
            [
                "account", "add", "echo", "--type", "greader", "--url", server.baseURL, "--user", "alice",
                "--password-stdin"
            ] + folder.fileOptions, environment: folder.environment,
            stdin: Data(password.utf8))
        #expect(added.status == 0, "\(added.stderr)")
        let first = try folder.run(["sync"])
        #expect(first.status == 0, "\(first.allOutput)")
        let article = try #require(try folder.list().first)
        #expect(try folder.run(["mark", String(article.id), "--read"]).status == 0)

        // Every API call fails with the request echoed back: its Authorization header, and
        // the POSTed form of a write (which holds the action token).
        server.intercept.current = { request in
            request.path.hasSuffix("/token")
                ? nil : .text("echo: \(request.header("Authorization") ?? "") body=\(request.bodyText) \(request.target)", status: 500)
        }
        var outputs: [String] = []
        for _ in 1...2 {
            let sync = try folder.run(["sync"])
            outputs.append(sync.allOutput)
            #expect(sync.status == 1)
            #expect(sync.stderr.contains("echo: GoogleLogin auth=[redacted] body=T=[redacted]&"), "\(sync.stderr)")
        }
        #expect(server.requests.contains { $0.bodyText.contains(server.token) }, "the action token was sent")
        #expect(try folder.sqlite("SELECT count(*) FROM sync_journal") == "1", "the change waits for a server that takes it")
        for text in outputs {
            Self.expectNone(of: [server.auth, server.token, password], in: text, "byline sync's output")
        }
        Self.expectNone(of: [server.auth, server.token, password], in: folder)
    }

    @Test("a Fever server echoing the POSTed form shows and stores no api_key")
    func feverEchoingItsForm() throws {
        let server = try TestHTTPServer { request in
            .text("cannot parse \(request.bodyText)", status: 500)
        }
        defer { server.stop() }
        let folder = try CacheFolder()
        defer { folder.remove() }
        let password = "fever-pass-\(UUID().uuidString.prefix(8))"
        let added = try BylineProcess.run(
            [
                "account", "add", "home", "--type", "fever", "--url", server.urlString("/fever"),
                "--user", "me@example.org", "--password-stdin"
            ] + folder.fileOptions,
            environment: folder.environment, stdin: Data(password.utf8))
        #expect(added.status == 0, "\(added.stderr)")
        let sync = try folder.run(["sync"])
        #expect(sync.status == 1 && sync.stderr.contains("cannot parse api_key=[redacted]"), "\(sync.stderr)")
        let apiKey = try #require(server.requests.first?.formFields.first { $0.0 == "api_key" }?.1)
        #expect(apiKey.count == 32)
        Self.expectNone(of: [apiKey, password], in: sync.allOutput, "byline sync's output")
        Self.expectNone(of: [apiKey, password], in: folder)
    }

    @Test("byline request -a prints no base64 or token when the server echoes the Authorization header, twice")
    func requestEchoingAuthorization() throws {
        let server = try TestHTTPServer { request in
            let sent = request.header("Authorization") ?? "none"
            return request.path == "/json"
                ? .json(#"{"message":"bad \#(sent.replacingOccurrences(of: "/", with: "\\/"))"}"#, status: 403)
                : .text("auth=\(sent)", status: 500, headers: [("X-Echo", sent)])
        }
        defer { server.stop() }
        let folder = try CacheFolder()
        defer { folder.remove() }
        let base64 = Data("bob:pass-word/1".utf8).base64EncodedString()
        let token = "tok-\(UUID().uuidString)"
        for _ in 1...2 {
            let basic = try folder.runBare(["request", "-a", "bob:pass-word/1", server.urlString("/plain")])
            #expect(
                basic.status == 5 && basic.stderrLines == ["byline: 500 Internal Server Error: auth=Basic [redacted]"],
                "\(basic.stderr)")
            let verbose = try folder.runBare(["request", "-v", "-a", "bob:pass-word/1", server.urlString("/plain")])
            #expect(verbose.stdout.contains("X-Echo: Basic [redacted]"), "\(verbose.stdout)")
            let bearer = try folder.runBare(["request", "-A", "bearer", "-a", token, server.urlString("/json")])
            #expect(bearer.status == 4 && bearer.stderrLines == ["byline: 403 Forbidden: bad Bearer [redacted]"], "\(bearer.stderr)")
            for result in [basic, verbose, bearer] {
                Self.expectNone(of: [base64, "pass-word/1", token], in: result.allOutput, "byline request's output")
            }
        }
    }

    @Test("exec:, filter:, notify-program and password-command run without NEWSAPI_KEY in their environment")
    func commandsGetNoKey() throws {
        let key = "nk-" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        let feed =
            #"<rss version="2.0"><channel><title>Env</title><item><title>Env item</title><link>http://example.org/e</link></item></channel></rss>"#
        let server = try TestHTTPServer(routes: ["/feed.xml": .text(feed, contentType: "application/rss+xml")])
        defer { server.stop() }
        let folder = try CacheFolder(extra: ["NEWSAPI_KEY": key])
        defer { folder.remove() }
        let root = folder.root.path
        let feedFile = try folder.write("feed.xml", Data(feed.utf8))
        try folder.writeURLs([
            "\"exec:/bin/sh -c 'env > \(root)/exec.env; cat \(feedFile)'\" \"~Exec\"",
            "\"filter:/bin/sh -c 'env > \(root)/filter.env; cat':\(server.urlString("/feed.xml"))\" \"~Filter\""
        ])
        try folder.writeConfig("notify-program \"/bin/sh -c 'env > \(root)/notify.env' notify\"\n")
        let refresh = try folder.run(["refresh"])
        #expect(refresh.status == 0, "\(refresh.allOutput)")
        let added = try folder.run([
            "account", "add", "home", "--type", "fever", "--url", server.urlString("/fever"),
            "--user", "me", "--password-command", "/bin/sh -c 'env > \(root)/password.env; echo pw'"
        ])
        #expect(added.status == 0, "\(added.stderr)")
        _ = try folder.run(["sync"])
        for name in ["exec", "filter", "notify", "password"] {
            let environment = try String(contentsOfFile: "\(root)/\(name).env", encoding: .utf8)
            #expect(environment.contains("HOME="), "\(name) got an environment")
            #expect(!environment.contains(key) && !environment.contains("NEWSAPI_KEY"), "\(name) got the key")
        }
    }
}
