import Foundation

/// Hides credentials in URLs before they are shown: query values named like keys or
/// tokens, and the password part of `user:password@host`.
public enum URLRedaction {
    /// The replacement shown instead of a secret.
    public static let mask = "[redacted]"

    private static let secretNames: Set<String> = [
        "apikey", "api_key", "api-key", "key", "token", "access_token", "accesstoken", "auth",
        "authorization", "secret", "client_secret", "password", "passwd", "pwd", "sig", "signature",
    ]

    /// Whether a query or header name usually carries a secret.
    public static func isSecretName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return secretNames.contains(lower) || lower.hasSuffix("apikey") || lower.hasSuffix("_token")
            || lower.hasSuffix("-key") || lower == "x-api-key"
    }

    /// The URL text with secret query values and passwords replaced by ``mask``.
    public static func redacted(_ urlString: String) -> String {
        redactLoosely(redactPassword(urlString))
    }

    /// `scheme://user:password@host` → `scheme://user:[redacted]@host`.
    private static func redactPassword(_ text: String) -> String {
        guard let schemeEnd = text.range(of: "://") else { return text }
        let authorityStart = schemeEnd.upperBound
        let authorityEnd = text[authorityStart...].firstIndex(where: { "/?#".contains($0) }) ?? text.endIndex
        let authority = text[authorityStart..<authorityEnd]
        guard let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") else { return text }
        return String(text[..<text.index(after: colon)]) + mask + String(text[at...])
    }

    /// Masks the value after every `name=` whose name looks secret.
    private static func redactLoosely(_ text: String) -> String {
        var output = ""
        var rest = Substring(text)
        while let equals = rest.firstIndex(of: "=") {
            let before = rest[..<equals]
            let nameStart = before.lastIndex(where: { "?&; ".contains($0) }).map { before.index(after: $0) } ?? before.startIndex
            let name = String(before[nameStart...])
            output += rest[...equals]
            rest = rest[rest.index(after: equals)...]
            if isSecretName(name) {
                let end = rest.firstIndex(where: { "&# ".contains($0) }) ?? rest.endIndex
                output += mask
                rest = rest[end...]
            }
        }
        return output + rest
    }
}

/// Replaces known secret values (the NewsAPI key) wherever they appear in text.
public struct SecretRedactor: Sendable {
    private let secrets: [String]

    /// A redactor for these secrets; empty and very short values are ignored.
    public init(secrets: [String]) {
        self.secrets = secrets.filter { $0.count >= 4 }
    }

    /// A redactor for the secrets Byline reads from the environment.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> SecretRedactor {
        SecretRedactor(secrets: [environment[NewsAPIConfiguration.keyVariable]].compactMap { $0 })
    }

    /// `text` with every secret replaced by ``URLRedaction/mask``.
    public func redact(_ text: String) -> String {
        secrets.reduce(text) { $0.replacingOccurrences(of: $1, with: URLRedaction.mask) }
    }

    /// The same redactor also masking `more` (a password or token given on the command line).
    public func adding(_ more: [String]) -> SecretRedactor {
        SecretRedactor(secrets: secrets + more)
    }

    /// The length in bytes of the longest secret (0 with none): a stream must hold back one
    /// byte fewer than this, in case a secret is split between two pieces.
    public var longestSecretBytes: Int { secrets.map(\.utf8.count).max() ?? 0 }

    /// Bytes with every secret's UTF-8 form replaced by ``URLRedaction/mask``, for raw bodies.
    public func redact(_ data: Data) -> Data {
        var bytes = data
        for secret in secrets {
            let needle = Data(secret.utf8)
            var searchStart = bytes.startIndex
            while let found = bytes.range(of: needle, in: searchStart..<bytes.endIndex) {
                bytes.replaceSubrange(found, with: Data(URLRedaction.mask.utf8))
                searchStart = found.lowerBound + URLRedaction.mask.utf8.count
            }
        }
        return bytes
    }
}
