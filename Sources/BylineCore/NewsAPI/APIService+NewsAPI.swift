import BylineText
import Foundation

/// NewsAPI through the service: its queries as ``Resource``s of ``NewsAPIResponseDTO``,
/// converted to ``Article``s.
extension APIService {
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
        return try await send(newsAPIResource(for: query, source: source))
    }

    /// The resource for a NewsAPI query: its request (key in `X-Api-Key` only) and its parse.
    public func newsAPIResource(for query: NewsAPIQuery, source: Source) throws(NetworkError) -> Resource<[Article]> {
        do {
            try query.validate()
        } catch {
            throw .requestBuildFailed(NewsAPIText.queryError(error.message))
        }
        guard let key = newsAPI.apiKey else {
            throw .requestBuildFailed(NewsAPIText.needsKey.text)
        }
        var endpoint = try Endpoint(url: newsAPI.baseURL)
        endpoint.percentEncodedPath = Self.joinPath(endpoint.percentEncodedPath, query.path)
        endpoint.query = query.queryItems
        endpoint.headers["X-Api-Key"] = key
        endpoint.headers["Accept"] = "application/json"
        let name = NewsAPIText.responseName(query.path.hasSuffix("everything") ? "everything" : "top-headlines")
        return try Resource<NewsAPIResponseDTO>(name: name, endpoint: endpoint).map { response in
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

extension NetworkError {
    /// A 401 from NewsAPI without words of its own says which credential it means; other
    /// hosts' 401s say nothing about an API key (they are about a password or a token).
    package func namingAPIKey() -> NetworkError {
        guard case .unauthorized(nil) = self else { return self }
        return .unauthorized(serverMessage: NewsAPIText.refusedKey.text)
    }
}
