import BylineCore
import BylineText

/// The one place the HTTP transport is chosen, for every request a refresh makes (feeds,
/// sync accounts, full-text pages): libcurl's by default; `BYLINE_TRANSPORT=urlsession`
/// swaps in URLSession's, for comparing the two (bench/RESULTS.md).
public struct TransportFactory: Sendable {
    /// Which transport.
    public enum Kind: Sendable, Hashable {
        /// ``CurlTransport`` (the default).
        case curl
        /// ``URLSessionTransport``.
        case urlSession
    }

    /// The transport made.
    public var kind: Kind
    /// Its limits (from the config file).
    public var configuration: TransportConfiguration

    /// The transport `environment` names, with `configuration`'s limits.
    public init(environment: [String: String], configuration: TransportConfiguration) {
        self.kind = environment["BYLINE_TRANSPORT"] == "urlsession" ? .urlSession : .curl
        self.configuration = configuration
    }

    /// A new transport of this kind.
    public func make() -> any HTTPTransport {
        switch kind {
        case .curl: CurlTransport(configuration: configuration)
        case .urlSession: URLSessionTransport(configuration: configuration)
        }
    }
}
