import BylineText
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Fetches DTOs through ``Resource``s and converts them into models: it sends a resource's
/// request through the transport, validates the answer and parses it, every failure a
/// ``NetworkError`` with no secret in its words (a resource names the secrets it carries,
/// ``Resource/redactor``). NewsAPI's resources are BylineFeeds' `NewsAPIClient`; the sources a
/// refresh asks (feeds, `exec:`, `file://`) are fetched by BylineRefresh's `SourceFetcher`,
/// through this service.
public struct APIService: Sendable {
    /// How requests travel.
    public let transport: any HTTPTransport
    /// Logins for feeds whose URL has none (`~/.netrc`), by host.
    public let netrc: Netrc?

    /// A service over `transport`.
    public init(transport: any HTTPTransport, netrc: Netrc? = nil) {
        self.transport = transport
        self.netrc = netrc
    }

    /// Sends `resource`, validates the status, and parses the body.
    ///
    /// Every failure is a ``NetworkError`` whose words hold no secret.
    public func send<Value>(_ resource: Resource<Value>) async throws(NetworkError) -> Value {
        let response: Response
        do {
            response = try await sendValidated(resource.request)
        } catch {
            throw resource.cleaned(error)
        }
        do {
            return try resource.parse(response.body)
        } catch let error as NetworkError {
            throw resource.cleaned(error)
        } catch {
            throw .decodingFailed(DecodingFailure(what: resource.name, path: "", reason: resource.redactor.redact("\(error)")))
        }
    }

    /// Sends `request` and returns the answer when its status is 2xx.
    public func sendValidated(_ request: URLRequest) async throws(NetworkError) -> Response {
        let response = try await transport.send(request)
        return try ResponseValidator.validate(response)
    }
}

extension NetworkError {
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
