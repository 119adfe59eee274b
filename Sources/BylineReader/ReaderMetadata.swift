import Foundation

/// What a page says about its article in `<meta>` tags, JSON-LD and `<title>`: read
/// before the page is cleaned, since scripts (JSON-LD) go then.
struct ReaderMetadata: Sendable, Equatable {
    /// The article's title.
    var title = ""
    /// Who wrote it.
    var byline: String?
    /// The site or publication.
    var siteName: String?
    /// When it was published, as the page writes it.
    var published: String?
    /// The page's language (`<html lang>`).
    var language: String?
    /// A summary the page gives.
    var excerpt: String?

    /// Reads the metadata of the page tree `root`.
    init(root: ReaderNode) {
        var values: [String: String] = [:]
        var jsonLD: ReaderJSONLD?
        var pageTitle: String?
        var headings: [String] = []
        var h1s: [String] = []
        root.forEachDescendant { node in
            switch node.name {
            case "meta": Self.read(meta: node, into: &values)
            case "title" where pageTitle == nil: pageTitle = ReaderText.collapsed(node.textContent)
            case "h1":
                let text = node.textContent
                headings.append(text)
                h1s.append(ReaderText.collapsed(text))
            case "h2": headings.append(node.textContent)
            case "script" where jsonLD == nil && node.attribute("type")?.lowercased() == "application/ld+json":
                jsonLD = ReaderJSONLD(node.textContent)
            default: break
            }
        }
        let fromTitle = ReaderTitle.title(from: pageTitle ?? "", headings: headings, h1s: h1s)
        let ld = jsonLD?.resolved(htmlTitle: fromTitle)
        let metaTitle = [
            "dc:title", "dcterm:title", "og:title", "weibo:article:title", "weibo:webpage:title", "title",
            "twitter:title", "parsely-title"
        ].lazy.compactMap { values[$0] }.first
        title = Self.nonEmpty(ld?.title) ?? Self.nonEmpty(metaTitle) ?? fromTitle
        let articleAuthor = values["article:author"].flatMap { Self.isURL($0) ? nil : $0 }
        byline =
            Self.nonEmpty(ld?.byline) ?? ["dc:creator", "dcterm:creator", "author", "parsely-author"].lazy
            .compactMap { Self.nonEmpty(values[$0]) }.first ?? Self.nonEmpty(articleAuthor)
        siteName = Self.nonEmpty(ld?.siteName) ?? Self.nonEmpty(values["og:site_name"])
        published =
            Self.nonEmpty(ld?.published) ?? Self.nonEmpty(values["article:published_time"])
            ?? Self.nonEmpty(values["parsely-pub-date"])
        excerpt =
            Self.nonEmpty(ld?.excerpt)
            ?? [
                "dc:description", "dcterm:description", "og:description",
                "weibo:article:description", "weibo:webpage:description",
                "description", "twitter:description"
            ].lazy
            .compactMap { Self.nonEmpty(values[$0]) }.first
        language = Self.nonEmpty(root.attribute("lang"))
    }

    private static let propertyPrefixes = ["article", "dc", "dcterm", "og", "twitter"]
    private static let propertyNames: Set<String> = ["author", "creator", "description", "published_time", "title", "site_name"]
    private static let namePrefixes = ["dc", "dcterm", "og", "twitter", "parsely", "weibo:article", "weibo:webpage"]
    private static let names: Set<String> = ["author", "creator", "pub-date", "description", "title", "site_name"]

    /// Records a `<meta property=… content=…>` or `<meta name=… content=…>` worth keeping.
    private static func read(meta: ReaderNode, into values: inout [String: String]) {
        guard let content = meta.attribute("content"), !content.isEmpty else { return }
        let value = content.trimmingCharacters(in: .whitespacesAndNewlines)
        if let property = meta.attribute("property") {
            // A property may list several names (`og:title twitter:title`): the first known one counts.
            for word in property.lowercased().split(whereSeparator: \.isWhitespace) {
                let parts = word.split(separator: ":", maxSplits: 1).map(String.init)
                if parts.count == 2, propertyPrefixes.contains(parts[0]), propertyNames.contains(parts[1]) {
                    values[parts[0] + ":" + parts[1]] = value
                    return
                }
            }
        }
        guard let rawName = meta.attribute("name") else { return }
        let name = rawName.lowercased().filter { !$0.isWhitespace }.replacingOccurrences(of: ".", with: ":")
        if names.contains(name) {
            values[name] = value
            return
        }
        for prefix in namePrefixes {
            for separator in [":", "-"] where name.hasPrefix(prefix + separator) {
                let rest = String(name.dropFirst(prefix.count + 1))
                if names.contains(rest) { values[prefix + separator + rest] = value }
            }
        }
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text else { return nil }
        let collapsed = ReaderText.collapsed(ReaderEntities.decoded(text))
        return collapsed.isEmpty ? nil : collapsed
    }

    private static func isURL(_ text: String) -> Bool {
        guard let url = URL(string: text), let scheme = url.scheme else { return false }
        return scheme == "http" || scheme == "https"
    }
}
