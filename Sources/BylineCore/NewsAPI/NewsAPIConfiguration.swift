import BylineText
import Foundation

/// Where NewsAPI lives and the key to use, read from the environment.
public struct NewsAPIConfiguration: Sendable, Equatable {
    /// The environment variable holding the API key.
    public static let keyVariable = "NEWSAPI_KEY"
    /// The environment variable that overrides the base URL (tests, mirrors).
    public static let baseURLVariable = "BYLINE_NEWSAPI_URL"
    /// NewsAPI's own address.
    public static let defaultBaseURL = "https://newsapi.org"

    /// The base every endpoint path is appended to.
    public var baseURL: URL
    /// The API key, sent only in the `X-Api-Key` header.
    public var apiKey: String?

    /// A configuration from a base URL text and a key.
    public init(baseURL: String = NewsAPIConfiguration.defaultBaseURL, apiKey: String?) throws(NetworkError) {
        let endpoint = try Endpoint(urlString: baseURL)
        guard let url = try? endpoint.url() else {
            throw .invalidURL(NewsAPIText.baseURLInvalid(Self.baseURLVariable))
        }
        self.baseURL = url
        let key = apiKey?.trimmingCharacters(in: .whitespacesAndNewlines)
        self.apiKey = (key?.isEmpty ?? true) ? nil : key
    }

    /// The configuration the environment describes.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws(NetworkError)
        -> NewsAPIConfiguration
    {
        let base = environment[baseURLVariable].flatMap { $0.isEmpty ? nil : $0 } ?? defaultBaseURL
        do {
            return try NewsAPIConfiguration(baseURL: base, apiKey: environment[keyVariable])
        } catch {
            throw .invalidURL(NewsAPIText.baseURLUnusable(baseURLVariable))
        }
    }

    /// A redactor that hides this configuration's key.
    public var redactor: SecretRedactor { SecretRedactor(secrets: [apiKey].compactMap { $0 }) }
}
