import BylineText
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The one place that knows sources: it sends resources through the transport,
/// validates answers, parses them, and converts them into ``Article``s.
public struct APIService: Sendable {
    /// How requests travel.
    public let transport: any HTTPTransport
    /// Where NewsAPI is and which key to use.
    public let newsAPI: NewsAPIConfiguration
    /// Logins for feeds whose URL has none (`~/.netrc`), by host.
    public let netrc: Netrc?
    /// The time limit and output cap of `exec:` and `filter:` commands and `file://` reads.
    public let localLimits: LocalSourceLimits

    /// A service over `transport`.
    public init(transport: any HTTPTransport, newsAPI: NewsAPIConfiguration, netrc: Netrc? = nil,
                localLimits: LocalSourceLimits = LocalSourceLimits()) {
        self.transport = transport
        self.newsAPI = newsAPI
        self.netrc = netrc
        self.localLimits = localLimits
    }

    /// Sends `resource`, validates the status, and parses the body.
    ///
    /// Every failure is a ``NetworkError`` whose words hold no secret.
    public func send<Value>(_ resource: Resource<Value>) async throws(NetworkError) -> Value {
        let response = try await sendValidated(resource.request)
        do {
            return try resource.parse(response.body)
        } catch let error as NetworkError {
            throw redacted(error)
        } catch {
            throw .decodingFailed(DecodingFailure(what: resource.name, path: "", reason: newsAPI.redactor.redact("\(error)")))
        }
    }

    /// Sends `request` and returns the answer when its status is 2xx.
    public func sendValidated(_ request: URLRequest) async throws(NetworkError) -> Response {
        do {
            let response = try await transport.send(request)
            return try ResponseValidator.validate(response)
        } catch {
            throw redacted(error)
        }
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
                throw NetworkError.decodingFailed(DecodingFailure(what: name, path: "status", reason: NewsAPIText.expectedOK(TextSanitizer.singleLine(response.status))))
            }
            return response.articles.compactMap { Article(dto: $0, source: source) }
        }
    }

    private static func joinPath(_ base: String, _ path: String) -> String {
        let trimmed = base.hasSuffix("/") ? String(base.dropLast()) : base
        return trimmed + path
    }

    private func redacted(_ error: NetworkError) -> NetworkError {
        error.redacting(with: newsAPI.redactor).namingAPIKey()
    }
}

extension NetworkError {
    /// A 401 from NewsAPI without words of its own says which credential it means; other
    /// hosts' 401s say nothing about an API key (they are about a password or a token).
    func namingAPIKey() -> NetworkError {
        guard case .unauthorized(nil) = self else { return self }
        return .unauthorized(serverMessage: NewsAPIText.refusedKey.text)
    }

    /// The same error with every secret in its server message or reason masked.
    public func redacting(with redactor: SecretRedactor) -> NetworkError {
        guard !redactor.isEmpty else { return self }
        let clean = { (text: String?) in text.map(redactor.redact) }
        switch self {
        case .invalidURL(let reason): return .invalidURL(redactor.redact(reason))
        case .requestBuildFailed(let reason): return .requestBuildFailed(redactor.redact(reason))
        case .unauthorized(let message): return .unauthorized(serverMessage: clean(message))
        case .forbidden(let message): return .forbidden(serverMessage: clean(message))
        case .notFound(let message): return .notFound(serverMessage: clean(message))
        case .rateLimited(let wait, let message): return .rateLimited(retryAfter: wait, serverMessage: clean(message))
        case .clientError(let status, let message): return .clientError(status: status, serverMessage: clean(message))
        case .serverError(let status, let message, let wait):
            return .serverError(status: status, serverMessage: clean(message), retryAfter: wait)
        case .unexpectedStatus(let status, let location): return .unexpectedStatus(status: status, location: clean(location))
        case .decodingFailed(var failure):
            failure.reason = redactor.redact(failure.reason)
            return .decodingFailed(failure)
        case .transport(.other(let reason)): return .transport(.other(redactor.redact(reason)))
        case .transport(.tls(let reason)): return .transport(.tls(redactor.redact(reason)))
        case .transport(.cannotConnect(let host, let reason)): return .transport(.cannotConnect(host: host, reason: redactor.redact(reason)))
        case .transport, .responseTooLarge, .tooManyRedirects: return self
        }
    }
}
