import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The header fields that carry credentials. A request holding one is never redirected by
/// a transport: libcurl (and URLSession) would send custom headers such as `X-Api-Key` on
/// to whatever server a redirect names, so a hostile or compromised server could collect
/// the NewsAPI key simply by redirecting. The 3xx comes back as it is instead.
public enum CredentialHeaders {
    /// Lowercased names of headers that carry credentials.
    public static let names: Set<String> = ["x-api-key", "authorization", "proxy-authorization", "cookie"]

    /// Whether `request` carries any of them.
    public static func present(in request: URLRequest) -> Bool {
        (request.allHTTPHeaderFields ?? [:]).keys.contains { names.contains($0.lowercased()) }
    }
}
