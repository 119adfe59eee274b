import BylineCore
import BylineText
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension Source {
    /// The tag that gives this feed its own User-Agent (`"user-agent=Mozilla/5.0 …"` in the urls file).
    static let userAgentTag = "user-agent="

    /// The feed's own User-Agent, from its `user-agent=` tag.
    public var userAgent: String? {
        tags.first { $0.lowercased().hasPrefix(Self.userAgentTag) }
            .map { String($0.dropFirst(Self.userAgentTag.count)) }
            .flatMap { $0.isEmpty || $0.contains(where: \.isNewline) ? nil : $0 }
    }
}

extension APIService {
    /// What feed requests accept, best first.
    static let feedAccept = "application/rss+xml, application/atom+xml, application/feed+json, application/json;q=0.9, "
        + "application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5"

    /// Fetches one source through its resource and converts what comes back into articles.
    ///
    /// With validators, the request is conditional; a 304 gives ``FetchOutcome/notModified``.
    public func loadArticles(from source: Source, validators: Validators = Validators()) async throws(SourceError) -> FetchOutcome {
        try await download(source, validators: validators).outcome()
    }

    /// The network half of loading a source: the answer, not yet parsed.
    ///
    /// With a `spoolFolder`, a feed's body over ``BodySpool/defaultThreshold`` waits for its
    /// parser on disk there, not in memory (a refresh). A `timeout` shorter than the
    /// transport's bounds this request (see ``HostTimeouts``).
    func download(_ source: Source, validators: Validators, spoolFolder: String? = nil,
                  timeout: TimeInterval? = nil) async throws(SourceError) -> SourceDownload {
        switch source.kind {
        case .demo:
            return SourceDownload(source: source, content: .demo)
        case .query:
            throw .described(SourceFormText.queryNotFetched.value())
        case .newsAPI(let query):
            let resource: Resource<[Article]>
            do {
                resource = try newsAPIResource(for: query, source: source)
            } catch {
                throw .network(error)
            }
            guard let response = try await conditionalResponse(resource.request, validators: validators, isNewsAPI: true) else {
                return SourceDownload(source: source, content: .notModified)
            }
            return SourceDownload(source: source, content: .newsAPI(response, resource.parse, newsAPI.redactor))
        case .exec, .filter, .file:
            // The user's own programs and files: no validators, no etiquette, no cookies.
            return try await localDownload(source)
        case .feed(let url):
            var request = feedRequest(for: url, source: source)
            if let timeout { request.timeoutInterval = timeout }
            let spool = spoolFolder.map { BodySpool(folder: $0) }
            guard let response = try await conditionalResponse(request, validators: validators, spool: spool) else {
                return SourceDownload(source: source, content: .notModified)
            }
            return SourceDownload(source: source, content: .feed(response, base: response.documentURL(requested: url)), spool: spool)
        }
    }

    /// The request for a feed at `url`: what it accepts, the source's User-Agent, a login.
    func feedRequest(for url: URL, source: Source) -> URLRequest {
        var request = URLRequest(url: url)
        request.setValue(Self.feedAccept, forHTTPHeaderField: "Accept")
        if let userAgent = source.userAgent { request.setValue(userAgent, forHTTPHeaderField: "User-Agent") }
        // A login in the URL itself (`https://user:pass@host/feed`) is turned into Basic
        // auth by the transport layer; without one, ~/.netrc may have it.
        if BasicCredentials(userInfoOf: url) == nil, let host = url.host, let login = netrc?.credentials(for: host) {
            request.setValue(login.authorization, forHTTPHeaderField: "Authorization")
        }
        return request
    }

