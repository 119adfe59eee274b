import Foundation

extension CookieJar {
    /// A jar holding the cookies of a cookies.txt file, the Netscape format browsers'
    /// extensions export and curl and wget read: one cookie per line, seven fields split by
    /// tabs (domain, whether subdomains get it, path, https only, expiry as Unix time with 0
    /// for a session cookie, name, value). `#` lines are comments, except `#HttpOnly_`, which
    /// marks an HttpOnly cookie; lines that are not seven fields are skipped, and cookies
    /// that expired before `now` are left out.
    public init(netscape text: String, now: Date = Date()) {
        self.init()
        for raw in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            var line = Substring(raw)
            if line.hasPrefix("#HttpOnly_") {
                line = line.dropFirst("#HttpOnly_".count)
            } else if line.hasPrefix("#") {
                continue
            }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 7, let expiry = Int64(fields[4].trimmingCharacters(in: .whitespaces)) else { continue }
            let domain = fields[0].lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ". "))
            guard !domain.isEmpty, !fields[5].isEmpty else { continue }
            let expires = expiry > 0 ? Date(timeIntervalSince1970: TimeInterval(expiry)) : nil
            if let expires, expires <= now { continue }
            add(
                Cookie(
                    name: String(fields[5]), value: String(fields[6]), domain: domain,
                    hostOnly: fields[1].uppercased() != "TRUE" && !fields[0].hasPrefix("."),
                    path: fields[2].hasPrefix("/") ? String(fields[2]) : "/",
                    secure: fields[3].uppercased() == "TRUE", expires: expires))
        }
    }
}
