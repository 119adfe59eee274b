import Foundation

extension Response {
    /// The answer with every one of `redactor`'s secrets masked in its reason phrase, header
    /// values and body, and `redactor` kept as ``secrets`` for whatever is read from it later
    /// (a streamed body is masked piece by piece instead: ``RedactingStream``).
    public func redacted(by redactor: SecretRedactor) -> Response {
        var clean = self
        clean.secrets = redactor
        guard !redactor.isEmpty else { return clean }
        clean.reasonPhrase = reasonPhrase.map(redactor.redact)
        clean.headers = HTTPHeaders(headers.map { ($0.name, redactor.redact($0.value)) })
        clean.body = redactor.redact(body)
        return clean
    }
}
