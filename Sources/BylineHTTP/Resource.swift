import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A request together with the function that turns its answer into a value.
///
/// `APIService.send(_:)` sends the request, validates the status, then calls `parse`
/// on the body; a parse failure becomes ``NetworkError/decodingFailed(_:)``.
public struct Resource<Value>: Sendable {
    /// What this resource is, in words, for error messages ("NewsAPI top headlines").
    public var name: String
    /// The request to send.
    public var request: URLRequest
    /// Turns the body of a successful answer into a value.
    public var parse: @Sendable (Data) throws -> Value
    /// The secrets this resource's request carries (an API key), masked in every error it gives.
    public var redactor = SecretRedactor(secrets: [])
    /// What a 401 without words of the server's own means for this resource ("the API key was
    /// refused"); nil says nothing about a credential.
    public var unauthorizedMeaning: String?

    /// A resource from a ready request.
    public init(name: String, request: URLRequest, parse: @escaping @Sendable (Data) throws -> Value) {
        self.name = name
        self.request = request
        self.parse = parse
    }

    /// A resource from an endpoint; fails when the endpoint cannot be built into a request.
    public init(name: String, endpoint: Endpoint, parse: @escaping @Sendable (Data) throws -> Value) throws(NetworkError) {
        self.init(name: name, request: try endpoint.urlRequest(), parse: parse)
    }

    /// The same request, with its parsed value transformed (a DTO into a model, say).
    public func map<Other>(_ transform: @escaping @Sendable (Value) throws -> Other) -> Resource<Other> {
        let parse = self.parse
        var mapped = Resource<Other>(name: name, request: request) { data in try transform(parse(data)) }
        mapped.redactor = redactor
        mapped.unauthorizedMeaning = unauthorizedMeaning
        return mapped
    }

    /// `error` with this resource's secrets masked, and a bare 401 given its meaning.
    public func cleaned(_ error: NetworkError) -> NetworkError {
        let clean = error.redacting(with: redactor)
        guard case .unauthorized(nil) = clean, let unauthorizedMeaning else { return clean }
        return .unauthorized(serverMessage: unauthorizedMeaning)
    }
}

extension Resource where Value: Decodable & Sendable {
    /// A resource whose body is JSON decoded into `Value`; decoding errors name the failing field.
    public init(name: String, endpoint: Endpoint, decoder: JSONDecoder = JSONDecoder()) throws(NetworkError) {
        // JSONDecoder is Sendable (its options sit behind a lock), so the closure may keep it.
        try self.init(name: name, endpoint: endpoint) { data in
            try JSONBody.decode(Value.self, from: data, decoder: decoder, what: name)
        }
    }
}
