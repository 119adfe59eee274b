import BylineText
import Foundation

extension Response {
    /// The address a feed's relative links resolve against: the `Content-Location` the server
    /// names for the document (resolved against where it was fetched from), else the address
    /// it was fetched from after redirects, else `requested`.
    ///
    /// RFC 7231 stopped making `Content-Location` a base URI, but publishers who send it name
    /// the document's real place (`/feed` served from `/blog/feed.xml`), and feedparser
    /// resolves against it. Only an http(s) address on the same host is taken: servers behind
    /// a proxy (IIS notably) send their internal name or address there, which no reader can reach.
    public func documentURL(requested: URL) -> URL {
        let fetched = url ?? requested
        guard let value = headers["Content-Location"].map(WebURL.trimmedASCIIWhitespace), !value.isEmpty,
            let location = URL(string: value, relativeTo: fetched)?.absoluteURL,
            let scheme = location.scheme?.lowercased(), scheme == "http" || scheme == "https",
            location.host?.lowercased() == fetched.host?.lowercased()
        else { return fetched }
        return location
    }
}
