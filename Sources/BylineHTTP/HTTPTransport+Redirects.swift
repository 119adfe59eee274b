import BylineText
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension HTTPTransport {
    /// Sends `request`, following redirects (see ``RedirectRule``) up to the configured limit;
    /// `secrets` are credentials it carries that no rule of ``HTTPRequest/secrets`` finds.
    public func send(_ request: URLRequest, secrets: [String] = []) async throws(NetworkError) -> Response {
        var cookies = CookieJar()
        return try await send(HTTPRequest(request, declaredSecrets: secrets), cookies: &cookies)
    }

    /// Sends `request` and follows its redirects with the same code for every transport:
    /// 303 (and 301/302 after POST) become a GET without the body, cookies set on the way
    /// go with the next hops, and credentials never leave their site.
    ///
    /// User info in the URL (`https://user:pass@host/`) becomes Basic authentication and is
    /// taken out of the URL, so it is never sent, shown or kept in any error. With a `stream`,
    /// only the final answer's head and body go to it.
    ///
    /// This is the network boundary for secrets: every credential the request carries
    /// (``HTTPRequest/secrets``) is masked in everything that comes back — the status line,
    /// the headers, the body (streamed or not) and any error — before a caller sees it, so
    /// a server that echoes what it was sent cannot put a password, a token or a key on
    /// screen or in the cache.
    public func send(
        _ request: HTTPRequest, cookies: inout CookieJar,
        stream: ResponseStream? = nil
    ) async throws(NetworkError) -> Response {
        let moved = BasicCredentials.moveUserInfo(of: request)
        let redactor = SecretRedactor(secrets: moved.secrets)
        let redacting = stream.map { RedactingStream($0, redactor: redactor) }
        defer { redacting?.finish() }
        do {
            return try await followRedirects(moved, cookies: &cookies, stream: redacting?.stream).redacted(by: redactor)
        } catch {
            throw error.redacting(with: redactor)
        }
    }

    private func followRedirects(
        _ request: HTTPRequest, cookies: inout CookieJar,
        stream: ResponseStream?
    ) async throws(NetworkError) -> Response {
        var current = request
        var hops: [URL] = []
        var permanentURL: URL?
        var allPermanent = true
        while true {
            var outgoing = current
            if let jarred = cookies.header(for: outgoing.url) {
                let given = outgoing.headers["Cookie"]
                outgoing.headers.set("Cookie", given.map { "\($0); \(jarred)" } ?? jarred)
            }
            let limit = configuration.maxRedirects
            let asked = current
            let gate = HopGate()
            let hopStream = stream.map { final in
                ResponseStream(
                    head: { head in
                        let followed = limit > 0 && RedirectRule.next(after: head, to: asked) != nil
                        gate.forwards.withLock { $0 = !followed }
                        if !followed { final.head(head) }
                    },
                    body: { piece in
                        gate.forwards.withLock { $0 } ? final.body(piece) : true
                    })
            }
            var response = try await exchange(outgoing, stream: hopStream)
            cookies.store(response.headers, from: outgoing.url)
            if limit > 0 && RedirectRule.pointsOutsideHTTP(response, from: outgoing.url) {
                throw .invalidURL(NetworkDetailText.redirectElsewhere.text)
            }
            guard limit > 0, let next = RedirectRule.next(after: response, to: current) else {
                response.redirects = hops
                response.permanentURL = permanentURL
                return response
            }
            guard hops.count < limit else { throw .tooManyRedirects(limit: limit) }
            hops.append(outgoing.url)
            if allPermanent && (response.status == 301 || response.status == 308) {
                permanentURL = next.url
            } else {
                allPermanent = false
            }
            current = next
        }
    }
}

/// Whether the hop being received is the final answer, whose body goes to the caller's stream.
private final class HopGate: Sendable {
    let forwards = Mutex(true)
}