    /// Sends `request` with If-None-Match / If-Modified-Since; nil means 304 Not Modified.
    /// With a `spool`, the body goes there as it arrives (the response's own body is then
    /// empty, except for an error's, which the validator reads).
    private func conditionalResponse(_ request: URLRequest, validators: Validators, isNewsAPI: Bool = false,
                                     spool: BodySpool? = nil) async throws(SourceError) -> Response? {
        var request = request
        if let etag = validators.etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        if let lastModified = validators.lastModified { request.setValue(lastModified, forHTTPHeaderField: "If-Modified-Since") }
        do {
            var response: Response
            if let spool {
                var cookies = CookieJar()
                response = try await transport.send(HTTPRequest(request), cookies: &cookies, stream: spool.stream)
                if !(200..<300).contains(response.status) { response.body = (try? spool.contents()) ?? Data() }
            } else {
                response = try await transport.send(request)
            }
            if response.status == 304 && !validators.isEmpty { return nil }
            return try ResponseValidator.validate(response)
        } catch {
            if let reason = spool?.failure { throw .other(BoundsText.spoolFailed(spool?.folder ?? "", reason)) }
            let clean = error.redacting(with: newsAPI.redactor)
            throw .network(isNewsAPI ? clean.namingAPIKey() : clean)
        }
    }
}

/// A source's answer, downloaded but not yet parsed: parsing is the CPU-bound half, which a
/// refresh schedules separately from the network half.
struct SourceDownload: Sendable {
    /// What arrived.
    enum Content: Sendable {
        case notModified
        case demo
        case feed(Response, base: URL)
        case newsAPI(Response, @Sendable (Data) throws -> [Article], SecretRedactor)
        /// A feed document from an `exec:` or `filter:` command or a `file://` source, with
        /// the URL its relative links resolve against.
        case local(Data, base: URL)
    }

    let source: Source
    let content: Content
    /// Where a feed's body went as it arrived, when the refresh spooled it (see ``BodySpool``).
    var spool: BodySpool?

    /// A download of `source` that brought `content`, its body in `spool` when there is one.
    init(source: Source, content: Content, spool: BodySpool? = nil) {
        self.source = source
        self.content = content
        self.spool = spool
    }

    /// Whether the body went to disk for being large: such feeds are parsed one at a time.
    var isLarge: Bool { spool?.isOnDisk ?? false }

    /// The body's size in bytes, wherever it is.
    var bodyCount: Int { spool?.count ?? response?.body.count ?? 0 }

    /// The answer's head, when there was an HTTP answer.
    var response: Response? {
        switch content {
        case .feed(let response, _), .newsAPI(let response, _, _): response
        case .notModified, .demo, .local: nil
        }
    }

    /// Whether parsing has nothing to do.
    var isNotModified: Bool {
        if case .notModified = content { return true }
        return false
    }

    /// Parses and converts what arrived.
    func outcome() throws(SourceError) -> FetchOutcome {
        switch content {
        case .notModified:
            return .notModified
        case .demo:
            do {
                return .articles(try DemoArticles.articles(), feedTitle: source.displayName, validators: Validators())
            } catch {
                throw .described(SourceFormText.demoUnreadable.value(error.localizedDescription))
            }
        case .feed(let response, let base):
            let body = try spool?.contents() ?? response.body
            do {
                let feed = try FeedParser.parse(body, url: base, contentType: response.headers["Content-Type"])
                return .articles(feed.articles(for: source), feedTitle: feed.displayTitle, validators: Validators(response: response),
                                 updateInterval: feed.updateInterval, note: feed.statusReason)
            } catch {
                throw .feed(error)
            }
        case .local(let body, let base):
            do {
                let feed = try FeedParser.parse(body, url: base, contentType: nil)
                return .articles(feed.articles(for: source), feedTitle: feed.displayTitle, validators: Validators(),
                                 updateInterval: nil, note: feed.statusReason)
            } catch {
                throw .feed(error)
            }
        case .newsAPI(let response, let parse, let redactor):
            do {
                return .articles(try parse(response.body), feedTitle: nil, validators: Validators(response: response))
            } catch let error as NetworkError {
                throw .network(error.redacting(with: redactor))
            } catch {
                throw .other(redactor.redact(error.localizedDescription))
            }
        }
    }
}
