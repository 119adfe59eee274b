import Foundation

/// What an item says in other vocabularies (Dublin Core, Media RSS, iTunes, enclosures),
/// used only where its own elements are missing: a podcast episode with only
/// `itunes:summary`, a photo feed with only `media:title` still become articles.
struct FeedItemFallbacks {
    private var title: String?
    private var summary: (text: String, kind: FeedTextKind)?
    private var subtitle: String?
    private var authors: [String] = []
    private var enclosureLink: String?
    private var mediaLink: String?

    /// Notes a child in the Dublin Core, Media RSS or iTunes namespace; ignores any other.
    mutating func consider(_ node: LibXMLNode, name: FeedName, names: inout FeedNameResolver, depth: Int = 0) {
        switch name.namespace {
        case .dublinCore:
            if name.is("title") {
                if title == nil { title = node.text }
            } else if name.is("description") {
                if summary == nil, let text = node.htmlContent { summary = (text: text, kind: .html) }
            }
        case .media:
            if name.is("title") {
                if title == nil { title = Self.mediaText(node)?.text }
            } else if name.is("description") {
                if summary == nil { summary = Self.mediaText(node) }
            } else if name.is("content") {
                if mediaLink == nil { mediaLink = node.attribute("url") }
            }
            // A group holds the same elements; a content may hold a title and description.
            guard depth < 4, name.is("group") || name.is("content") else { return }
            for child in node.elements {
                let childName = names.name(of: child)
                if childName.namespace == .media { consider(child, name: childName, names: &names, depth: depth + 1) }
            }
        case .itunes:
            if name.is("summary") {
                if summary == nil, let text = node.text { summary = (text: text, kind: .text) }
            } else if name.is("subtitle") {
                if subtitle == nil { subtitle = node.text }
            } else if name.is("author") {
                node.text.map { authors.append($0) }
            }
        default:
            return
        }
    }

    /// Notes an RSS `<enclosure>`'s address (any type: a podcast episode is its audio file).
    mutating func consider(enclosure url: String?) {
        if enclosureLink == nil { enclosureLink = url }
    }

    /// Fills what `item` lacks: title, summary, authors, then the link.
    func apply(to item: inout FeedItemDTO) {
        if item.title == nil, let title {
            item.title = title
            item.titleKind = .text
        }
        if item.summary == nil, let summary = summary ?? subtitle.map({ (text: $0, kind: FeedTextKind.text) }) {
            item.summary = summary.text
            item.summaryKind = summary.kind
        }
        if item.authors.isEmpty { item.authors = authors }
        if item.link == nil { item.link = enclosureLink ?? mediaLink }
    }

    /// A Media RSS text construct: `type="html"` is HTML, anything else plain text.
    private static func mediaText(_ node: LibXMLNode) -> (text: String, kind: FeedTextKind)? {
        if node.attribute("type")?.lowercased() == "html" {
            return node.htmlContent.map { (text: $0, kind: FeedTextKind.html) }
        }
        return node.text.map { (text: $0, kind: FeedTextKind.text) }
    }
}
