import Foundation

extension Source {
    /// `address` without the password of its login: `https://user:password@host/feed` →
    /// `https://user@host/feed`; any other text unchanged. A source's cache key is made
    /// with it, so the cache never holds a password from the urls file, and two lines that
    /// differ only in their password are the same feed.
    ///
    /// Works on the text as written (the authority ends at the first `/`, `?` or `#` after
    /// `://`; the login is what comes before its last `@`), so it agrees with how libcurl and
    /// Foundation split the URL and keeps every other byte.
    public static func keyWithoutPassword(_ address: String) -> String {
        // The fast way out for almost every line: no login at all.
        guard address.utf8.contains(UInt8(ascii: "@")), let separator = address.range(of: "://") else { return address }
        let authorityStart = separator.upperBound
        let authorityEnd = address[authorityStart...].firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) ?? address.endIndex
        let authority = address[authorityStart..<authorityEnd]
        guard let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") else { return address }
        return String(address[..<colon]) + String(address[at...])
    }
}
