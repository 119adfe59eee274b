import BylineCore
import BylineText
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends a backend's requests through the shared ``HTTPTransport`` and turns every failure
/// into a ``SyncError``. The account's secrets go with each request as declared secrets, so
/// the transport boundary masks them (and the credentials the request carries) in all that
/// comes back.
struct SyncHTTP: Sendable {
    /// The transport every request goes through.
    let transport: any HTTPTransport
    /// The API's base URL, as the account gives it.
    let base: URL
    /// Values that must never appear in a message (password, API key).
    let secrets: [String]
    /// What this sync may still use of its bounds; every request counts as a page.
    let budget: SyncBudget

    /// The endpoint for `path` below the base URL, with `query` items appended.
    func endpoint(
        _ path: String, query: [URLQueryItem] = [], method: HTTPMethod<RequestBody> = .get,
        headers: HTTPHeaders = [:]
    ) throws(SyncError) -> Endpoint {
        var url = base
        for part in path.split(separator: "/") { url.appendPathComponent(String(part)) }
        do {
            var endpoint = try Endpoint(url: url, method: method)
            endpoint.query = query
            endpoint.headers = headers
            return endpoint
        } catch {
            throw SyncError.invalidAccount(error.message)
        }
    }

    /// Sends `endpoint` and returns the body of a 2xx answer; `carrying` are more secrets the
    /// request holds (an action token in its form).
    func body(_ endpoint: Endpoint, carrying more: [String] = []) async throws(SyncError) -> Data {
        try budget.request()
        do {
            let response = try await transport.send(try endpoint.urlRequest(), secrets: secrets + more)
            return try ResponseValidator.validate(response).body
        } catch {
            throw SyncError.from(error)
        }
    }

    /// Sends `endpoint` and decodes its JSON answer as `Value`.
    func json<Value: Decodable>(_ endpoint: Endpoint, as type: Value.Type, what: String) async throws(SyncError) -> Value {
        let data = try await body(endpoint)
        do {
            return try JSONDecoder().decode(Value.self, from: data)
        } catch {
            throw SyncError.server(SyncText.unreadableBecause(what, Self.describe(error)))
        }
    }

    /// A decoding error in a few words: which field, and why.
    private static func describe(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _): SyncText.fieldMissing(key.stringValue)
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            (context.codingPath.map(\.stringValue).joined(separator: ".") + " " + context.debugDescription)
                .trimmingCharacters(in: .whitespaces)
        default: SyncText.notJSON.text
        }
    }
}

/// A JSON value that servers send as a number or a string (Fever and GReader ids), read as text.
struct LooseString: Decodable, Sendable, Hashable {
    /// The value as text (`12`, `"1796134364200341"` → `1796134364200341`).
    var text: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self.text = text
        } else if let number = try? container.decode(Int64.self) {
            self.text = String(number)
        } else if let number = try? container.decode(Double.self), number.isFinite, number == number.rounded() {
            self.text = String(Int64(number))
        } else if container.decodeNil() {
            self.text = ""
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: SyncText.expectedNumberOrString.text)
        }
    }
}
