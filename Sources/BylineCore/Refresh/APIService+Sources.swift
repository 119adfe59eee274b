import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

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
    func download(_ source: Source, validators: Validators) async throws(SourceError) -> SourceDownload {
        switch source.kind {
        case .demo:
            return SourceDownload(source: source, content: .demo)
        case .newsAPI(let query):
            let resource: Resource<[Article]>
            do {
                resource = try newsAPIResource(for: query, source: source)
            } catch {
                throw .network(error)
            }
            guard let response = try await conditionalResponse(resource.request, validators: validators) else {
                return SourceDownload(source: source, content: .notModified)
            }
            return SourceDownload(source: source, content: .newsAPI(response, resource.parse, newsAPI.redactor))
        case .feed(let url):
            var request = URLRequest(url: url)
            request.setValue(Self.feedAccept, forHTTPHeaderField: "Accept")
            guard let response = try await conditionalResponse(request, validators: validators) else {
                return SourceDownload(source: source, content: .notModified)
            }
            return SourceDownload(source: source, content: .feed(response, base: response.url ?? url))
        }
    }

    /// Sends `request` with If-None-Match / If-Modified-Since; nil means 304 Not Modified.
    private func conditionalResponse(_ request: URLRequest, validators: Validators) async throws(SourceError) -> Response? {
        var request = request
        if let etag = validators.etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        if let lastModified = validators.lastModified { request.setValue(lastModified, forHTTPHeaderField: "If-Modified-Since") }
        do {
            let response = try await transport.send(request)
            if response.status == 304 && !validators.isEmpty { return nil }
            return try ResponseValidator.validate(response)
        } catch {
            throw .network(error.redacting(with: newsAPI.redactor))
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
    }

    let source: Source
    let content: Content

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
                throw .other("the bundled demo could not be read: \(error.localizedDescription)")
            }
        case .feed(let response, let base):
            do {
                let feed = try FeedParser.parse(response.body, url: base, contentType: response.headers["Content-Type"])
                return .articles(feed.articles(for: source), feedTitle: feed.displayTitle, validators: Validators(response: response),
                                 note: feed.recoveryNote)
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
