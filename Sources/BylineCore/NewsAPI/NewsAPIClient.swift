import BylineText
import Foundation

/// NewsAPI through a service: its queries as ``Resource``s of ``NewsAPIResponseDTO``,
/// converted to ``Article``s, each carrying the key's redaction (the key never appears in an
/// error) and the meaning of a bare 401 (the key was refused).
public struct NewsAPIClient: Sendable {
    /// The service requests go through.
    public let service: APIService
    /// Where NewsAPI is and which key to use.
    public let configuration: NewsAPIConfiguration

    /// A client of NewsAPI at `configuration` through `service`.
    public init(service: APIService, configuration: NewsAPIConfiguration) {
        self.service = service
        self.configuration = configuration
    }

    /// NewsAPI's top headlines, converted to articles.
    public func topHeadlines(_ query: TopHeadlinesQuery, source: Source? = nil) async throws(NetworkError) -> [Article] {
        try await articles(for: .topHeadlines(query), source: source)
    }

    /// NewsAPI's everything search, converted to articles.
    public func everything(_ query: EverythingQuery, source: Source? = nil) async throws(NetworkError) -> [Article] {
        try await articles(for: .everything(query), source: source)
    }

    /// Any NewsAPI query, converted to articles attributed to `source` (or a source made from the query).
    public func articles(for query: NewsAPIQuery, source: Source? = nil) async throws(NetworkError) -> [Article] {
        let source = source ?? Source(kind: .newsAPI(query), key: NewsAPIQuery.scheme + query.path.dropFirst(4))
        return try await service.send(resource(for: query, source: source))
    }

    /// The resource for a NewsAPI query: its request (key in `X-Api-Key` only) and its parse.
    public func resource(for query: NewsAPIQuery, source: Source) throws(NetworkError) -> Resource<[Article]> {
        do {
            try query.validate()
        } catch {
            throw .requestBuildFailed(NewsAPIText.queryError(error.message))
        }
        guard let key = configuration.apiKey else {
            throw .requestBuildFailed(NewsAPIText.needsKey.text)
        }
        var endpoint = try Endpoint(url: configuration.baseURL)
        endpoint.percentEncodedPath = Self.joinPath(endpoint.percentEncodedPath, query.path)
        endpoint.query = query.queryItems
        endpoint.headers["X-Api-Key"] = key
        endpoint.headers["Accept"] = "application/json"
        let name = NewsAPIText.responseName(query.path.hasSuffix("everything") ? "everything" : "top-headlines")
        var resource = try Resource<NewsAPIResponseDTO>(name: name, endpoint: endpoint)
        resource.redactor = configuration.redactor
        resource.unauthorizedMeaning = NewsAPIText.refusedKey.text
        return resource.map { response in
            guard response.status == "ok" else {
                throw NetworkError.decodingFailed(
                    DecodingFailure(what: name, path: "status", reason: NewsAPIText.expectedOK(TextSanitizer.singleLine(response.status))))
            }
            return response.articles.compactMap { Article(dto: $0, source: source) }
        }
    }

    private static func joinPath(_ base: String, _ path: String) -> String {
        let trimmed = base.hasSuffix("/") ? String(base.dropLast()) : base
        return trimmed + path
    }
}
