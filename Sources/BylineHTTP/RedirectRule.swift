import Foundation

/// What a redirect asks for, decided the way browsers and HTTPie do, as a pure function.
///
/// - 303 See Other: the next request is a GET (a HEAD stays a HEAD) without the body.
/// - 301 and 302 after a POST: a GET without the body (every browser does so, and RFC 9110
///   allows it); after any other method they repeat the method and body.
/// - 307 and 308: the same method and body.
///
/// A request that carries credentials (`Authorization`, `X-Api-Key`, `Cookie`) is followed
/// only within its own origin (or from http to https on the same host): a hostile server
/// must not collect them by redirecting elsewhere, so such a 3xx comes back as it is.
public enum RedirectRule {
    /// The statuses that are followed.
    public static let followed: Set<Int> = [301, 302, 303, 307, 308]

    /// The request to send after `response` answered `request`, or nil when the answer is
    /// not a redirect to follow.
    public static func next(after response: Response, to request: HTTPRequest) -> HTTPRequest? {
        guard followed.contains(response.status), let location = response.headers["Location"],
            let target = URL(string: location.trimmingCharacters(in: .whitespaces), relativeTo: request.url)?.absoluteURL,
            let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https"
        else { return nil }
        if request.carriesCredentials && !sameSite(request.url, target) { return nil }
        var next = request
        next.url = target
        let method = request.method.uppercased()
        let becomesGet =
            (response.status == 303 && method != "HEAD")
            || ((response.status == 301 || response.status == 302) && method == "POST")
        if becomesGet {
            next.method = "GET"
            next.body = nil
            for name in ["Content-Type", "Content-Length", "Content-Encoding", "Transfer-Encoding"] {
                next.headers.remove(name)
            }
        }
        // The answer to a conditional or ranged request is about the old URL's copy.
        for name in ["If-None-Match", "If-Modified-Since", "Range", "If-Range"] where !sameSite(request.url, target) {
            next.headers.remove(name)
        }
        return next
    }

    /// Whether `response` redirects to something other than http or https (`file:`, say),
    /// which is never followed and is an error rather than an answer.
    public static func pointsOutsideHTTP(_ response: Response, from url: URL) -> Bool {
        guard followed.contains(response.status), let location = response.headers["Location"],
            let target = URL(string: location.trimmingCharacters(in: .whitespaces), relativeTo: url)?.absoluteURL,
            let scheme = target.scheme?.lowercased()
        else { return false }
        return scheme != "http" && scheme != "https"
    }

    /// Whether a redirect from `old` to `new` stays on the same host and port, allowing the
    /// upgrade from http to https on default ports.
    static func sameSite(_ old: URL, _ new: URL) -> Bool {
        guard let oldHost = old.host?.lowercased(), oldHost == new.host?.lowercased() else { return false }
        let oldScheme = old.scheme?.lowercased() ?? ""
        let newScheme = new.scheme?.lowercased() ?? ""
        if oldScheme == newScheme { return effectivePort(old) == effectivePort(new) }
        return oldScheme == "http" && newScheme == "https" && old.port == nil && new.port == nil
    }

    private static func effectivePort(_ url: URL) -> Int {
        url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
    }
}
