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
        switch source.kind {
        case .demo:
            do {
                return .articles(try DemoArticles.articles(), feedTitle: source.displayName, validators: Validators())
            } catch {
                throw .other("the bundled demo could not be read: \(error.localizedDescription)")
            }
        case .newsAPI(let query):
            let resource: Resource<[Article]>
            do {
                resource = try newsAPIResource(for: query, source: source)
            } catch {
                throw .network(error)
            }
            return try await fetch(resource, validators: validators, feedTitle: nil)
        case .feed(let url):
            var request = URLRequest(url: url)
            request.setValue(Self.feedAccept, forHTTPHeaderField: "Accept")
            let resource = Resource<ParsedFeed>(name: "feed", request: request) { data in
                try FeedParser.parse(data, url: url)
            }
            return try await fetchFeed(resource, source: source, validators: validators)
        }
    }

    private func fetchFeed(_ resource: Resource<ParsedFeed>, source: Source, validators: Validators) async throws(SourceError) -> FetchOutcome {
        let response = try await conditionalResponse(resource.request, validators: validators)
        guard let response else { return .notModified }
        let base = response.url ?? resource.request.url
        do {
            let feed = try FeedParser.parse(response.body, url: base ?? URL(fileURLWithPath: "/"))
            return .articles(feed.articles(for: source), feedTitle: feed.title, validators: Validators(response: response))
        } catch let error as FeedError {
            throw .feed(error)
        } catch {
            throw .other(error.localizedDescription)
        }
    }

    private func fetch(_ resource: Resource<[Article]>, validators: Validators, feedTitle: String?) async throws(SourceError) -> FetchOutcome {
        let response = try await conditionalResponse(resource.request, validators: validators)
        guard let response else { return .notModified }
        do {
            return .articles(try resource.parse(response.body), feedTitle: feedTitle, validators: Validators(response: response))
        } catch let error as NetworkError {
            throw .network(error.redacting(with: newsAPI.redactor))
        } catch {
            throw .other(newsAPI.redactor.redact(error.localizedDescription))
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
