import BylineCore
import BylineText
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Fetches the sources a refresh asks — feeds, NewsAPI queries, `exec:`, `filter:` and
/// `file://` sources, the demo — and converts their answers into articles: conditional GET
/// with a source's validators, its own User-Agent and login, a body spooled to disk when it
/// is large. HTTP and NewsAPI's resources are ``APIService``'s; what is particular to a kind
/// of source is here, and the user's own commands and files in `SourceFetcher+LocalSources`.
public struct SourceFetcher: Sendable {
    /// Sends the requests.
    public let service: APIService
    /// Where NewsAPI is and its key, for `newsapi:` sources (nil: none is configured).
    public let newsAPI: NewsAPIConfiguration?
    /// The time limit and output cap of `exec:` and `filter:` commands and `file://` reads.
    public let localLimits: LocalSourceLimits

    /// A fetcher sending through `service`, NewsAPI's queries with `newsAPI`, its local
    /// sources within `localLimits`.
    public init(service: APIService, newsAPI: NewsAPIConfiguration? = nil, localLimits: LocalSourceLimits = LocalSourceLimits()) {
        self.service = service
        self.newsAPI = newsAPI
        self.localLimits = localLimits
    }

    /// What feed requests accept, best first.
    static let feedAccept =
        "application/rss+xml, application/atom+xml, application/feed+json, application/json;q=0.9, "
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
    func download(
        _ source: Source, validators: Validators, spoolFolder: String? = nil,
        timeout: TimeInterval? = nil
    ) async throws(SourceError) -> SourceDownload {
        switch source.kind {
        case .demo:
            return SourceDownload(source: source, content: .demo)
        case .query:
            throw .described(SourceFormText.queryNotFetched.value())
        case .newsAPI(let query):
            let resource: Resource<[Article]>
            guard let newsAPI else { throw .network(.requestBuildFailed(NewsAPIText.needsKey.text)) }
            do {
                resource = try NewsAPIClient(service: service, configuration: newsAPI).resource(for: query, source: source)
            } catch {
                throw .network(error)
            }
            guard let response = try await conditionalResponse(resource.request, validators: validators, cleaning: resource.cleaned) else {
                return SourceDownload(source: source, content: .notModified)
            }
            return SourceDownload(source: source, content: .newsAPI(response, resource.parse, resource.redactor))
        case .exec, .filter, .file:
            // The user's own programs and files: no validators, no etiquette, no cookies.
            return try await localDownload(source)
        case .feed(let url):
            var request = feedRequest(for: url, source: source)
            if let timeout { request.timeoutInterval = timeout }
            let spool = spoolFolder.map { BodySpool(folder: $0) }
            guard
                let response = try await conditionalResponse(
                    request, validators: validators, spool: spool, settings: source.settings)
            else {
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
        if BasicCredentials(userInfoOf: url) == nil, let host = url.host, let login = service.netrc?.credentials(for: host) {
            request.setValue(login.authorization, forHTTPHeaderField: "Authorization")
        }
        return request
    }

    /// The cookies of a source's cookie file (none without one); a file that cannot be read
    /// fails the source with a line that names it, rather than fetching without its login.
    static func cookies(from path: String?) throws(SourceError) -> CookieJar {
        guard let path else { return CookieJar() }
        do {
            return CookieJar(netscape: String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self))
        } catch {
            let reason = (error as NSError).localizedFailureReason ?? error.localizedDescription
            throw .other(SourceSettingText.cookieFileUnreadable(SourceLineError.quote(path), reason))
        }
    }

    /// Sends `request` with If-None-Match / If-Modified-Since; nil means 304 Not Modified.
    /// With a `spool`, the body goes there as it arrives (the response's own body is then
    /// empty, except for an error's, which the validator reads).
    ///
    /// A source's own `settings` add its headers (those that carry credentials are masked in
    /// what comes back), its proxy (or none), and the cookies of its cookie file, which go
    /// with every hop of a redirect that stays within their domain.
    private func conditionalResponse(
        _ request: URLRequest, validators: Validators, cleaning: (NetworkError) -> NetworkError = { $0 },
        spool: BodySpool? = nil, settings: SourceSettings = SourceSettings()
    ) async throws(SourceError) -> Response? {
        var request = request
        if let etag = validators.etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        if let lastModified = validators.lastModified { request.setValue(lastModified, forHTTPHeaderField: "If-Modified-Since") }
        var outgoing = HTTPRequest(request, declaredSecrets: settings.headers.filter(\.isSecret).map(\.value))
        for header in settings.headers { outgoing.headers.set(header.name, header.value) }
        outgoing.proxy = settings.proxy
        var cookies = try Self.cookies(from: settings.cookieFile)
        do {
            var response = try await service.transport.send(outgoing, cookies: &cookies, stream: spool?.stream)
            if let spool, !(200..<300).contains(response.status) { response.body = (try? spool.contents()) ?? Data() }
            if response.status == 304 && !validators.isEmpty { return nil }
            return try ResponseValidator.validate(response)
        } catch {
            if let reason = spool?.failure { throw .other(BoundsText.spoolFailed(spool?.folder ?? "", reason)) }
            throw .network(cleaning(error))
        }
    }
}
