import Foundation

/// Hides credentials in URLs before they are shown: query values named like keys or
/// tokens, and the password part of `user:password@host`.
public enum URLRedaction {
    /// The replacement shown instead of a secret.
    public static let mask = "[redacted]"

    private static let secretNames: Set<String> = [
        "apikey", "api_key", "api-key", "key", "token", "access_token", "accesstoken", "auth",
        "authorization", "secret", "client_secret", "password", "passwd", "pwd", "sig", "signature"
    ]

    /// Whether a query or header name usually carries a secret.
    public static func isSecretName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return secretNames.contains(lower) || lower.hasSuffix("apikey") || lower.hasSuffix("_token")
            || lower.hasSuffix("-token") || lower.hasSuffix("-key") || lower == "x-api-key"
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
