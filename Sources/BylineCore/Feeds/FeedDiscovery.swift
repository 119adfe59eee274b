import BylineReader
import BylineText
import Foundation

/// A feed a web page points to (or that a usual path holds), found by ``FeedDiscovery``.
public struct DiscoveredFeed: Sendable, Hashable {
    /// The feed's absolute address.
    public var url: URL
    /// The title the page's link or the feed gives, cleaned to one line.
    public var title: String?
    /// `RSS`, `Atom` or `JSON Feed`, when known.
    public var format: String?

    /// A discovered feed from its parts.
    public init(url: URL, title: String? = nil, format: String? = nil) {
        self.url = url
        self.title = title
        self.format = format
    }
}

/// Finding the feeds of a web page, without the network: its `<link rel="alternate">`
/// elements of feed types, and the usual paths to try when it has none.
///
/// The page is read with libxml2's forgiving HTML parser, as the reader does (network off,
/// bounded node count), so broken markup still gives its links.
public enum FeedDiscovery {
    /// The link types that name a feed, with the format each means.
    static let feedTypes: [String: String] = [
        "application/rss+xml": "RSS", "application/x-rss+xml": "RSS", "application/rdf+xml": "RSS",
        "application/atom+xml": "Atom", "application/feed+json": "JSON Feed"
    ]

    /// The paths a site often serves its feed at, tried in this order when a page links none.
    public static let usualPaths = ["/feed", "/rss", "/atom.xml", "/feed.xml", "/index.xml", "/rss.xml", "/feed.json"]

    /// The feeds `data` (a web page fetched from `url`) links to with `rel="alternate"`, in
    /// page order, without repeats; relative addresses resolve against `<base href>`, else `url`.
    public static func links(inPage data: Data, url: URL, encoding: String? = nil) -> [DiscoveredFeed] {
        let arena = ReaderArena()
        guard let root = ReaderTreeBuilder.build(data, encoding: encoding, arena: arena) else { return [] }
        var base = url
        var found: [DiscoveredFeed] = []
        var seen: Set<URL> = []
        var stack = [root]
        var order: [ReaderNode] = []
        while let node = stack.popLast() {
            order.append(node)
            stack += node.elementChildren.reversed()
        }
        if let href = order.first(where: { $0.name == "base" })?.attribute("href"),
            let resolved = URL(string: href.trimmingCharacters(in: .whitespacesAndNewlines), relativeTo: url)?.absoluteURL
        {
            base = resolved
        }
        for node in order where node.name == "link" {
            guard let feed = feed(from: node, base: base), seen.insert(feed.url).inserted else { continue }
            found.append(feed)
        }
        return found
    }

    /// The usual feed addresses for a page at `url`: each usual path under the page's own
    /// folder first (a blog under `/blog/`), then at the site's root, without repeats.
    public static func usualCandidates(for url: URL) -> [URL] {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return [] }
        components.query = nil
        components.fragment = nil
        var folder = components.path
        if !folder.hasSuffix("/") { folder = String(folder[..<(folder.lastIndex(of: "/") ?? folder.startIndex)]) }
        while folder.hasSuffix("/") { folder.removeLast() }
        var result: [URL] = []
        for prefix in Set([folder, ""]).sorted(by: { $0.count > $1.count }) {
            for path in usualPaths {
                components.path = prefix + path
                if let candidate = components.url, !result.contains(candidate) { result.append(candidate) }
            }
        }
        return result
    }

    private static func feed(from link: ReaderNode, base: URL) -> DiscoveredFeed? {
        let relations = (link.attribute("rel") ?? "").lowercased().split(whereSeparator: \.isWhitespace)
        guard relations.contains("alternate"), let type = link.attribute("type") else { return nil }
        let mediaType = type.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        guard let format = feedTypes[mediaType],
            let href = link.attribute("href")?.trimmingCharacters(in: .whitespacesAndNewlines), !href.isEmpty,
            let url = URL(string: href, relativeTo: base)?.absoluteURL,
            let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil
        else { return nil }
        let title = link.attribute("title").map(TextSanitizer.singleLine).flatMap { $0.isEmpty ? nil : $0 }
        return DiscoveredFeed(url: url, title: title, format: format)
    }
}
