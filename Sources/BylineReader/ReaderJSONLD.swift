import Foundation

/// The schema.org article described by a page's first `application/ld+json` script.
struct ReaderJSONLD {
    /// The largest script read; bigger ones are not article metadata.
    static let maximumLength = 1 << 20

    private let object: [String: Any]

    /// Parses the script's text; nil when it is not JSON describing a schema.org article.
    init?(_ text: String) {
        guard text.utf8.count <= Self.maximumLength else { return nil }
        var trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("<![CDATA[") { trimmed.removeFirst(9) }
        if trimmed.hasSuffix("]]>") { trimmed.removeLast(3) }
        guard let data = trimmed.data(using: .utf8),
            let parsed = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        else { return nil }
        var found: [String: Any]?
        if let list = parsed as? [Any] {
            found = list.lazy.compactMap { $0 as? [String: Any] }.first { Self.isArticle($0["@type"]) }
        } else {
            found = parsed as? [String: Any]
        }
        guard var candidate = found, Self.isSchemaOrg(candidate["@context"]) else { return nil }
        if candidate["@type"] == nil, let graph = candidate["@graph"] as? [Any] {
            guard let inGraph = graph.lazy.compactMap({ $0 as? [String: Any] }).first(where: { Self.isArticle($0["@type"]) }) else {
                return nil
            }
            candidate = inGraph
        }
        guard Self.isArticle(candidate["@type"]) else { return nil }
        object = candidate
    }

    /// The fields as metadata; `htmlTitle` decides between `name` and `headline` when both differ.
    func resolved(htmlTitle: String) -> (title: String?, byline: String?, siteName: String?, published: String?, excerpt: String?) {
        let name = object["name"] as? String
        let headline = object["headline"] as? String
        var title: String?
        if let name, let headline, name != headline {
            let nameMatches = ReaderTitle.similarity(name, htmlTitle) > 0.75
            let headlineMatches = ReaderTitle.similarity(headline, htmlTitle) > 0.75
            title = headlineMatches && !nameMatches ? headline : name
        } else {
            title = name ?? headline
        }
        var byline: String?
        if let author = object["author"] as? [String: Any], let authorName = author["name"] as? String {
            byline = authorName
        } else if let authors = object["author"] as? [Any], (authors.first as? [String: Any])?["name"] is String {
            byline = authors.compactMap { ($0 as? [String: Any])?["name"] as? String }
                .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.joined(separator: ", ")
        }
        let publisher = (object["publisher"] as? [String: Any])?["name"] as? String
        return (title, byline, publisher, object["datePublished"] as? String, object["description"] as? String)
    }

    private static let articleTypes: Set<String> = [
        "AdvertiserContentArticle", "NewsArticle", "AnalysisNewsArticle", "AskPublicNewsArticle",
        "BackgroundNewsArticle", "OpinionNewsArticle", "ReportageNewsArticle", "ReviewNewsArticle", "Report",
        "SatiricalArticle", "ScholarlyArticle", "MedicalScholarlyArticle", "SocialMediaPosting", "BlogPosting",
        "LiveBlogPosting", "DiscussionForumPosting", "TechArticle", "APIReference"
    ]

    /// Whether a `@type` names a kind of article (any type starting with `Article` counts).
    private static func isArticle(_ type: Any?) -> Bool {
        guard let type = type as? String else { return false }
        return type.hasPrefix("Article") || articleTypes.contains { type.contains($0) }
    }

    private static func isSchemaOrg(_ context: Any?) -> Bool {
        func matches(_ text: String) -> Bool {
            ["http://schema.org", "https://schema.org", "http://schema.org/", "https://schema.org/"].contains(text)
        }
        if let text = context as? String { return matches(text) }
        if let object = context as? [String: Any], let vocabulary = object["@vocab"] as? String { return matches(vocabulary) }
        return false
    }
}
