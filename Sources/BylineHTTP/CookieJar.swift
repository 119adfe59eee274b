import BylineText
import Foundation

/// The cookies of one exchange (kept across its redirects) or of a `--session`: set by
/// `Set-Cookie`, sent back to the host and path they belong to, until they expire.
///
/// A small subset of RFC 6265, enough for logins and redirects: `Domain`, `Path`,
/// `Expires`, `Max-Age` and `Secure` are honoured; a cookie for another site's domain is
/// refused.
public struct CookieJar: Sendable, Equatable, Codable {
    /// One stored cookie.
    public struct Cookie: Sendable, Equatable, Codable {
        /// Its name.
        public var name: String
        /// Its value.
        public var value: String
        /// The host (or, when `hostOnly` is false, the domain) it goes to, lowercased.
        public var domain: String
        /// Whether only `domain` itself gets it, not its subdomains.
        public var hostOnly: Bool
        /// The path prefix it goes to.
        public var path: String
        /// Whether it goes over https only.
        public var secure: Bool
        /// When it stops being sent; nil lasts as long as the jar.
        public var expires: Date?
    }

    /// The cookies, oldest first.
    public private(set) var cookies: [Cookie] = []

    /// An empty jar.
    public init() {}

    /// Stores every `Set-Cookie` of a response from `url`.
    public mutating func store(_ headers: HTTPHeaders, from url: URL, now: Date = Date()) {
        for line in headers.values(for: "Set-Cookie").flatMap(Self.splitJoined) {
            guard let cookie = Self.parse(line, from: url, now: now) else { continue }
            cookies.removeAll { $0.name == cookie.name && $0.domain == cookie.domain && $0.path == cookie.path }
            if cookie.expires.map({ $0 > now }) ?? true { cookies.append(cookie) }
        }
    }

    /// Adds a cookie given by name for `host` (a session's `Cookie:` header, say).
    public mutating func set(_ name: String, _ value: String, host: String) {
        let cookie = Cookie(
            name: name, value: value, domain: host.lowercased(), hostOnly: true, path: "/",
            secure: false, expires: nil)
        cookies.removeAll { $0.name == name && $0.domain == cookie.domain && $0.path == "/" }
        cookies.append(cookie)
    }

    /// Adds `cookie`, replacing one of the same name, domain and path.
    public mutating func add(_ cookie: Cookie) {
        cookies.removeAll { $0.name == cookie.name && $0.domain == cookie.domain && $0.path == cookie.path }
        cookies.append(cookie)
    }

    /// The `Cookie` header for a request to `url`, or nil when no cookie applies.
    public func header(for url: URL, now: Date = Date()) -> String? {
        guard let host = url.host?.lowercased() else { return nil }
        let path = url.path.isEmpty ? "/" : url.path
        let https = url.scheme?.lowercased() == "https"
        let matching = cookies.filter { cookie in
            (cookie.expires.map { $0 > now } ?? true)
                && (cookie.hostOnly ? host == cookie.domain : Self.domain(host, matches: cookie.domain))
                && Self.path(path, matches: cookie.path)
                && (https || !cookie.secure)
        }
        guard !matching.isEmpty else { return nil }
        return matching.sorted { $0.path.count > $1.path.count }.map { "\($0.name)=\($0.value)" }.joined(separator: "; ")
    }

    /// Whether the jar holds nothing.
    public var isEmpty: Bool { cookies.isEmpty }

    /// One `Set-Cookie` value per cookie: some stacks (URLSession) join repeated fields with
    /// commas; a comma starts a new cookie only where `name=` follows, never inside `Expires`.
    static func splitJoined(_ value: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        var rest = Substring(value)
        while let comma = rest.firstIndex(of: ",") {
            let after = rest[rest.index(after: comma)...].drop { $0 == " " }
            let name = after.prefix { $0 != "=" && $0 != ";" && $0 != "," && $0 != " " }
            current += rest[..<comma]
            if !name.isEmpty, after.dropFirst(name.count).first == "=" {
                pieces.append(current)
                current = ""
            } else {
                current += ","
            }
            rest = rest[rest.index(after: comma)...]
        }
        pieces.append(current + rest)
        return pieces.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    static func parse(_ line: String, from url: URL, now: Date) -> Cookie? {
        let parts = line.split(separator: ";", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = parts.first, let equals = first.firstIndex(of: "="), let host = url.host?.lowercased() else { return nil }
        let name = String(first[..<equals]).trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return nil }
        var cookie = Cookie(
            name: name, value: String(first[first.index(after: equals)...]), domain: host, hostOnly: true,
            path: Self.defaultPath(url), secure: false, expires: nil)
        var maxAge: TimeInterval?
        for attribute in parts.dropFirst() {
            let pieces = attribute.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            let key = pieces[0].lowercased()
            let value = pieces.count > 1 ? pieces[1] : ""
            switch key {
            case "domain":
                let domain = value.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "."))
                guard !domain.isEmpty else { continue }
                guard Self.domain(host, matches: domain) else { return nil }
                cookie.domain = domain
                cookie.hostOnly = false
            case "path" where value.hasPrefix("/"): cookie.path = value
            case "secure": cookie.secure = true
            case "max-age": maxAge = TimeInterval(value)
            case "expires": cookie.expires = DateParsing.parse(value)
            default: continue
            }
        }
        if let maxAge { cookie.expires = now.addingTimeInterval(maxAge) }
        return cookie
    }

    private static func defaultPath(_ url: URL) -> String {
        let path = url.path
        guard path.hasPrefix("/"), let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    private static func domain(_ host: String, matches domain: String) -> Bool {
        host == domain || host.hasSuffix("." + domain)
    }

    private static func path(_ path: String, matches prefix: String) -> Bool {
        path == prefix || (path.hasPrefix(prefix) && (prefix.hasSuffix("/") || path.dropFirst(prefix.count).hasPrefix("/")))
    }
}
